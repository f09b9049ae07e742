// Spec 4.9: where a stored media value (a relative path or an absolute URL, spec 2.1) is loaded from, and the
// URL of a sized variant of it (issue 26: `?preset=…` or `?w=&h=&fit=`, with `format`).
import type { components } from './generated/public-api';

export interface MediaUrlOptions {
  /** the media CDN, e.g. `https://cdn.example`; `env.MEDIA_CDN_URL` overrides it */
  cdnBaseUrl: string;
  /** production forces https on absolute URLs and leaves localhost URLs alone */
  production: boolean;
  /** the environment, for the `MEDIA_CDN_URL` override (e.g. `process.env` or `import.meta.env`) */
  env?: { MEDIA_CDN_URL?: string | undefined };
}

const RELATIVE = /^\/?(uploads|centers|global)\//;
const LOCAL_DEV = /^localhost:300[01]$/i;
const SCHEME = /^([a-z][a-z\d+.-]*):/i;

const toHttps = (url: string) => url.replace(/^http:/i, 'https:');

/**
 * The URL of a stored media value, or null when there is none to show:
 * - `/uploads/…`, `uploads/…`, `centers/…`, `global/…` are appended to the CDN base;
 * - a URL on the CDN host stays as it is (https in production);
 * - a URL on `localhost:3000` or `localhost:3001` is mapped onto the CDN base in development;
 * - any other http(s) URL passes through (https in production);
 * - `data:` and `blob:` URLs and other relative paths stay as they are; any other scheme
 *   (e.g. `javascript:`), null, undefined and blank values give null.
 */
export function resolveMediaUrl(value: string | null | undefined, options: MediaUrlOptions): string | null {
  const stored = typeof value === 'string' ? value.trim() : '';
  if (!stored) return null;
  const cdn = (options.env?.MEDIA_CDN_URL?.trim() || options.cdnBaseUrl).replace(/\/+$/, '');
  if (RELATIVE.test(stored)) return `${cdn}/${stored.replace(/^\//, '')}`;

  const absolute = stored.startsWith('//') ? `https:${stored}` : stored;
  const scheme = SCHEME.exec(absolute)?.[1]?.toLowerCase();
  if (!scheme) return stored; // another relative path: left to the page that shows it
  if (scheme === 'data' || scheme === 'blob') return stored;
  if (scheme !== 'http' && scheme !== 'https') return null;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return null;
  }
  if (!options.production && LOCAL_DEV.test(url.host)) return `${cdn}${url.pathname}${url.search}${url.hash}`;
  return options.production ? toHttps(absolute) : absolute;
}

export type MediaPresetName = components['schemas']['MediaPreset']['name'];

/** A variant of a stored picture; the server takes sizes only from its allow-list and answers 400 otherwise. */
export interface MediaVariantOptions {
  /** a named size (the visitor surface lists them as `mediaPresets`); not together with width, height or fit */
  preset?: MediaPresetName;
  /** pixels: 200, 320, 640, 1080, 1600 or 1920 */
  width?: number;
  height?: number;
  /** with width and height: `cover` (default) crops, `contain` pads, `inside` fits the whole picture */
  fit?: 'cover' | 'contain' | 'inside';
  /** `auto`: AVIF or WebP as the browser accepts, else the original's type (the default) */
  format?: 'webp' | 'avif' | 'auto' | 'original';
}

/**
 * The URL of a stored media value like resolveMediaUrl, asking for a variant of it. The parameters go only to the
 * platform's own files (the relative paths of the table above); absolute URLs are loaded as they are. An SVG
 * comes back as it is (it scales by itself); PDFs and icons have no sizes (400).
 */
export function mediaUrl(
  value: string | null | undefined,
  options: MediaUrlOptions & MediaVariantOptions,
): string | null {
  const url = resolveMediaUrl(value, options);
  const { preset, width: w, height: h, fit, format } = options;
  // the JSON round trip drops the options not given
  const query = `${new URLSearchParams(JSON.parse(JSON.stringify({ preset, w, h, fit, format })))}`;
  return url && query && RELATIVE.test((value as string).trim()) ? `${url}?${query}` : url;
}
