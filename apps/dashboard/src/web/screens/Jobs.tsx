import { ContentScreen } from '../center-work/ContentScreen';
import { editorialHeadFields, editorialTailFields, shopField } from '../center-work/common-fields';
import { contentConfig } from '../center-work/content-config';

// `/dashboard/jobs`: job offers of the center and its shops.

const CONFIG = contentConfig({
  area: 'jobs',
  publishes: true,
  title: 'jobs.title',
  nameField: 'title',
  fields: [
    ...editorialHeadFields,
    shopField,
    {
      key: 'employmentType',
      kind: 'text',
      label: 'jobs.field.employmentType',
      hint: 'jobs.hint.employmentType',
    },
    { key: 'contactEmail', kind: 'email', label: 'jobs.field.contactEmail' },
    { key: 'description', kind: 'html', label: 'cw.field.description' },
    ...editorialTailFields,
  ],
  columns: ['status', 'window', 'authorship'],
});

export default function JobsScreen() {
  return <ContentScreen config={CONFIG} />;
}
