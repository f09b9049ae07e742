import { ContentScreen } from '../center-work/ContentScreen';
import { contentConfig } from '../center-work/content-config';
import { countColumn, themeFields } from '../center-work/structure-fields';

// `/dashboard/category-themes`: theme worlds of the website, each bundling shop categories (spec 4.1 category-themes).

const CONFIG = contentConfig({
  area: 'categoryThemes',
  title: 'categoryThemes.title',
  intro: 'categoryThemes.intro',
  nameField: 'name',
  fields: [
    ...themeFields,
    { key: 'showOnWebsite', kind: 'checkbox', label: 'cw.field.showOnWebsite', initial: true },
    { key: 'categoryIds', kind: 'multiselect', label: 'categoryThemes.field.categories', source: 'categories' },
  ],
  columns: ['active', countColumn('categoryIds')],
});

export default function CategoryThemesScreen() {
  return <ContentScreen config={CONFIG} />;
}
