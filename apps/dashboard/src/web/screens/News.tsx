import { ContentScreen } from '../center-work/ContentScreen';
import { editorialHeadFields, imageField, tagsField, windowFields } from '../center-work/common-fields';
import { contentConfig } from '../center-work/content-config';
import { NewsPerformance } from '../center-work/NewsPerformance';
import { formatDateTime } from '../i18n';

// `/dashboard/news` (spec 2.8): news and the construction diary, with the shops a diary entry links.

const CONFIG = contentConfig({
  area: 'news',
  publishes: true,
  title: 'news.title',
  intro: 'news.intro',
  nameField: 'title',
  fields: [
    ...editorialHeadFields,
    { key: 'publishDate', kind: 'datetime', label: 'news.field.publishDate' },
    ...windowFields,
    { key: 'excerpt', kind: 'textarea', label: 'news.field.excerpt' },
    { key: 'content', kind: 'html', label: 'news.field.content' },
    imageField,
    {
      key: 'pdfUrl',
      kind: 'media',
      accept: 'pdf',
      label: 'news.field.pdfUrl',
      hint: 'news.hint.pdfUrl',
      read: (row) => {
        const metadata = row.metadata as { pdfUrl?: unknown } | null | undefined;
        return typeof metadata?.pdfUrl === 'string' ? metadata.pdfUrl : null;
      },
    },
    { key: 'category', kind: 'text', label: 'news.field.category' },
    tagsField,
    { key: 'isConstructionDiary', kind: 'checkbox', label: 'news.field.isConstructionDiary' },
    {
      key: 'linkedShopIds',
      kind: 'multiselect',
      label: 'news.field.linkedShops',
      hint: 'news.hint.linkedShops',
      source: 'shops',
      showIf: (values) =>
        values.isConstructionDiary === true || (Array.isArray(values.linkedShopIds) && values.linkedShopIds.length > 0),
    },
  ],
  columns: [
    {
      header: 'news.col.publishDate',
      cell: (row, { lang }) => (typeof row.publishDate === 'string' ? formatDateTime(lang, row.publishDate) : '—'),
    },
    {
      header: 'news.col.kind',
      cell: (row, { t }) =>
        row.isConstructionDiary === true ? (
          <span className="badge badge-warn">{t('news.kind.diary')}</span>
        ) : (
          t('news.kind.news')
        ),
    },
    'status',
    'window',
    'authorship',
  ],
  rowDetail: (row, { centerId, listedIds }) => (
    <NewsPerformance centerId={centerId} listedIds={listedIds} id={row.id} />
  ),
});

export default function NewsScreen() {
  return <ContentScreen config={CONFIG} />;
}
