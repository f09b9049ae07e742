// The one list + edit screen of center content (news, events, offers, jobs, services, offices, homepage
// tiles, hot picks, shops), driven by a field table (./fields.ts). The list shows status, window and
// authorship; create, edit and delete (after a question) show in the list at once and roll back when the
// server refuses, whose message is shown. An update sends only the changed fields.
import './center-work.css';
import { type ReactNode, useRef, useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { LoadError, Loading, type Notice, NoticeView, TextField } from '../components/forms';
import { type MessageKey, useI18n } from '../i18n';
import { trpc } from '../trpc';
import { ActiveBadge, AuthorshipBadge, StatusBadge, WindowCell } from './badges';
import { ContentForm, useChoices } from './ContentForm';
import type { Column, Config, ContentArea, ContentColumn } from './content-config';
import { EditDeleteActions } from './EditDeleteActions';
import { nameOf, optimisticRow, type Row } from './fields';
import { CenterScope } from './scope';

// The procedures of every area have the same shape; the screen works with them through this one view.
type Callbacks<O> = { onSuccess?: (output: O) => void; onError?: (error: unknown) => void; onSettled?: () => void };
interface Mutation<I, O> {
  mutate: (input: I, callbacks?: Callbacks<O>) => void;
  isPending: boolean;
}
interface ContentProcedures {
  list: {
    useQuery: (input: { centerId: string }) => {
      data?: Row[];
      isPending: boolean;
      error: unknown;
      refetch: () => unknown;
    };
  };
  create: { useMutation: () => Mutation<{ centerId: string; data: Record<string, unknown> }, Row> };
  update: { useMutation: () => Mutation<{ centerId: string; id: string; data: Record<string, unknown> }, Row> };
  delete: { useMutation: () => Mutation<{ centerId: string; id: string }, { id: string }> };
}
interface ListUtils {
  cancel: (input: { centerId: string }) => Promise<void>;
  getData: (input: { centerId: string }) => Row[] | undefined;
  setData: (input: { centerId: string }, updater: (rows: Row[] | undefined) => Row[] | undefined) => void;
  invalidate: (input: { centerId: string }) => Promise<void>;
}

const PENDING = '__pending';

function Cell({ column, row }: { column: Column; row: Row }) {
  const { t, lang } = useI18n();
  if (column === 'status') return <StatusBadge status={row.status} />;
  if (column === 'active') return <ActiveBadge active={row.isActive} />;
  if (column === 'authorship') return <AuthorshipBadge label={row.authorshipLabel} />;
  if (column === 'window') return <WindowCell from={row.visibleFrom} until={row.visibleUntil} />;
  return <>{column.cell(row, { t, lang })}</>;
}

const BUILTIN_HEADERS: Record<Exclude<Column, ContentColumn>, MessageKey> = {
  status: 'cw.col.status',
  active: 'cw.col.active',
  window: 'cw.col.window',
  authorship: 'cw.col.authorship',
};

type Editing = { mode: 'create' } | { mode: 'edit'; row: Row } | null;

function ContentManager({ config, centerId }: { config: Config; centerId: string }) {
  const { t, lang } = useI18n();
  const api = (trpc.centerWork as unknown as Record<ContentArea, ContentProcedures>)[config.area];
  const utils = trpc.useUtils();
  const listUtils = (utils.centerWork as unknown as Record<ContentArea, { list: ListUtils }>)[config.area].list;
  const input = { centerId };
  const list = api.list.useQuery(input);
  const create = api.create.useMutation();
  const update = api.update.useMutation();
  const remove = api.delete.useMutation();
  const choices = useChoices(config.fields, centerId);
  const [editing, setEditing] = useState<Editing>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [filter, setFilter] = useState('');
  const createButton = useRef<HTMLButtonElement>(null);

  function close() {
    setEditing(null);
    setFormError(null);
    createButton.current?.focus();
  }

  // optimistic: the list shows the change at once; a refusal puts the previous list back
  async function save(data: Record<string, unknown>) {
    if (!editing) return;
    setFormError(null);
    setNotice(null);
    await listUtils.cancel(input);
    const previous = listUtils.getData(input);
    const rollback = (error: unknown) => {
      listUtils.setData(input, () => previous);
      setFormError(error);
    };
    const settled = () => void listUtils.invalidate(input);
    if (editing.mode === 'edit') {
      const { row } = editing;
      listUtils.setData(input, (rows) => rows?.map((r) => (r.id === row.id ? optimisticRow(r, data) : r)));
      update.mutate(
        { centerId, id: row.id, data },
        {
          onSuccess: (saved) => {
            listUtils.setData(input, (rows) => rows?.map((r) => (r.id === saved.id ? saved : r)));
            setNotice({ kind: 'status', text: t('cw.saved', { name: nameOf(saved, config.nameField) }) });
            close();
          },
          onError: rollback,
          onSettled: settled,
        },
      );
    } else {
      const temporary: Row = { ...data, id: `${PENDING}-${Date.now()}`, [PENDING]: true };
      listUtils.setData(input, (rows) => (rows ? [temporary, ...rows] : rows));
      create.mutate(
        { centerId, data },
        {
          onSuccess: (saved) => {
            listUtils.setData(input, (rows) => rows?.map((r) => (r.id === temporary.id ? saved : r)));
            setNotice({ kind: 'status', text: t('cw.created', { name: nameOf(saved, config.nameField) }) });
            close();
          },
          onError: rollback,
          onSettled: settled,
        },
      );
    }
  }

  async function confirmDelete() {
    const row = toDelete;
    if (!row) return;
    setToDelete(null);
    setNotice(null);
    await listUtils.cancel(input);
    const previous = listUtils.getData(input);
    listUtils.setData(input, (rows) => rows?.filter((r) => r.id !== row.id));
    if (editing?.mode === 'edit' && editing.row.id === row.id) setEditing(null);
    remove.mutate(
      { centerId, id: row.id },
      {
        onSuccess: () => setNotice({ kind: 'status', text: t('cw.deleted', { name: nameOf(row, config.nameField) }) }),
        onError: (error) => {
          listUtils.setData(input, () => previous);
          setNotice({ kind: 'error', error });
        },
        onSettled: () => void listUtils.invalidate(input),
      },
    );
  }

  const rows = list.data ?? [];
  const listedIds = rows.map((row) => row.id);
  const needle = filter.trim().toLowerCase();
  const shown =
    needle === '' ? rows : rows.filter((row) => nameOf(row, config.nameField).toLowerCase().includes(needle));

  let body: ReactNode;
  if (list.isPending) body = <Loading />;
  else if (list.error) body = <LoadError error={list.error} onRetry={() => list.refetch()} />;
  else if (rows.length === 0) body = <p>{t('cw.empty')}</p>;
  else
    body = (
      <DataTable
        caption={t('cw.caption', { shown: shown.length, total: rows.length })}
        headers={[
          t('cw.col.name'),
          ...config.columns.map((column) => t(typeof column === 'string' ? BUILTIN_HEADERS[column] : column.header)),
          t('cw.col.actions'),
        ]}
      >
        {shown.map((row) => {
          const name = nameOf(row, config.nameField);
          const pending = row[PENDING] === true;
          return (
            <tr key={row.id} aria-busy={pending || undefined}>
              <th scope="row">
                {name}
                {pending && <span className="hint"> {t('common.saving')}</span>}
                {config.rowDetail && !pending && (
                  <div className="row-detail">{config.rowDetail(row, { t, lang, centerId, listedIds })}</div>
                )}
              </th>
              {config.columns.map((column) => (
                <td key={typeof column === 'string' ? column : column.header}>
                  <Cell column={column} row={row} />
                </td>
              ))}
              <EditDeleteActions
                name={name}
                disabled={pending}
                onEdit={() => {
                  setFormError(null);
                  setEditing({ mode: 'edit', row });
                }}
                onDelete={() => setToDelete(row)}
              />
            </tr>
          );
        })}
      </DataTable>
    );

  return (
    <>
      <NoticeView notice={notice} />
      <div className="toolbar">
        <button
          type="button"
          className="primary"
          ref={createButton}
          onClick={() => {
            setFormError(null);
            setEditing({ mode: 'create' });
          }}
        >
          {t('cw.action.create')}
        </button>
        {rows.length > 0 && (
          <TextField
            label={t('cw.filter')}
            type="search"
            autoComplete="off"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        )}
      </div>
      {editing && (
        <ContentForm
          key={editing.mode === 'edit' ? editing.row.id : 'new'}
          config={config}
          row={editing.mode === 'edit' ? editing.row : null}
          choices={choices}
          busy={create.isPending || update.isPending}
          error={formError}
          onSave={(data) => void save(data)}
          onCancel={close}
        />
      )}
      {body}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('cw.deleteConfirm.title')}
        body={toDelete ? t('cw.deleteConfirm.body', { name: nameOf(toDelete, config.nameField) }) : ''}
        confirmLabel={t('cw.deleteConfirm.confirm')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

export function ContentScreen({ config }: { config: Config }) {
  const { t } = useI18n();
  return (
    <div className="screen">
      <h1>{t(config.title)}</h1>
      {config.intro && <p className="hint intro">{t(config.intro)}</p>}
      <CenterScope>{(centerId) => <ContentManager config={config} centerId={centerId} />}</CenterScope>
    </div>
  );
}
