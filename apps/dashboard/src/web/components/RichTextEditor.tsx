// The rich-text editor (issue 26.4): TipTap (ProseMirror) with the schema of the server's sanitizer
// (rich-text/extensions.ts), a toolbar, a link dialog that checks the address, Word's markup taken off pasted HTML
// (rich-text/paste-cleaning.ts), a preview of what the website gets (the sanitizer of every write, through
// `centerWork.richText.preview`) and the HTML itself. A chunk of its own, loaded by RichTextField.tsx.
//
// A controlled input: `value` in, `onChange(html)` out ('' for an empty text). Showing a value emits nothing (no
// change on opening a form); a value from outside (a reset, the HTML view) is set only when it differs from what
// the editor last gave, so the cursor stays where it is while typing. Undoing back to the value as it came gives
// that value again, so the form sees no change.
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../i18n';
import type { RichTextFieldProps, RichTextIds } from './RichTextField';
import { RichTextLabel } from './RichTextField';
import { RICH_TEXT_EXTENSIONS, UNSHOWN_MARKUP } from './rich-text/extensions';
import { LinkDialog } from './rich-text/LinkDialog';
import { type Mode, ModeSwitch, Preview } from './rich-text/Preview';
import { cleanPastedHtml } from './rich-text/paste-cleaning';
import { Toolbar } from './rich-text/Toolbar';

/** The id of the editable element (the toolbar controls it; the link dialog's ids start with it). */
const textIdOf = (ids: RichTextIds) => `${ids.label}-text`;

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export default function RichTextEditor(props: RichTextFieldProps & { ids: RichTextIds }) {
  const { t } = useI18n();
  const { value, ids, label } = props;
  const root = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<Mode>(() => (UNSHOWN_MARKUP.test(value) ? 'source' : 'edit'));
  const [linkOpen, setLinkOpen] = useState(false);
  const [disabled, setDisabled] = useState(props.readOnly === true);
  // the value as it came and as the editor writes it; what the editor last gave
  const baseline = useRef({ raw: value, normalized: value });
  const last = useRef(value);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const openLink = useRef(() => {});
  openLink.current = () => {
    if (!disabled) setLinkOpen(true);
  };

  const [initial] = useState(value);
  const textId = textIdOf(ids);
  const editorProps = useMemo(
    () => ({
      attributes: {
        id: textId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': ids.label,
        ...(ids.describedBy ? { 'aria-describedby': ids.describedBy } : {}),
        ...(props.error ? { 'aria-invalid': 'true' } : {}),
        ...(props.required ? { 'aria-required': 'true' } : {}),
        class: 'rte-doc rte-content',
      },
      transformPastedHTML: cleanPastedHtml,
      // Ctrl/Cmd-K sets a link, as in word processors; inside the text it is not the dashboard's jump-to palette
      handleKeyDown: (_view: unknown, event: globalThis.KeyboardEvent) => {
        if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
          return false;
        event.stopPropagation();
        openLink.current();
        return true;
      },
    }),
    [textId, ids.label, ids.describedBy, props.error, props.required],
  );
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: initial,
    // the page's Content-Security-Policy allows no inline style element: the editor's styles are in rich-text.css
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    editable: props.readOnly !== true,
    editorProps,
    onCreate: ({ editor: created }) => {
      baseline.current = { raw: initial, normalized: htmlOf(created) };
    },
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed);
      const next = html === baseline.current.normalized ? baseline.current.raw : html;
      if (next === last.current) return;
      last.current = next;
      onChange.current(next);
    },
  });

  // a value from outside (a reset after saving, the HTML view): shown without an update, only when it differs
  useEffect(() => {
    if (!editor || value === last.current) return;
    last.current = value;
    // not a step to undo: the text shown is the new starting point
    if (htmlOf(editor) !== value)
      editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
    baseline.current = { raw: value, normalized: htmlOf(editor) };
  }, [editor, value]);

  // a reader's form disables its fieldset, which a contenteditable does not follow by itself
  useLayoutEffect(() => {
    const off = props.readOnly === true || root.current?.closest('fieldset:disabled') != null;
    if (off !== disabled) setDisabled(off);
    if (editor && editor.isEditable === off) editor.setEditable(!off, false);
  });

  const unshown = UNSHOWN_MARKUP.test(value);
  return (
    <div ref={root} className="rte">
      <div className="rte-head">
        <RichTextLabel ids={ids} label={label} changed={props.changed} />
        <ModeSwitch
          mode={mode}
          label={label}
          onMode={(next) => {
            setLinkOpen(false);
            setMode(next);
          }}
        />
      </div>
      {mode === 'source' && (
        <div className="rte-source">
          <p className="hint">{t('cw.rich.source.hint')}</p>
          <textarea
            className="code-input"
            aria-label={t('cw.rich.source.label', { label })}
            aria-describedby={ids.describedBy}
            aria-invalid={props.error ? true : undefined}
            name={props.name}
            maxLength={props.maxLength}
            readOnly={disabled}
            rows={props.rows ?? 8}
            spellCheck={false}
            value={value}
            onChange={(event) => props.onChange(event.target.value)}
          />
        </div>
      )}
      {mode === 'preview' && <Preview html={value} label={label} />}
      <div className="rte-frame" hidden={mode !== 'edit'}>
        {unshown && (
          <p className="message message-warning rte-unshown" role="note">
            {t('cw.rich.unsupported')}
          </p>
        )}
        {editor && (
          <Toolbar
            editor={editor}
            textId={textId}
            label={label}
            disabled={disabled}
            onLink={() => (linkOpen ? setLinkOpen(false) : openLink.current())}
          />
        )}
        {editor && linkOpen && !disabled && (
          <LinkDialog editor={editor} textId={textId} onClose={() => setLinkOpen(false)} />
        )}
        {/* the height through the CSSOM (React's style): ProseMirror would write a style attribute, which the CSP refuses */}
        <EditorContent editor={editor} className="rte-body" style={{ minHeight: `${(props.rows ?? 8) * 1.5}rem` }} />
      </div>
    </div>
  );
}
