// The public entry of the media area: `@center-platform/core/media`.

export {
  acceptsType,
  chooseImageFormat,
  hasImageVariantParams,
  IMAGE_FITS,
  IMAGE_FORMATS,
  IMAGE_SIZES,
  type ImageFit,
  type ImageOutputFormat,
  type ImageVariant,
  ImageVariantQuery,
  imageVariantKey,
  isImageVariantKey,
  MEDIA_PRESET_NAMES,
  MEDIA_PRESETS,
  type MediaPreset,
  type MediaPresetName,
  mediaPresetList,
  parseImageVariant,
} from './image-sizes';
export { MAX_VARIANT_INPUT_PIXELS, renderImageVariant } from './image-transform';
export { createImageVariants, type ImageVariantFile, type ImageVariants, type ImageVariantsOptions } from './image-variants';
export { createLocalMediaStorage } from './local-storage';
export { deleteMedia, mediaUsage, UpdateMediaInput, updateMedia } from './media-edit';
export { MAX_ALT_TEXT, MEDIA_WRITE_AREAS, MediaFileInput, mediaFileInputs } from './media-fields';
export { isValidMediaKey } from './media-key';
export { listMediaLibrary, MediaLibraryInput, MediaLibraryQuery } from './media-library';
export { listMediaPage, MEDIA_SORT_KEYS, MediaPageQuery } from './media-page';
export { contentTypeForKey, MEDIA_CACHE_CONTROL } from './media-types';
export { MEDIA_USER_KINDS, type MediaUser, type MediaUserKind } from './media-usage';
export { createAssetRehoster } from './rehost';
export { createMediaStorage, type MediaStorage } from './storage';
export { UploadMediaForm, UploadMediaInput, uploadMedia } from './upload';
export { MAX_UPLOAD_BYTES, UPLOAD_MAX_BYTES } from './upload-types';
