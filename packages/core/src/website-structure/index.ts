// The public entry of the website structure: `@center-platform/core/website-structure`.
export {
  categoryThemeWriter,
  categoryWriter,
  gastronomyThemeWriter,
  officeThemeWriter,
  websiteContactWriter,
} from './save-structure';
