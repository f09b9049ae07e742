// The public entry of the changes area (issue 27): `@center-platform/core/changes`.

export { type ChangeFeed, openChangeFeed } from './change-feed';
export { CHANGE_KINDS, type ChangeKind, kindOfTable } from './change-kinds';
export {
  CHANGE_CHANNEL,
  CHANGE_IDS_MAX,
  CHANGE_PAGE_SIZE,
  type ContentChange,
  changeStreamStart,
  listContentChanges,
  pruneContentChanges,
} from './content-changes';
