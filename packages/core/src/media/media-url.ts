/** Spec 4.9 on the server: a stored media value as an absolute URL under `{cdn_base_url}` (absolute values pass). */
export function absoluteMediaUrl(value: string | null, cdnBaseUrl: string): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  return `${cdnBaseUrl.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;
}
