import { ActiveBadge } from '../center-work/badges';
import { ContentScreen } from '../center-work/ContentScreen';
import { sortOrderField } from '../center-work/common-fields';
import { contentConfig } from '../center-work/content-config';
import { planPointFields } from '../center-work/structure-fields';

// `/dashboard/entrances`: the center's entrances and where they lie on the plan (spec 4.1 entrances).

const CONFIG = contentConfig({
  area: 'entrances',
  onPlan: true,
  title: 'entrances.title',
  intro: 'entrances.intro',
  writeArea: 'center-website',
  nameField: 'name',
  fields: [
    { key: 'name', kind: 'text', label: 'cw.field.name' },
    { key: 'description', kind: 'textarea', label: 'cw.field.description' },
    ...planPointFields,
    { key: 'isAccessible', kind: 'checkbox', label: 'entrances.field.isAccessible' },
    { key: 'isActive', kind: 'checkbox', label: 'cw.field.isActive', initial: true },
    sortOrderField,
  ],
  columns: ['active', { header: 'entrances.col.accessible', cell: (row) => <ActiveBadge active={row.isAccessible} /> }],
});

export default function EntrancesScreen() {
  return <ContentScreen config={CONFIG} />;
}
