import { ContentScreen } from '../center-work/ContentScreen';
import { authorshipField, slugField, sortOrderField, statusField, windowFields } from '../center-work/common-fields';
import { contentConfig } from '../center-work/content-config';

// `/dashboard/offices`: offices and practices (doctors, services of third parties) with their hours.

const CONFIG = contentConfig({
  area: 'offices',
  title: 'offices.title',
  nameField: 'name',
  fields: [
    { key: 'name', kind: 'text', label: 'cw.field.name' },
    slugField,
    statusField,
    authorshipField,
    { key: 'themeId', kind: 'select', label: 'offices.field.theme', source: 'officeThemes', allowNone: true },
    { key: 'speciality', kind: 'text', label: 'offices.field.speciality' },
    { key: 'floor', kind: 'text', label: 'cw.field.floor' },
    { key: 'phone', kind: 'text', label: 'cw.field.phone' },
    { key: 'email', kind: 'email', label: 'cw.field.email' },
    { key: 'website', kind: 'url', label: 'cw.field.website' },
    { key: 'logo', kind: 'media', label: 'cw.field.logo' },
    { key: 'image', kind: 'media', label: 'cw.field.image' },
    { key: 'description', kind: 'html', label: 'cw.field.description' },
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
