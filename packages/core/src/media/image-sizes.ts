import { z } from 'zod';

// Issue 26: image sizes on request, `GET <media path>/<key>?preset=|w=&h=&fit=&format=`. Sizes come only from
// the presets and the allow-list below, so the variants of one original are few and known in advance: nobody can
// fill the store by asking for width 1, 2, 3, …

/** Edge lengths (px) a `w` or `h` may take; every preset's edges are among them. */
export const IMAGE_SIZES = [200, 320, 640, 1080, 1600, 1920] as const;
export const IMAGE_FITS = ['cover', 'contain', 'inside'] as const;
/** `auto` picks AVIF, then WebP, then the original's type from the Accept header; `original` keeps the type. */
export const IMAGE_FORMATS = ['webp', 'avif', 'auto', 'original'] as const;

export type ImageFit = (typeof IMAGE_FITS)[number];
export type RequestedImageFormat = (typeof IMAGE_FORMATS)[number];
export type ImageOutputFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'gif';

export interface MediaPreset {
  width: number;
  /** null: the height follows from the picture's aspect ratio */
  height: number | null;
  fit: ImageFit;
}

/**
 * The named sizes frontends use (listed in the visitor surface as `mediaPresets`). Widths are device pixels,
 * about twice the CSS size they are shown at.
 */
export const MEDIA_PRESETS = {
  /** square tiles of lists and grids (logos, shop tiles at 100 CSS px): cropped to fill 200 x 200 */
  thumb: { width: 200, height: 200, fit: 'cover' },
  /** teaser cards of news, offers and events (about 320 CSS px wide): 640 wide, the whole picture */
  card: { width: 640, height: null, fit: 'inside' },
  /** full-width stage pictures of the website: 1600 wide, the whole picture */
  hero: { width: 1600, height: null, fit: 'inside' },
  /** a portrait Full-HD signage screen (1080 x 1920): the whole picture within it */
  kiosk: { width: 1080, height: 1920, fit: 'inside' },
} as const satisfies Record<string, MediaPreset>;

export type MediaPresetName = keyof typeof MEDIA_PRESETS;
export const MEDIA_PRESET_NAMES = Object.keys(MEDIA_PRESETS) as [MediaPresetName, ...MediaPresetName[]];

/** The presets as the visitor surface lists them. */
export const mediaPresetList = () => MEDIA_PRESET_NAMES.map((name) => ({ name, ...MEDIA_PRESETS[name] }));

/** The query parameters that ask for a variant; a request with none of them gets the original. */
export const IMAGE_VARIANT_PARAMS = ['preset', 'w', 'h', 'fit', 'format'] as const;

/** A variant as asked for, with the preset resolved: `fit` matters only when both edges are given. */
export interface ImageVariant {
  width: number | null;
  height: number | null;
  fit: ImageFit;
  format: RequestedImageFormat;
}

const oneOf = (name: string, values: readonly (string | number)[]) => `${name} must be one of ${values.join(', ')}`;
const size = (name: string) =>
  z.enum(IMAGE_SIZES.map(String) as [string, ...string[]], { error: oneOf(name, IMAGE_SIZES) }).transform(Number);

/** The variant parameters of a media URL (strings as they arrive), checked and resolved to an ImageVariant. */
export const ImageVariantQuery = z
  .object({
    preset: z.enum(MEDIA_PRESET_NAMES, { error: oneOf('preset', MEDIA_PRESET_NAMES) }).optional(),
    w: size('w').optional(),
    h: size('h').optional(),
    fit: z.enum(IMAGE_FITS, { error: oneOf('fit', IMAGE_FITS) }).optional(),
    format: z.enum(IMAGE_FORMATS, { error: oneOf('format', IMAGE_FORMATS) }).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.preset && (q.w || q.h || q.fit)) ctx.addIssue({ code: 'custom', message: 'preset excludes w, h and fit' });
    else if (q.fit && !(q.w && q.h)) ctx.addIssue({ code: 'custom', message: 'fit needs both w and h' });
  })
  .transform((q): ImageVariant => {
    const format = q.format ?? 'original';
    if (q.preset) return { ...MEDIA_PRESETS[q.preset], format };
    return { width: q.w ?? null, height: q.h ?? null, fit: q.fit ?? 'cover', format };
  });

export const hasImageVariantParams = (search: URLSearchParams) => IMAGE_VARIANT_PARAMS.some((p) => search.has(p));

/** The variant a URL's query asks for, or a message naming every problem; other parameters are ignored. */
export function parseImageVariant(
  search: URLSearchParams,
): { ok: true; variant: ImageVariant } | { ok: false; message: string } {
  const repeated = IMAGE_VARIANT_PARAMS.filter((p) => search.getAll(p).length > 1);
  if (repeated.length) return { ok: false, message: `${repeated.join(', ')} given more than once` };
  const raw = Object.fromEntries(IMAGE_VARIANT_PARAMS.filter((p) => search.has(p)).map((p) => [p, search.get(p)]));
  const parsed = ImageVariantQuery.safeParse(raw);
  if (parsed.success) return { ok: true, variant: parsed.data };
  return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join('; ') };
}

/** The raster types a variant is made of, and the format each is encoded in when the variant keeps the type. */
const RASTER: Record<string, ImageOutputFormat> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** The format an original of this type keeps, or undefined when it is no raster image (SVG, PDF, icon). */
export const rasterFormatOf = (mime: string): ImageOutputFormat | undefined => RASTER[mime];

export const IMAGE_OUTPUT_MIME: Record<ImageOutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};
const EXTENSION: Record<ImageOutputFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
};

/** Whether an Accept header names the type with a quality above 0 (wildcards do not promise AVIF or WebP). */
export function acceptsType(accept: string | null | undefined, type: string): boolean {
  return (accept ?? '').split(',').some((entry) => {
    const [name, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (name !== type) return false;
    const q = params.find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** The format a variant is encoded in: as asked, or for `auto` the best one the Accept header names. */
export function chooseImageFormat(
  requested: RequestedImageFormat,
  accept: string | null | undefined,
  original: ImageOutputFormat,
): ImageOutputFormat {
  if (requested === 'webp' || requested === 'avif') return requested;
  if (requested === 'auto') {
    if (acceptsType(accept, 'image/avif')) return 'avif';
    if (acceptsType(accept, 'image/webp')) return 'webp';
  }
  return original;
}

/** The geometry part of a variant's name: `w640`, `h320`, `w200-h200-cover`, or `full` (format only). */
function geometryName({ width, height, fit }: ImageVariant): string {
  if (width && height) return `w${width}-h${height}-${fit}`;
  if (width) return `w${width}`;
  if (height) return `h${height}`;
  return 'full';
}

const VARIANT_FOLDER = '.v';

/**
 * Where a variant is stored: in a folder beside its original, `<original key>.v/<geometry>.<ext>`
 * (e.g. `centers/<id>/ab/<sha256>.jpg.v/w200-h200-cover.avif`). It stays with the original's center folder, is
 * a valid media key, and is never in media_assets, so the media library does not list it. A preset and the same
 * edges given as w/h share one file.
 */
export function imageVariantKey(originalKey: string, variant: ImageVariant, format: ImageOutputFormat): string {
  return `${imageVariantFolder(originalKey)}${geometryName(variant)}.${EXTENSION[format]}`;
}

/** The folder of an original's variants, `<original key>.v/` (deleting the original deletes it). */
export const imageVariantFolder = (originalKey: string) => `${originalKey}${VARIANT_FOLDER}/`;

/** A stored variant is no original: variants of variants would let the number of files grow without end. */
export const isImageVariantKey = (key: string) => key.split('/').at(-2)?.endsWith(VARIANT_FOLDER) ?? false;
