// The one list + edit screen of center content (news, events, offers, jobs, services, offices, homepage
// tiles, hot picks, shops), driven by a field table (./fields.ts). The list is read a page at a time from the
// server (sorted, filtered and searched there) and shows status, window and authorship; a row opens its editor
// in a side sheet; rows can be chosen for a bulk action; every write asks the server for the page again.
// An update sends only the changed fields.
import './center-work.css';
import { type BulkAction, isHistoryKind } from '@center-platform/core/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { LoadError, Loading, type Notice, NoticeView } from '../components/forms';
import { HistoryPanel, useReadsHistory } from '../history/HistoryPanel';
import { formatDateTime, type MessageKey, useI18n } from '../i18n';
import { useWrites } from '../session';
import { trpc } from '../trpc';
import { BULK_DONE, BulkBar } from './BulkBar';
import { ColumnChooser, useShownColumns } from './ColumnChooser';
import { ContentForm } from './ContentForm';
import { ContentTable } from './ContentTable';
import { useChoices } from './choices';
import type { Config, ContentArea } from './content-config';
import { nameOf, type Row } from './fields';
import { historyLabels } from './history-labels';
import { ContentFilters, ListSearch } from './list-toolbar';
import { PublishBar } from './PublishBar';
import { CenterScope } from './scope';
import { Pager, useServerPages } from './server-pages';

// The procedures of every area have the same shape; the screen works with them through this one view.
type Callbacks<O> = { onSuccess?: (output: O) => void; onError?: (error: unknown) => void; onSettled?: () => void };
interface Mutation<I, O> {
  mutate: (input: I, callbacks?: Callbacks<O>) => void;
  isPending: boolean;
}
interface ContentProcedures {
  get: {
    useQuery: (
      input: { centerId: string; id: string },
      options: { enabled: boolean; retry: boolean },
    ) => { data?: Row; error: unknown };
  };
  create: { useMutation: () => Mutation<{ centerId: string; data: Record<string, unknown> }, Row> };
  update: { useMutation: () => Mutation<{ centerId: string; id: string; data: Record<string, unknown> }, Row> };
  delete: { useMutation: () => Mutation<{ centerId: string; id: string }, { id: string }> };
  bulk: {
    useMutation: () => Mutation<{ centerId: string; action: BulkAction; ids: string[] }, { ids: string[] }>;
  };
  /** a procedure of the kinds with `publishes` only (the client's proxy offers it for every kind) */
  publish: { useMutation: () => Mutation<{ centerId: string; id: string; at: string | null }, Row> };
}

type Editing = { mode: 'create' } | { mode: 'edit'; row: Row } | null;

function ContentManager({ config, centerId }: { config: Config; centerId: string }) {
  const { t, lang } = useI18n();
  const api = (trpc.centerWork as unknown as Record<ContentArea, ContentProcedures>)[config.area];
  const utils = trpc.useUtils();
  const pages = useServerPages(config.area, centerId);
  const columns = useShownColumns(config.area, config.columns);
  const create = api.create.useMutation();
  const update = api.update.useMutation();
  const remove = api.delete.useMutation();
  const bulk = api.bulk.useMutation();
  const publish = api.publish.useMutation();
  const choices = useChoices(config.fields, centerId);
  const [editing, setEditing] = useState<Editing>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // a VIEWER reads the list and each entry, without a way to change them (the server refuses it as well)
  const writes = useWrites(config.writeArea ?? 'editorial');
  // the admins of the center read each record's history and restore from it
  const readsHistory = useReadsHistory();
  const historyKind = isHistoryKind(config.area) ? config.area : null;
  const createButton = useRef<HTMLButtonElement>(null);
  // the row being edited is in the address (`?edit=<id>`): a link (e.g. from the palette) opens its editor
  const [params, setParams] = useSearchParams();
  const linked = params.get('edit');
  const linkedRow = api.get.useQuery(
    { centerId, id: linked ?? '' },
    { enabled: linked !== null && editing === null, retry: false },
  );
  // the address opens an editor once per id it names: closing clears the address a render after the editor, and a
  // refetch of the row in that render must not open it again
  const openedFromAddress = useRef<string | null>(null);
  useEffect(() => {
    if (linked === null) openedFromAddress.current = null;
    else if (linkedRow.data?.id === linked && openedFromAddress.current !== linked) {
      openedFromAddress.current = linked;
      setEditing({ mode: 'edit', row: linkedRow.data });
    }
  }, [linked, linkedRow.data]);
  useEffect(() => {
    if (linkedRow.error) setNotice({ kind: 'error', error: linkedRow.error });
  }, [linkedRow.error]);
  const showInAddress = (id: string | null) => {
    if (id) openedFromAddress.current = id;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('edit', id);
        else next.delete('edit');
        return next;
      },
      { replace: true },
    );
  };

  // after a write: the area's reads again from the server (its pages, and the lists other screens choose from)
  const refresh = () =>
    void (utils.centerWork as unknown as Record<ContentArea, { invalidate: () => Promise<void> }>)[
      config.area
    ].invalidate();

  function close() {
    setEditing(null);
    setFormError(null);
    showInAddress(null);
    createButton.current?.focus();
  }

  function save(data: Record<string, unknown>) {
    if (!editing) return;
    setFormError(null);
    setNotice(null);
    const done = (key: MessageKey) => (saved: Row) => {
      setNotice({ kind: 'status', text: t(key, { name: nameOf(saved, config.nameField) }) });
      close();
    };
    const callbacks = { onError: setFormError, onSettled: refresh };
    if (editing.mode === 'edit') {
      update.mutate({ centerId, id: editing.row.id, data }, { ...callbacks, onSuccess: done('cw.saved') });
    } else {
      create.mutate({ centerId, data }, { ...callbacks, onSuccess: done('cw.created') });
    }
  }

  function publishRow(row: Row, at: string | null) {
    setFormError(null);
    setNotice(null);
    publish.mutate(
      { centerId, id: row.id, at },
      {
        onError: setFormError,
        onSettled: refresh,
        onSuccess: (saved) => {
          const name = nameOf(saved, config.nameField);
          setNotice({ kind: 'status', text: t(at ? 'publish.scheduled' : 'publish.published', { name }) });
          close();
        },
      },
    );
  }

  function confirmDelete() {
    const row = toDelete;
    if (!row) return;
    setToDelete(null);
    setNotice(null);
    if (editing?.mode === 'edit' && editing.row.id === row.id) {
      setEditing(null);
      showInAddress(null);
    }
    remove.mutate(
      { centerId, id: row.id },
      {
        onSuccess: () => setNotice({ kind: 'status', text: t('cw.deleted', { name: nameOf(row, config.nameField) }) }),
        onError: (error) => setNotice({ kind: 'error', error }),
        onSettled: refresh,
      },
    );
  }

  function runBulk(action: BulkAction, ids: string[]) {
    setNotice(null);
    bulk.mutate(
      { centerId, action, ids },
      {
        onSuccess: (done) => {
          setSelected(new Set());
          setNotice({ kind: 'status', text: t(BULK_DONE[action], { count: done.ids.length }) });
        },
        onError: (error) => setNotice({ kind: 'error', error }),
        onSettled: refresh,
      },
    );
  }

  const source = pages.query;
  const rows = (source.data?.rows ?? []) as Row[];
  const total = source.data?.total ?? 0;
  const hasStatus = config.columns.includes('status');
  // the selection holds only rows on the page shown (paging, a filter or a write leave the rest behind)
  const chosen = rows.filter((row) => selected.has(row.id));
  function openCreate() {
    setFormError(null);
    setEditing({ mode: 'create' });
  }
  let body: ReactNode;
  if (source.isPending) body = <Loading />;
  else if (source.error) body = <LoadError error={source.error} onRetry={() => source.refetch()} />;
  else if (total === 0 && !pages.filtering)
    body = (
      <EmptyState
        text={t('cw.empty')}
        {...(writes ? { action: { label: t('cw.empty.create'), onClick: openCreate } } : {})}
      />
    );
  else if (total === 0)
    body = (
      <EmptyState
        text={t('cw.noMatch')}
        action={{
          label: t('cw.clearFilters'),
          onClick: pages.clearFilters,
        }}
      />
    );
  else
    body = (
      <ContentTable
        config={config}
        centerId={centerId}
        pages={pages}
        columns={columns.shown}
        writes={writes}
        selected={selected}
        onSelect={setSelected}
        onEdit={(row) => {
          setFormError(null);
          setEditing({ mode: 'edit', row });
          showInAddress(row.id);
        }}
        onDelete={setToDelete}
      />
    );

  return (
    <>
      <NoticeView notice={notice} />
      <div className="toolbar">
        {writes && (
          <button type="button" className="primary" ref={createButton} onClick={openCreate}>
            {t('cw.action.create')}
          </button>
        )}
        {(total > 0 || pages.filtering) && (
          <>
            <ListSearch list={pages} label={t('cw.filter')} />
            <ContentFilters
              pages={pages}
              status={hasStatus}
              kind={config.area === 'shops'}
              categories={config.area === 'shops' ? choices.categories?.choices : undefined}
            />
            <ColumnChooser columns={columns} />
          </>
        )}
      </div>
      {editing && (
        <ContentForm
          key={editing.mode === 'edit' ? editing.row.id : 'new'}
          config={config}
          centerId={centerId}
          row={editing.mode === 'edit' ? editing.row : null}
          choices={choices}
          busy={create.isPending || update.isPending}
          readOnly={!writes}
          error={formError}
          onSave={save}
          onCancel={close}
          aside={
            config.publishes && writes && editing.mode === 'edit'
              ? (dirty) => (
                  <PublishBar
                    row={editing.row}
                    dirty={dirty}
                    busy={publish.isPending}
                    onPublish={(at) => publishRow(editing.row, at)}
                  />
                )
              : undefined
          }
          below={
            editing.mode === 'edit' && historyKind && readsHistory
              ? (dirty) => (
                  <HistoryPanel
                    centerId={centerId}
                    kind={historyKind}
                    recordId={editing.row.id}
                    {...historyLabels(config.fields, choices, t)}
                    dirty={dirty}
                    onRestored={(at) => {
                      setNotice({
                        kind: 'status',
                        text: t('history.restored', {
                          name: nameOf(editing.row, config.nameField),
                          at: formatDateTime(lang, at),
                        }),
                      });
                      refresh();
                      close();
                    }}
                  />
                )
              : undefined
          }
        />
      )}
      {writes && chosen.length > 0 && (
        <BulkBar
          names={chosen.map((row) => nameOf(row, config.nameField))}
          busy={bulk.isPending}
          onRun={(action) =>
            runBulk(
              action,
              chosen.map((row) => row.id),
            )
          }
          onClear={() => setSelected(new Set())}
        />
      )}
      {body}
      {total > 0 && <Pager pages={pages} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('cw.deleteConfirm.title')}
        body={toDelete ? t('cw.deleteConfirm.body', { name: nameOf(toDelete, config.nameField) }) : ''}
        confirmLabel={t('cw.deleteConfirm.confirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
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
