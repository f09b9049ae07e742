import { ContentScreen } from '../center-work/ContentScreen';
import { authorshipField, slugField, sortOrderField, statusField, windowFields } from '../center-work/common-fields';
import { contentConfig } from '../center-work/content-config';

// `/dashboard/offices`: offices and practices (doctors, services of third parties) with their hours.

const CONFIG = contentConfig({
  area: 'offices',
  title: 'offices.title',
  nameField: 'name',
  fields: [
    { key: 'name', kind: 'text', label: 'cw.field.name', required: true, maxLength: 200 },
    slugField,
    statusField,
    authorshipField,
    { key: 'themeId', kind: 'select', label: 'offices.field.theme', source: 'officeThemes', allowNone: true },
    { key: 'speciality', kind: 'text', label: 'offices.field.speciality', maxLength: 200 },
    { key: 'floor', kind: 'text', label: 'cw.field.floor', maxLength: 60 },
    { key: 'phone', kind: 'text', label: 'cw.field.phone', maxLength: 64 },
    { key: 'email', kind: 'email', label: 'cw.field.email', maxLength: 320 },
    { key: 'website', kind: 'url', label: 'cw.field.website' },
    { key: 'logo', kind: 'media', label: 'cw.field.logo' },
    { key: 'image', kind: 'media', label: 'cw.field.image' },
    { key: 'description', kind: 'html', label: 'cw.field.description', maxLength: 50_000 },
    { key: 'openingHours', kind: 'openingHours', label: 'cw.field.openingHours' },
    sortOrderField,
    ...windowFields,
  ],
  columns: [
    { header: 'offices.col.speciality', cell: (row) => (typeof row.speciality === 'string' ? row.speciality : '—') },
    'status',
    'window',
    'authorship',
  ],
});

export default function OfficesScreen() {
  return <ContentScreen config={CONFIG} />;
}
