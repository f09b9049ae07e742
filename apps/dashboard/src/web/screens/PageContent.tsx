import '../center-work/center-work.css';
import { type ReactNode, useState } from 'react';
import { ActiveBadge } from '../center-work/badges';
import { EditDeleteActions } from '../center-work/EditDeleteActions';
import { NewPageForm, PageEditor, type PageEntry } from '../center-work/PageEditor';
import type { pageUpsert } from '../center-work/page-content';
import { CenterScope } from '../center-work/scope';
import { SortHeader, sortStateOf } from '../center-work/server-pages';
import { UnsavedWork } from '../center-work/UnsavedWork';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useClientTable } from '../components/client-table';
import { DataTable } from '../components/DataTable';
import { LoadError, Loading, type Notice, NoticeView } from '../components/forms';
import { HistoryPanel, useReadsHistory } from '../history/HistoryPanel';
import { formatDateTime, useI18n } from '../i18n';
import { useWrites } from '../session';
import { trpc } from '../trpc';

// `/dashboard/page-content` (spec 4.1 page-content): one entry per page type of the center website, edited
// without JSON: known fields of a type as inputs, other values as key/value rows, structured values kept.

type Editing = { pageType: string; entry: PageEntry | null } | null;

const PAGE_SORT = {
  pageType: (entry: PageEntry) => entry.pageType,
  title: (entry: PageEntry) => entry.title,
  published: (entry: PageEntry) => (entry.isPublished ? 1 : 0),
  updated: (entry: PageEntry) => entry.updatedAt,
};
/** the sortable columns, in the table's order */
const PAGE_SORT_COLUMNS = ['pageType', 'title', 'published', 'updated', undefined];
const NO_PAGES: PageEntry[] = [];

function PagesManager({ centerId }: { centerId: string }) {
  const { t, lang } = useI18n();
  const utils = trpc.useUtils();
  const input = { centerId };
  const list = trpc.centerWork.pageContent.list.useQuery(input);
  const upsert = trpc.centerWork.pageContent.upsert.useMutation();
  const remove = trpc.centerWork.pageContent.delete.useMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toDelete, setToDelete] = useState<PageEntry | null>(null);
  // a VIEWER opens each page to read it; nothing to create, change or delete
  const writes = useWrites('editorial');
  const readsHistory = useReadsHistory();
  const listUtils = utils.centerWork.pageContent.list;

  async function save(data: NonNullable<ReturnType<typeof pageUpsert>>) {
    setFormError(null);
    setNotice(null);
    await listUtils.cancel(input);
    const previous = listUtils.getData(input);
    // optimistic: the row shows the new title and state at once
    listUtils.setData(input, (rows) => {
      if (!rows) return rows;
      const now = new Date().toISOString();
      const existing = rows.find((row) => row.pageType === data.pageType);
      const next = {
        ...(existing ?? { id: `pending-${data.pageType}`, centerId, createdAt: now }),
        pageType: data.pageType,
        title: data.title,
        isPublished: data.isPublished,
        content: data.content,
        updatedAt: now,
      } as PageEntry;
      return existing
        ? rows.map((row) => (row.pageType === data.pageType ? next : row))
        : [...rows, next].sort((a, b) => a.pageType.localeCompare(b.pageType));
    });
    upsert.mutate(
      { centerId, data },
      {
        onSuccess: (saved) => {
          listUtils.setData(input, (rows) => rows?.map((row) => (row.pageType === saved.pageType ? saved : row)));
          setNotice({ kind: 'status', text: t('pages.saved', { pageType: saved.pageType }) });
          setEditing(null);
        },
        onError: (error) => {
          listUtils.setData(input, () => previous);
          setFormError(error);
        },
        onSettled: () => void listUtils.invalidate(input),
      },
    );
  }

  async function confirmDelete() {
    const entry = toDelete;
    if (!entry) return;
    setToDelete(null);
    setNotice(null);
    await listUtils.cancel(input);
    const previous = listUtils.getData(input);
    listUtils.setData(input, (rows) => rows?.filter((row) => row.pageType !== entry.pageType));
    if (editing?.pageType === entry.pageType) setEditing(null);
    remove.mutate(
      { centerId, pageType: entry.pageType },
      {
        onSuccess: () => setNotice({ kind: 'status', text: t('pages.deleted', { pageType: entry.pageType }) }),
        onError: (error) => {
          listUtils.setData(input, () => previous);
          setNotice({ kind: 'error', error });
        },
        onSettled: () => void listUtils.invalidate(input),
      },
    );
  }

  const rows = list.data ?? NO_PAGES;
  // by page type, as the server sends them
  const pages = useClientTable(rows, PAGE_SORT, [{ id: 'pageType', desc: false }]);
  // the history of a stored page (not of one being created, nor of a row shown before the server answered)
  const storedId = editing?.entry?.id;
  const historyId = readsHistory && storedId && !storedId.startsWith('pending-') ? storedId : null;
  let body: ReactNode;
  if (list.isPending) body = <Loading />;
  else if (list.error) body = <LoadError error={list.error} onRetry={() => list.refetch()} />;
  else if (rows.length === 0) body = <p>{t('pages.empty')}</p>;
  else
    body = (
      <DataTable
        caption={t('pages.caption')}
        headers={[
          <SortHeader key="pageType" pages={pages} sortKey="pageType" label={t('pages.col.pageType')} />,
          <SortHeader key="title" pages={pages} sortKey="title" label={t('pages.col.title')} />,
          <SortHeader key="published" pages={pages} sortKey="published" label={t('pages.col.published')} />,
          <SortHeader key="updated" pages={pages} sortKey="updated" label={t('pages.col.updated')} />,
          t('cw.col.actions'),
        ]}
        sort={(index) => sortStateOf(pages, PAGE_SORT_COLUMNS[index])}
      >
        {pages.rows.map((row) => (
          <tr key={row.pageType}>
            <th scope="row">
              <code>{row.pageType}</code>
            </th>
            <td>{row.title ?? '—'}</td>
            <td>
              <ActiveBadge active={row.isPublished} labels={['pages.published.yes', 'pages.published.no']} />
            </td>
            <td>{row.updatedAt ? formatDateTime(lang, row.updatedAt) : '—'}</td>
            <EditDeleteActions
              name={row.pageType}
              readOnly={!writes}
              onEdit={() => {
                setFormError(null);
                setEditing({ pageType: row.pageType, entry: row });
              }}
              onDelete={() => setToDelete(row)}
            />
          </tr>
        ))}
      </DataTable>
    );

  return (
    <>
      <NoticeView notice={notice} />
      {writes && (
        <NewPageForm
          taken={rows.map((row) => row.pageType)}
          onOpen={(pageType) => {
            setFormError(null);
            setEditing({ pageType, entry: null });
          }}
        />
      )}
      {editing && (
        <PageEditor
          key={editing.pageType}
          entry={editing.entry}
          pageType={editing.pageType}
          busy={upsert.isPending}
          readOnly={!writes}
          error={formError}
          onSave={(data) => void save(data)}
          onCancel={() => setEditing(null)}
          below={
            historyId
              ? (dirty) => (
                  <HistoryPanel
                    centerId={centerId}
                    kind="pageContent"
                    recordId={historyId}
                    dirty={dirty}
                    onRestored={(at) => {
                      setNotice({
                        kind: 'status',
                        text: t('history.restoredSettings', { at: formatDateTime(lang, at) }),
                      });
                      setEditing(null);
                      void listUtils.invalidate(input);
                    }}
                  />
                )
              : undefined
          }
        />
      )}
      {body}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('pages.deleteConfirm.title')}
        body={toDelete ? t('pages.deleteConfirm.body', { pageType: toDelete.pageType }) : ''}
        confirmLabel={t('cw.deleteConfirm.confirm')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

export default function PageContentScreen() {
  const { t } = useI18n();
  return (
    <div className="screen">
      <h1>{t('pages.title')}</h1>
      <p className="hint intro">{t('pages.intro')}</p>
      <CenterScope>
        {(centerId) => (
          <UnsavedWork>
            <PagesManager centerId={centerId} />
          </UnsavedWork>
        )}
      </CenterScope>
    </div>
  );
}
