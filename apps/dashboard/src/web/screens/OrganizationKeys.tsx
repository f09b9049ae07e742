import '../center-work/center-work.css';
import { useId, useState } from 'react';
import { OneTimeKeyPanel } from '../components/OneTimeKeyPanel';
import { useI18n } from '../i18n';
import { KeyForm } from '../organization-keys/KeyForm';
import { OrganizationKeyList } from '../organization-keys/KeysTable';
import { AGENCY_API_DOCS, agencyApiUrl, bearerHeader } from '../organization-keys/logic';
import { OrganizationChoice } from '../organization-keys/OrganizationChoice';
import type { IssuedOrganizationKey, Organization } from '../organization-keys/types';

// `/dashboard/organization-keys` (spec 4.6, 5): the organization API keys of the agency integration API
// (`/api/agencyos/v1/`), a credential page of the platform operator (integration-credentials, SUPER_ADMIN only).
// Choose the organization, create a key (shown once), follow its use and revoke it. Everything goes through the
// organizationKeys procedures; no read carries a key, and a created key lives in this screen's memory only
// (never in storage or the address): after a reload it is gone.

function IssuedKeyPanel({ issued, onClose }: { issued: IssuedOrganizationKey; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <OneTimeKeyPanel
      title={t('orgKeys.key.title', { name: issued.keyName, organization: issued.organizationName })}
      label={t('orgKeys.key.label')}
      secret={issued.key}
      onClose={onClose}
    >
      <p>{t('orgKeys.key.usage')}</p>
      <ul>
        <li>
          {t('orgKeys.key.usageBase')} <code>{agencyApiUrl(window.location.origin)}</code>
        </li>
        <li>
          {t('orgKeys.key.usageHeader')} <code>{bearerHeader('<key>')}</code>
        </li>
        <li>
          <a href={AGENCY_API_DOCS} target="_blank" rel="noopener noreferrer">
            {t('orgKeys.key.docs')}
          </a>
        </li>
      </ul>
    </OneTimeKeyPanel>
  );
}

function OrganizationKeysWork({ organization }: { organization: Organization }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <section className="panel" aria-labelledby={`${id}-keys`}>
      <h2 id={`${id}-keys`}>{t('orgKeys.keys.title', { organization: organization.name })}</h2>
      <OrganizationKeyList organization={organization} />
    </section>
  );
}

export default function OrganizationKeysScreen() {
  const { t } = useI18n();
  const [issued, setIssued] = useState<IssuedOrganizationKey | null>(null);
  return (
    <div className="screen">
      <h1>{t('orgKeys.title')}</h1>
      <p className="hint intro">{t('orgKeys.intro')}</p>
      <OrganizationChoice>
        {(organization) => (
          <>
            {issued && <IssuedKeyPanel key={issued.key} issued={issued} onClose={() => setIssued(null)} />}
            {/* keyed by the organization: its table and a half-filled form start afresh when it changes */}
            <OrganizationKeysWork key={`keys-${organization.id}`} organization={organization} />
            <KeyForm key={`form-${organization.id}`} organization={organization} onCreated={setIssued} />
          </>
        )}
      </OrganizationChoice>
    </div>
  );
}
