// The organization a platform-operator screen works on (organization keys, modules): chosen from the platform's
// organizations, the first one until another is chosen.
import { type ReactNode, useState } from 'react';
import { LoadError, Loading, SelectField } from '../components/forms';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import type { Organization } from './types';

export function OrganizationChoice({ children }: { children: (organization: Organization) => ReactNode }) {
  const { t } = useI18n();
  const organizations = trpc.organizationKeys.organizations.useQuery();
  const [chosenId, setChosenId] = useState<string | null>(null);
  if (organizations.isPending) return <Loading />;
  if (organizations.error) return <LoadError error={organizations.error} onRetry={() => organizations.refetch()} />;
  const list = organizations.data;
  const organization = list.find((o) => o.id === chosenId) ?? list[0];
  if (!organization) return <p>{t('orgKeys.organizations.empty')}</p>;
  return (
    <>
      <div className="toolbar">
        <SelectField
          label={t('orgKeys.organization')}
          value={organization.id}
          onChange={(e) => setChosenId(e.target.value)}
        >
          {list.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </SelectField>
      </div>
      {children(organization)}
    </>
  );
}
