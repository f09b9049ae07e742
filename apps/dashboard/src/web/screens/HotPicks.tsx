import { ContentScreen } from '../center-work/ContentScreen';
import { imageField, shopField, websiteItemColumns, websiteItemTailFields } from '../center-work/common-fields';
import { contentConfig } from '../center-work/content-config';

// `/dashboard/hot-picks`: the highlighted picks of the center website, optionally of one shop.

const CONFIG = contentConfig({
  area: 'hotPicks',
  title: 'hotPicks.title',
  nameField: 'title',
  fields: [
    { key: 'title', kind: 'text', label: 'cw.field.title' },
    shopField,
    { key: 'description', kind: 'textarea', label: 'cw.field.description' },
    imageField,
    { key: 'linkUrl', kind: 'url', label: 'cw.field.linkUrl' },
    ...websiteItemTailFields,
  ],
  columns: websiteItemColumns,
});

export default function HotPicksScreen() {
  return <ContentScreen config={CONFIG} />;
}
