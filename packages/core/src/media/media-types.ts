// The file types the media store holds, recognized by their bytes (never by a header or a file name a
// remote server chose) and served with the content type of their extension.

/** Cache header of stored media: keys carry the content hash, so the file under a key never changes. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export type MediaType = { mime: string; ext: string };

const PNG: MediaType = { mime: 'image/png', ext: 'png' };
const JPEG: MediaType = { mime: 'image/jpeg', ext: 'jpg' };
const GIF: MediaType = { mime: 'image/gif', ext: 'gif' };
const WEBP: MediaType = { mime: 'image/webp', ext: 'webp' };
const AVIF: MediaType = { mime: 'image/avif', ext: 'avif' };
const ICO: MediaType = { mime: 'image/x-icon', ext: 'ico' };
const PDF: MediaType = { mime: 'application/pdf', ext: 'pdf' };
export const SVG: MediaType = { mime: 'image/svg+xml', ext: 'svg' };

const BY_EXTENSION = new Map([PNG, JPEG, GIF, WEBP, AVIF, ICO, PDF, SVG].map((type) => [type.ext, type.mime] as const));

/** The content type a key is served with, from its extension. */
export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return BY_EXTENSION.get(ext) ?? 'application/octet-stream';
}

export type AssetKind = 'image' | 'svg' | 'pdf' | 'icon';

/** What each kind of asset may turn out to be. */
export const ACCEPTED_TYPES: Record<AssetKind, readonly MediaType[]> = {
  image: [PNG, JPEG, GIF, WEBP, AVIF, SVG],
  svg: [SVG],
  pdf: [PDF],
  icon: [PNG, JPEG, GIF, WEBP, AVIF, SVG, ICO],
};

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** An ISO-BMFF `ftyp` box naming `avif`/`avis` as its major or one of its compatible brands. */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return false;
  const boxSize = Math.min(
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0),
    256,
  );
  for (let at = 8; at + 4 <= boxSize; at += at === 8 ? 8 : 4) {
    if (startsWith(bytes, ascii('avif'), at) || startsWith(bytes, ascii('avis'), at)) return true;
  }
  return false;
}

/** An SVG document: optional BOM, whitespace, XML declaration, doctype and comments, then `<svg`. */
const SVG_START =
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/i;

/** The type of a file from its first bytes, or null when it is none the store holds (e.g. an HTML page). */
export function sniffMediaType(bytes: Uint8Array): MediaType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return GIF;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return WEBP;
  if (isAvif(bytes)) return AVIF;
  if (startsWith(bytes, ascii('%PDF-'))) return PDF;
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length > 6) return ICO;
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 16_384));
  if (SVG_START.test(head)) return SVG;
  return null;
}
