// A key right after it was issued (a plugin site's inbound key, an organization API key, a webhook's signing
// secret): shown this once, with a copy button.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../i18n';
import { StatusMessage, WarningMessage } from './forms';

export function OneTimeKeyPanel(props: {
  title: string;
  /** the label of the read-only field that holds the key */
  label: string;
  /** the key itself; it lives in this component's props only, never in storage or the address */
  secret: string;
  onClose: () => void;
  /** what the key is for, shown above the key */
  children?: ReactNode;
  /** the panel's own words for what it shows, where it is no key (a webhook's signing secret) */
  texts?: Partial<Record<'warning' | 'done' | 'copied' | 'copyFailed', string>>;
}) {
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
      await navigator.clipboard.writeText(props.secret);
      setCopy('copied');
    } catch {
      field.current?.select();
      setCopy('failed');
    }
  }

  return (
    <section ref={section} className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{props.title}</h2>
      <WarningMessage>{props.texts?.warning ?? t('plugin.key.warning')}</WarningMessage>
      {props.children}
      <div className="field">
        <label htmlFor={`${id}-key`}>{props.label}</label>
        <input
          ref={field}
          id={`${id}-key`}
          readOnly
          spellCheck={false}
          autoComplete="off"
          value={props.secret}
          onFocus={(e) => e.target.select()}
        />
      </div>
      <div className="form-actions">
        <button type="button" className="primary" onClick={onCopy}>
          {t('plugin.key.copy')}
        </button>
        <button type="button" onClick={props.onClose}>
          {props.texts?.done ?? t('plugin.key.done')}
        </button>
      </div>
      {copy === 'copied' && <StatusMessage>{props.texts?.copied ?? t('plugin.key.copied')}</StatusMessage>}
      {copy === 'failed' && <WarningMessage>{props.texts?.copyFailed ?? t('plugin.key.copyFailed')}</WarningMessage>}
    </section>
  );
}
