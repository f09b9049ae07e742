import { ContentScreen, contentConfig } from '../center-work/ContentScreen';
import {
  authorshipField,
  imageField,
  shopField,
  slugField,
  statusField,
  tagsField,
  windowFields,
} from '../center-work/common-fields';

// `/dashboard/offers`: offers of the center's shops, with their own validity.

const CONFIG = contentConfig({
  area: 'offers',
  title: 'offers.title',
  nameField: 'title',
  fields: [
    { key: 'title', kind: 'text', label: 'cw.field.title', required: true, maxLength: 300 },
    slugField,
    statusField,
    authorshipField,
    shopField,
    { key: 'validFrom', kind: 'datetime', label: 'offers.field.validFrom' },
    { key: 'validUntil', kind: 'datetime', label: 'offers.field.validUntil', after: 'validFrom' },
    { key: 'takeawayExclusive', kind: 'checkbox', label: 'offers.field.takeawayExclusive' },
    { key: 'description', kind: 'html', label: 'cw.field.description', maxLength: 50_000 },
    imageField,
    tagsField,
    ...windowFields,
  ],
  columns: ['status', 'window', 'authorship'],
});

export default function OffersScreen() {
  return <ContentScreen config={CONFIG} />;
}
