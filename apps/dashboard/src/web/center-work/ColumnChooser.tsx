// Issue 24: which columns a content list shows, chosen in a popover beside its filters and kept in this browser
// per list (a center team that never looks at the authorship hides it once). The name and the actions always show.
import * as Popover from '@radix-ui/react-popover';
import { Columns3 } from 'lucide-react';
import { useState } from 'react';
import { type MessageKey, useI18n } from '../i18n';
import type { Column, ContentColumn } from './content-config';

const BUILTIN_HEADERS: Record<Exclude<Column, ContentColumn>, MessageKey> = {
  status: 'cw.col.status',
  active: 'cw.col.active',
  window: 'cw.col.window',
  authorship: 'cw.col.authorship',
};

/** A column's header, which also names it in the stored choice. */
export const headerOf = (column: Column): MessageKey =>
  typeof column === 'string' ? BUILTIN_HEADERS[column] : column.header;

const storageKey = (list: string) => `cp.hiddenColumns.${list}`;

function readHidden(list: string): string[] {
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(storageKey(list)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/** The list's columns without those hidden in this browser, and the chooser's state. */
export function useShownColumns(list: string, columns: readonly Column[]) {
  const [hidden, setHidden] = useState<readonly string[]>(() => readHidden(list));
  const toggle = (column: Column, show: boolean) => {
    const key = headerOf(column);
    const next = show ? hidden.filter((one) => one !== key) : [...hidden, key];
    setHidden(next);
    globalThis.localStorage?.setItem(storageKey(list), JSON.stringify(next));
  };
  return {
    all: columns,
    shown: columns.filter((column) => !hidden.includes(headerOf(column))),
    hiddenCount: columns.filter((column) => hidden.includes(headerOf(column))).length,
    isShown: (column: Column) => !hidden.includes(headerOf(column)),
    toggle,
  };
}

export function ColumnChooser({ columns }: { columns: ReturnType<typeof useShownColumns> }) {
  const { t } = useI18n();
  if (columns.all.length === 0) return null;
  return (
    <Popover.Root>
      <Popover.Trigger type="button" className="column-chooser">
        <Columns3 size={16} aria-hidden="true" />
        {t('cw.columns')}
        {columns.hiddenCount > 0 && (
          <span className="count-badge">{t('cw.columns.hidden', { count: columns.hiddenCount })}</span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="popover column-chooser-list" align="end" sideOffset={4}>
          <fieldset>
            <legend>{t('cw.columns.legend')}</legend>
            {columns.all.map((column) => {
              const label = t(headerOf(column));
              return (
                <label key={headerOf(column)} className="column-chooser-item">
                  <input
                    type="checkbox"
                    checked={columns.isShown(column)}
                    onChange={(event) => columns.toggle(column, event.target.checked)}
                  />
                  {label}
                </label>
              );
            })}
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
