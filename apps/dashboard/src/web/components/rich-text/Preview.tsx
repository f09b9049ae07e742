import { Code, Eye, type LucideIcon, Pencil } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type MessageKey, useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { ErrorMessage } from '../forms';

export type Mode = 'edit' | 'preview' | 'source';

/** How long the preview waits for the text to settle before it asks the server. */
const PREVIEW_DELAY_MS = 300;

type PreviewAnswer = { of: string; html: string } | { of: string; error: unknown };

/**
 * What the website gets: the text through the server's sanitizer, asked for once the text has settled. Shown in
 * a frame of the website's typography; its links are not followed (they would leave the form).
 */
export function Preview(props: { html: string; label: string }) {
  const { t } = useI18n();
  const { mutate } = trpc.centerWork.richText.preview.useMutation();
  const [answer, setAnswer] = useState<PreviewAnswer | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const { html } = props;
  const blank = html.trim() === '';

  useEffect(() => {
    if (blank) return;
    let current = true;
    const timer = window.setTimeout(() => {
      mutate(
        { html },
        {
          onSuccess: (result) => current && setAnswer({ of: html, html: result.html }),
          onError: (error) => current && setAnswer({ of: html, error }),
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [html, blank, mutate]);

  const shown = answer?.of === html && 'html' in answer ? answer.html : undefined;
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const stay = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
    };
    element.addEventListener('click', stay);
    return () => element.removeEventListener('click', stay);
  }, []);

  let body: ReactNode;
  if (blank || shown === '') body = <p className="rte-preview-note">{t('cw.rich.preview.empty')}</p>;
  else if (answer?.of !== html)
    body = (
      <p className="loading" role="status">
        <span className="spinner" aria-hidden="true" />
        {t('cw.rich.preview.loading')}
      </p>
    );
  else if ('error' in answer) body = <ErrorMessage error={answer.error} />;
  return (
    <section className="rte-preview" aria-label={t('cw.rich.preview.label', { label: props.label })}>
      <p className="hint">{t('cw.rich.preview.hint')}</p>
      {body}
      <div
        ref={frame}
        className="rte-doc rte-preview-doc"
        hidden={shown === undefined || shown === ''}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitizer made this HTML (what the website gets)
        dangerouslySetInnerHTML={{ __html: shown ?? '' }}
      />
    </section>
  );
}

/** The view switch: the editor, the preview, the HTML. */
export function ModeSwitch(props: { mode: Mode; label: string; onMode: (mode: Mode) => void }) {
  const { t } = useI18n();
  const modes: [Mode, MessageKey, LucideIcon][] = [
    ['edit', 'cw.rich.view.edit', Pencil],
    ['preview', 'cw.rich.view.preview', Eye],
    ['source', 'cw.rich.view.source', Code],
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a fieldset of inputs
    <div role="group" className="segmented rte-modes" aria-label={t('cw.rich.view', { label: props.label })}>
      {modes.map(([mode, label, Icon]) => (
        <button key={mode} type="button" aria-pressed={props.mode === mode} onClick={() => props.onMode(mode)}>
          <Icon size={16} aria-hidden="true" />
          {t(label)}
        </button>
      ))}
    </div>
  );
}
