import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One button in a table row's actions: it shows a short label (or, with `icon`, only the icon, the label as its
 * tooltip) and is named for the row it acts on (`named`, e.g. "Delete floor EG"), so screen readers and the e2e
 * tests tell the rows apart.
 */
export function RowAction(props: {
  label: string;
  icon?: LucideIcon;
  named: string;
  onClick: () => void;
  disabled?: boolean | undefined;
  danger?: boolean;
  /** for a toggle that shows the row's details */
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      className={[props.danger && 'danger', props.icon && 'icon-action'].filter(Boolean).join(' ') || undefined}
      aria-label={props.named}
      title={props.icon ? props.label : undefined}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.icon ? <props.icon size={16} aria-hidden="true" /> : props.label}
    </button>
  );
}

/** The last cell of a row: its action buttons. */
export function RowActions(props: { children: ReactNode }) {
  return (
    <td>
      <div className="row-actions">{props.children}</div>
    </td>
  );
}
