import { ContentScreen } from '../center-work/ContentScreen';
import { editorialHeadFields, editorialTailFields, shopField } from '../center-work/common-fields';
import { contentConfig } from '../center-work/content-config';

// `/dashboard/offers`: offers of the center's shops, with their own validity.

const CONFIG = contentConfig({
  area: 'offers',
  publishes: true,
  title: 'offers.title',
  nameField: 'title',
  fields: [
    ...editorialHeadFields,
    shopField,
    { key: 'validFrom', kind: 'datetime', label: 'offers.field.validFrom' },
    { key: 'validUntil', kind: 'datetime', label: 'offers.field.validUntil', after: 'validFrom' },
    { key: 'takeawayExclusive', kind: 'checkbox', label: 'offers.field.takeawayExclusive' },
    { key: 'description', kind: 'html', label: 'cw.field.description' },
    ...editorialTailFields,
  ],
  columns: ['status', 'window', 'authorship'],
});

export default function OffersScreen() {
  return <ContentScreen config={CONFIG} />;
}
