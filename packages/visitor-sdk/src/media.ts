// Spec 4.9: where a stored media value (a relative path or an absolute URL, spec 2.1) is loaded from.

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
