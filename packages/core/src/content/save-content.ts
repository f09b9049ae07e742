// The staff write paths of a center's content (news, events, offers, jobs, services, offices, homepage tiles,
// hot picks, page entries) and the zod pieces their inputs are made of.

export { isSafeHref } from './href';
export * from './save-editorial';
export * from './save-pages';
export * from './save-places';
export * from './save-website';
export {
  AuthorshipLabelInput,
  ContentStatusInput,
  IsoTimestamp,
  MediaValue,
  OpeningHoursInput,
  optionalText,
  plainText,
  SafeHref,
  SlugInput,
  SortOrderInput,
  TagsInput,
} from './staff-write';
