import { ActiveBadge } from '../center-work/badges';
import { ContentScreen } from '../center-work/ContentScreen';
import { sortOrderField } from '../center-work/common-fields';
import { contentConfig } from '../center-work/content-config';
import { SHOWN } from '../center-work/structure-fields';

// `/dashboard/contacts`: the center's contact people on the website (spec 2.4 contactsPublicGet).

const CONFIG = contentConfig({
  area: 'websiteContacts',
  title: 'contacts.title',
  intro: 'contacts.intro',
  writeArea: 'center-website',
  nameField: 'name',
  fields: [
    { key: 'name', kind: 'text', label: 'cw.field.name' },
    { key: 'position', kind: 'text', label: 'contacts.field.position' },
    { key: 'department', kind: 'text', label: 'contacts.field.department' },
    { key: 'email', kind: 'email', label: 'cw.field.email' },
    { key: 'phone', kind: 'text', label: 'cw.field.phone' },
    { key: 'image', kind: 'media', label: 'cw.field.image' },
    { key: 'isPublic', kind: 'checkbox', label: 'contacts.field.isPublic', initial: true },
    sortOrderField,
  ],
  columns: [
    { header: 'contacts.field.position', cell: (row) => (typeof row.position === 'string' ? row.position : '—') },
    { header: 'structure.col.website', cell: (row) => <ActiveBadge active={row.isPublic} labels={SHOWN} /> },
  ],
});

export default function WebsiteContactsScreen() {
  return <ContentScreen config={CONFIG} />;
}
