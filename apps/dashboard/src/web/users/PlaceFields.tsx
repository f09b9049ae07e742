// Where a user works, as a SUPER_ADMIN sets it: a center, none (SUPER_ADMIN: the whole platform), or for the
// organization-level roles no center but an organization, whose centers the user then all works on.
import { roleWorksOn } from '@center-platform/core/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../components/forms';
import type { PickedRecord } from '../components/RecordPicker';
import { useI18n } from '../i18n';
import { CenterPicker } from '../shell/CenterPicker';
import { trpc } from '../trpc';

export function PlaceFields(props: {
  role: string;
  center: PickedRecord | null;
  onCenter: (center: PickedRecord | null) => void;
  /** the organization's select (shown while an organization-level role has no center) */
  organization: UseFormRegisterReturn<'organization'>;
  problem: (field: 'center' | 'organization') => string | undefined;
  changed?: { center: boolean; organization: boolean };
}) {
  const { t } = useI18n();
  const worksOn = roleWorksOn(props.role);
  const byOrganization = worksOn === 'center-or-organization' && props.center === null;
  const organizations = trpc.users.organizations.useQuery(undefined, {
    enabled: worksOn === 'center-or-organization',
    staleTime: 60_000,
  });
  return (
    <>
      <CenterPicker
        value={props.center}
        onChange={props.onCenter}
        error={props.problem('center')}
        changed={props.changed?.center}
        none={
          worksOn === 'platform'
            ? t('users.center.none')
            : worksOn === 'center-or-organization'
              ? t('users.center.allOfOrganization')
              : undefined
        }
      />
      {byOrganization && (
        <SelectField
          label={t('users.organization')}
          hint={organizations.error ? t('cw.options.failed') : t('users.organization.hint')}
          error={props.problem('organization')}
          changed={props.changed?.organization}
          {...props.organization}
        >
          <option value="">{t('cw.option.choose')}</option>
          {organizations.data?.map((organization) => (
            <option key={organization.id} value={organization.id}>
              {organization.name}
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
}
