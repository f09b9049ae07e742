import '../center-work/center-work.css';
import '../media/media.css';
import { keepPreviousData } from '@tanstack/react-query';
import { useReactTable } from '@tanstack/react-table';
import { Copy, Link2, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ListFilter, ListToolbar } from '../center-work/list-toolbar';
import { CenterScope } from '../center-work/scope';
import { PagedBody, pageCaption, SortHeader, sortStateOf, useListRequest } from '../center-work/server-pages';
import { DataTable } from '../components/DataTable';
import { type Notice, NoticeView } from '../components/forms';
import { RowAction } from '../components/RowActions';
import { formatDateTime, type MessageKey, useI18n } from '../i18n';
import { AltTextDialog, DeleteFileDialog, fileName, UsageDialog } from '../media/FileDialogs';
import { formatBytes, hasPreview, thumbnailUrl } from '../media/format';
import { LibraryUpload } from '../media/LibraryUpload';
import type { MediaFile } from '../media/upload';
import { useWritesMedia } from '../session';
import { type RouterInputs, trpc } from '../trpc';

// `/dashboard/media` (spec 4.6 media library, 4.9): the files of the center in the media store, a page at a time
// (tRPC media.page): newest first, or by name (German order) or size, of one kind, searched in the file name and
// the stored path (issue 26: files are uploaded here, described with an alt text, traced to the records that use
// them and deleted when nothing does). The media fields of every screen pick from this library.

type PageInput = RouterInputs['media']['page'];
type SortKey = NonNullable<PageInput['sort']>['key'];
/** core's MEDIA_KINDS, through the procedure's input: a kind added there fails to compile here until labelled */
type Kind = NonNullable<NonNullable<PageInput['filters']>['kind']>;
const KIND_LABELS: Record<Kind, MessageKey> = {
  image: 'media.kind.image',
  svg: 'media.kind.svg',
  pdf: 'media.kind.pdf',
  other: 'media.kind.other',
};
const KINDS = Object.keys(KIND_LABELS) as Kind[];
/** the sortable columns, in the table's order (preview first, path last: not sortable) */
const SORT_COLUMNS: (SortKey | undefined)[] = [undefined, 'name', 'size', 'added', undefined];

function useMediaPages(centerId: string) {
  const list = useListRequest([{ id: 'added' as SortKey, desc: true }], { kind: '' as Kind | '' });
  const query = trpc.media.page.useQuery({ centerId, ...list.request }, { placeholderData: keepPreviousData });
  return { ...list, query, table: useReactTable<MediaFile>(list.tableOf(query.data)) };
}
type MediaPages = ReturnType<typeof useMediaPages>;

type FileDialog = { kind: 'alt' | 'usage' | 'delete'; file: MediaFile };

function MediaTable(props: {
  list: MediaPages;
  centerId: string;
  canWrite: boolean;
  onNotice: (notice: Notice) => void;
}) {
  const { list, onNotice } = props;
  const { t, lang } = useI18n();
  const [dialog, setDialog] = useState<FileDialog | null>(null);
  const answer = list.query.data;
  if (!answer) return null;
  const close = () => setDialog(null);

  async function copy(path: string) {
    try {
      await navigator.clipboard.writeText(path);
      onNotice({ kind: 'status', text: t('media.copied', { path }) });
    } catch {
      onNotice({ kind: 'status', text: t('media.copyFailed', { path }) });
    }
  }

  return (
    <>
      <DataTable
        className="media-table"
        caption={pageCaption(t, answer, { caption: 'media.caption' })}
        headers={[
          t('media.col.preview'),
          <SortHeader key="name" pages={list} sortKey="name" label={t('media.col.file')} />,
          <SortHeader key="size" pages={list} sortKey="size" label={t('media.col.size')} />,
          <SortHeader key="added" pages={list} sortKey="added" label={t('media.col.added')} />,
          t('media.col.path'),
        ]}
        numeric={[2]}
        sort={(index) => sortStateOf(list, SORT_COLUMNS[index])}
      >
        {answer.rows.map((item) => {
          const name = fileName(item);
          return (
            <tr key={item.id}>
              <td>
                {hasPreview(item.kind) ? (
                  <img className="media-preview" src={thumbnailUrl(item)} alt={item.altText ?? name} loading="lazy" />
                ) : (
                  <span className="media-preview media-preview-none">{t(KIND_LABELS[item.kind])}</span>
                )}
              </td>
              <th scope="row">
                {name}
                <div className="row-detail">
                  {t(KIND_LABELS[item.kind])} · {item.mimeType}
                </div>
                {item.altText && <div className="row-detail">{t('media.alt.shown', { alt: item.altText })}</div>}
              </th>
              <td className="media-size">{formatBytes(lang, item.byteSize)}</td>
              <td>{formatDateTime(lang, item.createdAt)}</td>
              <td>
                <code className="media-path">{item.storageKey}</code>
                <div className="row-actions">
                  <RowAction
                    icon={Copy}
                    label={t('media.copy')}
                    named={t('media.copyNamed', { name })}
                    onClick={() => void copy(item.storageKey)}
                  />
                  <RowAction
                    icon={Link2}
                    label={t('media.usage')}
                    named={t('media.usageNamed', { name })}
                    onClick={() => setDialog({ kind: 'usage', file: item })}
                  />
                  {props.canWrite && (
                    <>
                      <RowAction
                        icon={Pencil}
                        label={t('media.alt')}
                        named={t('media.altNamed', { name })}
                        onClick={() => setDialog({ kind: 'alt', file: item })}
                      />
                      <RowAction
                        icon={Trash2}
                        danger
                        label={t('media.delete')}
                        named={t('media.deleteNamed', { name })}
                        onClick={() => setDialog({ kind: 'delete', file: item })}
                      />
                    </>
                  )}
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    {t('media.open')}
                  </a>
                </div>
              </td>
            </tr>
          );
        })}
      </DataTable>
      {dialog?.kind === 'alt' && <AltTextDialog centerId={props.centerId} file={dialog.file} onClose={close} />}
      {dialog?.kind === 'usage' && <UsageDialog centerId={props.centerId} file={dialog.file} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteFileDialog centerId={props.centerId} file={dialog.file} onClose={close} />}
    </>
  );
}

function MediaFilters({ list }: { list: MediaPages }) {
  const { t } = useI18n();
  return (
    <ListToolbar list={list} search={t('media.search')}>
      <ListFilter
        list={list}
        name="kind"
        label={t('media.filter')}
        options={KINDS}
        labelOf={(kind) => t(KIND_LABELS[kind])}
        allLabel={t('media.kind.all')}
      />
    </ListToolbar>
  );
}

function Library({ centerId }: { centerId: string }) {
  const { t } = useI18n();
  const canWrite = useWritesMedia();
  const list = useMediaPages(centerId);
  const [notice, setNotice] = useState<Notice | null>(null);

  // an empty library has nothing to search
  const searchable = list.filtering || (list.query.data?.total ?? 0) > 0;
  return (
    <>
      <NoticeView notice={notice} />
      {canWrite && <LibraryUpload centerId={centerId} />}
      {searchable && <MediaFilters list={list} />}
      <PagedBody list={list} empty={t('media.empty')} noMatch="media.noMatch">
        <MediaTable list={list} centerId={centerId} canWrite={canWrite} onNotice={setNotice} />
      </PagedBody>
    </>
  );
}

export default function MediaLibraryScreen() {
  const { t } = useI18n();
  return (
    <div className="screen">
      <h1>{t('media.title')}</h1>
      <p className="hint intro">{t('media.intro')}</p>
      <CenterScope>{(centerId) => <Library centerId={centerId} />}</CenterScope>
    </div>
  );
}
