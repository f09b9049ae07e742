// The rich-text editor's link dialog (issue 26.4): the address is checked before it is set.
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { type MessageKey, useI18n } from '../../i18n';
import { checkLink, type LinkProblem } from './link-check';

const LINK_PROBLEMS: Record<LinkProblem, MessageKey> = {
  empty: 'cw.rich.link.empty',
  scheme: 'cw.rich.link.scheme',
  invalid: 'cw.rich.link.invalid',
};

/** The link of the selection: its address, checked before it is set; an address the website drops is refused. */
export function LinkDialog(props: { editor: Editor; textId: string; onClose: () => void }) {
  const { t } = useI18n();
  const { editor } = props;
  const [draft, setDraft] = useState(() => {
    const href: unknown = editor.getAttributes('link').href;
    return typeof href === 'string' ? href : '';
  });
  const [problem, setProblem] = useState<LinkProblem | null>(null);
  const isLink = editor.isActive('link');
  const ids = { input: `${props.textId}-link`, hint: `${props.textId}-link-hint` };
  const errorId = `${props.textId}-link-error`;

  function apply() {
    const checked = checkLink(draft);
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    const { href } = checked;
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // nothing selected: the address becomes the link's text
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .unsetMark('link')
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    props.onClose();
  }

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    props.onClose();
  }

  return (
    <div className="rte-link">
      <label htmlFor={ids.input}>{t('cw.rich.link.address')}</label>
      <div className="rte-link-row">
        <input
          id={ids.input}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          // biome-ignore lint/a11y/noAutofocus: the dialog opens on request (the link button or Ctrl-K) to take an address
          autoFocus
          value={draft}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${ids.hint} ${errorId}` : ids.hint}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            // Enter sets the link; it never sends the form around the editor
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        <button type="button" className="primary" onClick={apply}>
          {t('cw.rich.link.apply')}
        </button>
        {isLink && (
          <button type="button" onClick={remove}>
            {t('cw.rich.link.remove')}
          </button>
        )}
        <button
          type="button"
          onClick={() => {
            editor.commands.focus();
            props.onClose();
          }}
        >
          {t('cw.rich.link.cancel')}
        </button>
      </div>
      <p id={ids.hint} className="hint">
        {t('cw.rich.link.hint')}
      </p>
      {problem && (
        <p id={errorId} className="field-error" role="alert">
          {t(LINK_PROBLEMS[problem])}
        </p>
      )}
    </div>
  );
}
