// The rich-text editor's toolbar (issue 26.4): its tools, their state where the cursor is, and the buttons.
import { type Editor, useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link,
  List,
  ListOrdered,
  type LucideIcon,
  Minus,
  Redo2,
  RemoveFormatting,
  Strikethrough,
  TextQuote,
  Underline,
  Undo2,
} from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { type MessageKey, useI18n } from '../../i18n';

type ToolState = Record<string, boolean>;

interface Tool {
  id: string;
  icon: LucideIcon;
  label: MessageKey;
  /** the shortcut: `Mod`, `Shift`, `Alt` and a key, joined by `+` */
  keys?: string;
  /** a toggle (aria-pressed): whether it is on where the cursor is */
  active?: (editor: Editor) => boolean;
  /** whether it can act now (undo, redo) */
  enabled?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  /** the last button of a group (a gap follows) */
  groupEnd?: boolean;
}

const TOOLS: readonly Tool[] = [
  {
    id: 'bold',
    icon: Bold,
    label: 'cw.rich.bold',
    keys: 'Mod+B',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    id: 'italic',
    icon: Italic,
    label: 'cw.rich.italic',
    keys: 'Mod+I',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    id: 'underline',
    icon: Underline,
    label: 'cw.rich.underline',
    keys: 'Mod+U',
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    id: 'strike',
    icon: Strikethrough,
    label: 'cw.rich.strike',
    keys: 'Mod+Shift+S',
    active: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
    groupEnd: true,
  },
  {
    id: 'h2',
    icon: Heading2,
    label: 'cw.rich.heading2',
    keys: 'Mod+Alt+2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    id: 'h3',
    icon: Heading3,
    label: 'cw.rich.heading3',
    keys: 'Mod+Alt+3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    groupEnd: true,
  },
  {
    id: 'bulletList',
    icon: List,
    label: 'cw.rich.bulletList',
    keys: 'Mod+Shift+8',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    id: 'orderedList',
    icon: ListOrdered,
    label: 'cw.rich.orderedList',
    keys: 'Mod+Shift+7',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    id: 'blockquote',
    icon: TextQuote,
    label: 'cw.rich.blockquote',
    keys: 'Mod+Shift+B',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    groupEnd: true,
  },
  // the link button opens the link dialog (its `run` is the editor's own, below)
  { id: 'link', icon: Link, label: 'cw.rich.link', keys: 'Mod+K', active: (e) => e.isActive('link'), run: () => {} },
  {
    id: 'rule',
    icon: Minus,
    label: 'cw.rich.rule',
    run: (e) => e.chain().focus().setHorizontalRule().run(),
  },
  {
    id: 'clear',
    icon: RemoveFormatting,
    label: 'cw.rich.clear',
    run: (e) => e.chain().focus().unsetAllMarks().clearNodes().run(),
    groupEnd: true,
  },
  {
    id: 'undo',
    icon: Undo2,
    label: 'cw.rich.undo',
    keys: 'Mod+Z',
    enabled: (e) => e.can().undo(),
    run: (e) => e.chain().focus().undo().run(),
  },
  {
    id: 'redo',
    icon: Redo2,
    label: 'cw.rich.redo',
    keys: 'Mod+Shift+Z',
    enabled: (e) => e.can().redo(),
    run: (e) => e.chain().focus().redo().run(),
  },
];

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The state of every button where the cursor is: on (toggles) and enabled (undo, redo). */
function toolState(editor: Editor): ToolState {
  const state: ToolState = {};
  for (const tool of TOOLS) {
    if (tool.active) state[tool.id] = tool.active(editor);
    if (tool.enabled) state[`${tool.id}:enabled`] = tool.enabled(editor);
  }
  return state;
}

/**
 * The toolbar (one tab stop; the arrow keys, Home and End move between its buttons). A mouse press keeps the
 * editor's selection; the buttons act on it and give the focus back to the text.
 */
export function Toolbar(props: {
  editor: Editor;
  textId: string;
  label: string;
  disabled: boolean;
  onLink: () => void;
}) {
  const { t } = useI18n();
  const { editor } = props;
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolState(current) });
  const [current, setCurrent] = useState(TOOLS[0]?.id ?? '');
  const bar = useRef<HTMLDivElement>(null);
  const enabled = (tool: Tool) => !props.disabled && (!tool.enabled || state[`${tool.id}:enabled`] === true);
  const stop = enabled(TOOLS.find((tool) => tool.id === current) ?? (TOOLS[0] as Tool)) ? current : TOOLS[0]?.id;
  const keysOf = (keys: string) =>
    keys
      .split('+')
      .map((key) =>
        key === 'Mod' ? (isMac ? '⌘' : t('cw.rich.mod')) : key === 'Shift' ? (isMac ? '⇧' : t('cw.rich.shift')) : key,
      )
      .join(isMac ? '' : '+');
  const ariaKeys = (keys: string) => keys.replace('Mod', isMac ? 'Meta' : 'Control');

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...(bar.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === 'ArrowRight'
        ? buttons[(at + 1) % buttons.length]
        : event.key === 'ArrowLeft'
          ? buttons[(at - 1 + buttons.length) % buttons.length]
          : event.key === 'Home'
            ? buttons[0]
            : event.key === 'End'
              ? buttons.at(-1)
              : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
  }

  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={t('cw.rich.toolbar', { label: props.label })}
      aria-controls={props.textId}
      className="rte-toolbar"
      onKeyDown={onKeyDown}
    >
      {TOOLS.map((tool) => {
        const label = t(tool.label);
        const Icon = tool.icon;
        return (
          <button
            key={tool.id}
            type="button"
            className={tool.groupEnd ? 'rte-tool rte-group-end' : 'rte-tool'}
            aria-label={label}
            title={tool.keys ? t('cw.rich.withKeys', { action: label, keys: keysOf(tool.keys) }) : label}
            aria-keyshortcuts={tool.keys ? ariaKeys(tool.keys) : undefined}
            aria-pressed={tool.active ? state[tool.id] === true : undefined}
            disabled={!enabled(tool)}
            tabIndex={tool.id === stop ? 0 : -1}
            onFocus={() => setCurrent(tool.id)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => (tool.id === 'link' ? props.onLink() : tool.run(editor))}
          >
            <Icon size={18} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
