import { ActiveBadge } from '../center-work/badges';
import { ContentScreen } from '../center-work/ContentScreen';
import { sortOrderField } from '../center-work/common-fields';
import { contentConfig } from '../center-work/content-config';
import { derivedSlugField, iconField, SHOWN } from '../center-work/structure-fields';

// `/dashboard/categories`: the shop categories the website groups and filters by (spec 4.1 website-categories).

const CONFIG = contentConfig({
  area: 'categories',
  title: 'categories.title',
  intro: 'categories.intro',
  nameField: 'name',
  fields: [
    { key: 'name', kind: 'text', label: 'cw.field.name' },
    derivedSlugField,
    { key: 'parentId', kind: 'select', label: 'categories.field.parent', source: 'categories', allowNone: true },
    iconField,
    { key: 'color', kind: 'color', label: 'structure.field.color' },
    { key: 'showOnWebsite', kind: 'checkbox', label: 'cw.field.showOnWebsite', initial: true },
    sortOrderField,
  ],
  columns: [
    { header: 'structure.col.website', cell: (row) => <ActiveBadge active={row.showOnWebsite} labels={SHOWN} /> },
  ],
});

export default function CategoriesScreen() {
  return <ContentScreen config={CONFIG} />;
}
