import { ContentScreen } from '../center-work/ContentScreen';
import { editorialHeadFields, editorialTailFields, shopField } from '../center-work/common-fields';
import { contentConfig } from '../center-work/content-config';
import { formatDateTime } from '../i18n';

// `/dashboard/events`: events of the center, optionally at one shop.

const CONFIG = contentConfig({
  area: 'events',
  publishes: true,
  title: 'events.title',
  nameField: 'title',
  fields: [
    ...editorialHeadFields,
    { key: 'startsAt', kind: 'datetime', label: 'events.field.startsAt' },
    { key: 'endsAt', kind: 'datetime', label: 'events.field.endsAt', after: 'startsAt' },
    { key: 'location', kind: 'text', label: 'events.field.location' },
    shopField,
    { key: 'description', kind: 'html', label: 'cw.field.description' },
    ...editorialTailFields,
  ],
  columns: [
    {
      header: 'events.col.startsAt',
      cell: (row, { lang }) => (typeof row.startsAt === 'string' ? formatDateTime(lang, row.startsAt) : '—'),
    },
    'status',
    'window',
    'authorship',
  ],
});

export default function EventsScreen() {
  return <ContentScreen config={CONFIG} />;
}
