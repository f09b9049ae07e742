import { ContentScreen } from '../center-work/ContentScreen';
import { contentConfig } from '../center-work/content-config';
import { countColumn, themeFields } from '../center-work/structure-fields';

// `/dashboard/gastronomy-themes`: groups of food and drink shops (spec 4.1 gastronomy-themes).

const CONFIG = contentConfig({
  area: 'gastronomyThemes',
  title: 'gastronomyThemes.title',
  intro: 'gastronomyThemes.intro',
  nameField: 'name',
  fields: [
    ...themeFields,
    { key: 'shopIds', kind: 'multiselect', label: 'gastronomyThemes.field.shops', source: 'shops' },
  ],
  columns: ['active', countColumn('shopIds')],
});

export default function GastronomyThemesScreen() {
  return <ContentScreen config={CONFIG} />;
}
