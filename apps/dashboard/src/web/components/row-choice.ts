import { useState } from 'react';

/**
 * The row a screen's form edits and the row whose details it shows beside the list (a site's sync runs, a webhook's
 * deliveries), held by id so that a list read again still finds them; a row that left the list is neither.
 */
export function useRowChoice<Row extends { id: string }>(rows: readonly Row[] | undefined) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [shownId, setShownId] = useState<string | null>(null);
  const find = (id: string | null) => rows?.find((row) => row.id === id) ?? null;
  return {
    editing: find(editingId),
    shown: find(shownId),
    edit: (row: Row) => setEditingId(row.id),
    stopEditing: () => setEditingId(null),
    show: (row: Row) => setShownId(row.id),
  };
}
