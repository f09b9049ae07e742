import { ContentScreen } from '../center-work/ContentScreen';
import { contentConfig } from '../center-work/content-config';
import { themeFields } from '../center-work/structure-fields';

// `/dashboard/office-themes`: the groups of offices and practices (spec 4.1 office-themes).

const CONFIG = contentConfig({
  area: 'officeThemes',
  title: 'officeThemes.title',
  intro: 'officeThemes.intro',
  nameField: 'name',
  fields: themeFields,
  columns: ['active'],
});

export default function OfficeThemesScreen() {
  return <ContentScreen config={CONFIG} />;
}
