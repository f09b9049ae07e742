import { ContentScreen, contentConfig } from '../center-work/ContentScreen';
import { imageField, sortOrderField, windowFields } from '../center-work/common-fields';

// `/dashboard/homepage-tiles`: the tiles of the center website's homepage.

const CONFIG = contentConfig({
  area: 'homepageTiles',
  title: 'tiles.title',
  nameField: 'title',
  fields: [
    { key: 'title', kind: 'text', label: 'cw.field.title', required: true, maxLength: 200 },
    { key: 'subtitle', kind: 'textarea', label: 'tiles.field.subtitle', maxLength: 500 },
    imageField,
    { key: 'linkUrl', kind: 'url', label: 'cw.field.linkUrl' },
    {
      key: 'size',
      kind: 'select',
      label: 'tiles.field.size',
      allowNone: true,
      options: [
        { value: 'large', label: 'tiles.size.large' },
        { value: 'small', label: 'tiles.size.small' },
      ],
    },
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

export default function HomepageTilesScreen() {
  return <ContentScreen config={CONFIG} />;
}
