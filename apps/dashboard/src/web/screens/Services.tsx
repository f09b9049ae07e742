import { ContentScreen } from '../center-work/ContentScreen';
import { authorshipField, sortOrderField, statusField, windowFields } from '../center-work/common-fields';
import { contentConfig } from '../center-work/content-config';

// `/dashboard/services`: the center's services (baby changing room, lockers, ...).

const CONFIG = contentConfig({
  area: 'services',
  title: 'services.title',
  nameField: 'name',
  fields: [
    { key: 'name', kind: 'text', label: 'cw.field.name' },
    statusField,
    authorshipField,
    { key: 'isActive', kind: 'checkbox', label: 'services.field.isActive', initial: true },
    { key: 'showOnWebsite', kind: 'checkbox', label: 'cw.field.showOnWebsite', initial: true },
    { key: 'category', kind: 'text', label: 'services.field.category' },
    { key: 'floor', kind: 'text', label: 'cw.field.floor' },
    { key: 'icon', kind: 'media', label: 'services.field.icon' },
    { key: 'description', kind: 'html', label: 'cw.field.description' },
    sortOrderField,
    ...windowFields,
  ],
  columns: ['status', 'active', 'window', 'authorship'],
});

export default function ServicesScreen() {
  return <ContentScreen config={CONFIG} />;
}
