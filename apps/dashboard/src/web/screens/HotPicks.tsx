import { ContentScreen, contentConfig } from '../center-work/ContentScreen';
import { imageField, shopField, sortOrderField, windowFields } from '../center-work/common-fields';

// `/dashboard/hot-picks`: the highlighted picks of the center website, optionally of one shop.

const CONFIG = contentConfig({
  area: 'hotPicks',
  title: 'hotPicks.title',
  nameField: 'title',
  fields: [
    { key: 'title', kind: 'text', label: 'cw.field.title', required: true, maxLength: 200 },
    shopField,
    { key: 'description', kind: 'textarea', label: 'cw.field.description', maxLength: 2000 },
    imageField,
    { key: 'linkUrl', kind: 'url', label: 'cw.field.linkUrl' },
    { key: 'isActive', kind: 'checkbox', label: 'cw.field.isActive', initial: true },
    sortOrderField,
    ...windowFields,
  ],
  columns: [
    'active',
    'window',
    { header: 'cw.col.sortOrder', cell: (row) => (typeof row.sortOrder === 'number' ? row.sortOrder : '—') },
  ],
});

export default function HotPicksScreen() {
  return <ContentScreen config={CONFIG} />;
}
