// Plain helpers of the Media library screen (kept apart from React so they are unit-tested).
import type { Lang } from '../i18n';

/** A file size as a reader says it: 512 B, 12,5 KB, 3,2 MB (units of 1,024). */
export function formatBytes(lang: Lang, bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
  return `${number} ${units[unit]}`;
}

/** Whether a stored file can be shown as a picture in the browser. */
export const hasPreview = (kind: string) => kind === 'image' || kind === 'svg';

/** A small preview of a library file: raster pictures at the `thumb` size, SVGs as they are. */
export const thumbnailUrl = (file: { kind: string; url: string }) =>
  file.kind === 'image' ? `${file.url}?preset=thumb&format=auto` : file.url;
