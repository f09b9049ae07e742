// The public entry of the media area: `@center-platform/core/media`.
export { createLocalMediaStorage } from './local-storage';
export { isValidMediaKey } from './media-key';
export { listMediaLibrary, MediaLibraryInput, MediaLibraryQuery } from './media-library';
export { listMediaPage, MEDIA_SORT_KEYS, MediaPageQuery } from './media-page';
export { contentTypeForKey, MEDIA_CACHE_CONTROL } from './media-types';
export { createAssetRehoster } from './rehost';
export { createMediaStorage, type MediaStorage } from './storage';
