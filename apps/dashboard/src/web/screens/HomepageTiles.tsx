import { ContentScreen } from '../center-work/ContentScreen';
import { imageField, websiteItemColumns, websiteItemTailFields } from '../center-work/common-fields';
import { contentConfig } from '../center-work/content-config';

// `/dashboard/homepage-tiles`: the tiles of the center website's homepage.

const CONFIG = contentConfig({
  area: 'homepageTiles',
  title: 'tiles.title',
  nameField: 'title',
  fields: [
    { key: 'title', kind: 'text', label: 'cw.field.title' },
    { key: 'subtitle', kind: 'textarea', label: 'tiles.field.subtitle' },
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
    ...websiteItemTailFields,
  ],
  columns: websiteItemColumns,
});

export default function HomepageTilesScreen() {
  return <ContentScreen config={CONFIG} />;
}
