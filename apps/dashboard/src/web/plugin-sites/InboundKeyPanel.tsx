// The inbound key of a site, right after its registration or a key rotation: shown this once, with a copy
// button. The site uses it as the chatbot's `apiKey`.
import { useEffect, useId, useRef, useState } from 'react';
import { StatusMessage, WarningMessage } from '../components/forms';
import { useI18n } from '../i18n';
import type { IssuedKey } from './types';

export function InboundKeyPanel({ issued, onClose }: { issued: IssuedKey; onClose: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const section = useRef<HTMLElement>(null);
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    setCopy(null);
    section.current?.scrollIntoView?.({ block: 'nearest' });
    field.current?.focus();
    field.current?.select();
  }, []);

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(issued.inboundKey);
      setCopy('copied');
    } catch {
      field.current?.select();
      setCopy('failed');
    }
  }

  return (
    <section ref={section} className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('plugin.key.title', { name: issued.siteName })}</h2>
      <WarningMessage>{t('plugin.key.warning')}</WarningMessage>
      <p>{t('plugin.key.intro')}</p>
      <div className="field">
        <label htmlFor={`${id}-key`}>{t('plugin.key.label')}</label>
        <input
          ref={field}
          id={`${id}-key`}
          readOnly
          spellCheck={false}
          autoComplete="off"
          value={issued.inboundKey}
          onFocus={(e) => e.target.select()}
        />
      </div>
      <div className="form-actions">
        <button type="button" className="primary" onClick={onCopy}>
          {t('plugin.key.copy')}
        </button>
        <button type="button" onClick={onClose}>
          {t('plugin.key.done')}
        </button>
      </div>
      {copy === 'copied' && <StatusMessage>{t('plugin.key.copied')}</StatusMessage>}
      {copy === 'failed' && <WarningMessage>{t('plugin.key.copyFailed')}</WarningMessage>}
    </section>
  );
}
