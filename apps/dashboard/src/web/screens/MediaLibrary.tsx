import '../center-work/center-work.css';
import '../media/media.css';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { CenterScope } from '../center-work/scope';
import { LoadError, Loading, type Notice, NoticeView, SelectField } from '../components/forms';
import { RowAction } from '../components/RowActions';
import { formatDateTime, type MessageKey, useI18n } from '../i18n';
import { formatBytes, hasPreview, MEDIA_PAGE_SIZE, pageRange } from '../media/format';
import { type RouterInputs, trpc } from '../trpc';

// `/dashboard/media` (spec 4.6 media library, 4.9): the files of the center in the media store, newest
// first, filtered by kind, a page at a time (tRPC media.library, the twin of GET /api/media). A file's
// stored path is what the media fields of the content screens take; the screen copies it.

/** core's MEDIA_KINDS, through the procedure's input: a kind added there fails to compile here until labelled */
type Kind = NonNullable<RouterInputs['media']['library']['kind']>;
const KIND_LABELS: Record<Kind, MessageKey> = {
  image: 'media.kind.image',
  svg: 'media.kind.svg',
  pdf: 'media.kind.pdf',
  other: 'media.kind.other',
};
const KINDS = Object.keys(KIND_LABELS) as Kind[];

function Library({ centerId }: { centerId: string }) {
  const { t, lang } = useI18n();
  const [kind, setKind] = useState<Kind | ''>('');
  const [offset, setOffset] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const page = trpc.media.library.useQuery(
    { centerId, limit: MEDIA_PAGE_SIZE, offset, ...(kind ? { kind } : {}) },
    { placeholderData: keepPreviousData },
  );

  async function copy(path: string) {
    try {
      await navigator.clipboard.writeText(path);
      setNotice({ kind: 'status', text: t('media.copied', { path }) });
    } catch {
      setNotice({ kind: 'status', text: t('media.copyFailed', { path }) });
    }
  }

  const filter = (
    <div className="toolbar">
      <SelectField
        label={t('media.filter')}
        value={kind}
        onChange={(e) => {
          setKind(e.target.value as Kind | '');
          setOffset(0);
        }}
      >
        <option value="">{t('media.kind.all')}</option>
        {KINDS.map((k) => (
          <option key={k} value={k}>
            {t(KIND_LABELS[k])}
          </option>
        ))}
      </SelectField>
    </div>
  );

  if (page.isPending) return <Loading />;
  if (page.error) return <LoadError error={page.error} onRetry={() => page.refetch()} />;
  const { data: items, total, pagination } = page.data;
  const range = pageRange(offset, items.length);
  return (
    <>
      <NoticeView notice={notice} />
      {filter}
      {range === null ? (
        <p>{kind ? t('media.emptyKind') : t('media.empty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="media-table" aria-busy={page.isFetching || undefined}>
            <caption>{t('media.caption', { first: range.first, last: range.last, total, count: total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('media.col.preview')}</th>
                <th scope="col">{t('media.col.file')}</th>
                <th scope="col">{t('media.col.size')}</th>
                <th scope="col">{t('media.col.added')}</th>
                <th scope="col">{t('media.col.path')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const name = item.originalName ?? item.storageKey.split('/').pop() ?? item.storageKey;
                return (
                  <tr key={item.id}>
                    <td>
                      {hasPreview(item.kind) ? (
                        <img className="media-preview" src={item.url} alt={name} loading="lazy" />
                      ) : (
                        <span className="media-preview media-preview-none">{t(KIND_LABELS[item.kind])}</span>
                      )}
                    </td>
                    <th scope="row">
                      {name}
                      <div className="row-detail">
                        {t(KIND_LABELS[item.kind])} · {item.mimeType}
                      </div>
                    </th>
                    <td className="media-size">{formatBytes(lang, item.byteSize)}</td>
                    <td>{formatDateTime(lang, item.createdAt)}</td>
                    <td>
                      <code className="media-path">{item.storageKey}</code>
                      <div className="row-actions">
                        <RowAction
                          label={t('media.copy')}
                          named={t('media.copyNamed', { name })}
                          onClick={() => void copy(item.storageKey)}
                        />
                        <a href={item.url} target="_blank" rel="noopener noreferrer">
                          {t('media.open')}
                        </a>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {(offset > 0 || pagination.hasMore) && (
        <nav className="toolbar" aria-label={t('media.pages')}>
          <button
            type="button"
            disabled={offset === 0 || page.isFetching}
            onClick={() => setOffset(Math.max(0, offset - MEDIA_PAGE_SIZE))}
          >
            {t('media.previous')}
          </button>
          <button
            type="button"
            disabled={!pagination.hasMore || page.isFetching}
            onClick={() => setOffset(pagination.nextOffset ?? offset)}
          >
            {t('media.next')}
          </button>
        </nav>
      )}
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
