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

// `/dashboard/jobs`: job offers of the center and its shops.

const CONFIG = contentConfig({
  area: 'jobs',
  title: 'jobs.title',
  nameField: 'title',
  fields: [
    { key: 'title', kind: 'text', label: 'cw.field.title', required: true, maxLength: 300 },
    slugField,
    statusField,
    authorshipField,
    shopField,
    {
      key: 'employmentType',
      kind: 'text',
      label: 'jobs.field.employmentType',
      hint: 'jobs.hint.employmentType',
      maxLength: 60,
    },
    { key: 'contactEmail', kind: 'email', label: 'jobs.field.contactEmail', maxLength: 320 },
    { key: 'description', kind: 'html', label: 'cw.field.description', maxLength: 50_000 },
    imageField,
    tagsField,
    ...windowFields,
  ],
  columns: ['status', 'window', 'authorship'],
});

export default function JobsScreen() {
  return <ContentScreen config={CONFIG} />;
}
