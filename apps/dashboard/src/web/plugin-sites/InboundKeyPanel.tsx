// The inbound key of a site, right after its registration or a key rotation: shown this once, with a copy
// button. The site uses it as the chatbot's `apiKey`.
import { OneTimeKeyPanel } from '../components/OneTimeKeyPanel';
import { useI18n } from '../i18n';
import type { IssuedKey } from './types';

export function InboundKeyPanel({ issued, onClose }: { issued: IssuedKey; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <OneTimeKeyPanel
      title={t('plugin.key.title', { name: issued.siteName })}
      label={t('plugin.key.label')}
      secret={issued.inboundKey}
      onClose={onClose}
    >
      <p>{t('plugin.key.intro')}</p>
    </OneTimeKeyPanel>
  );
}
