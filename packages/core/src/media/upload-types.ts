import { fileTypeFromBuffer } from 'file-type';
import { type MediaType, SVG, sniffMediaType } from './media-types';

// What an upload may be, told from its bytes by `file-type` (never from its name or the browser's type); SVG is
// text, which file-type does not detect, so the store's own check recognizes it. Each kind has its size cap.

const MiB = 1024 * 1024;

export type UploadKind = 'image' | 'svg' | 'pdf' | 'icon';

/** The accepted types by their MIME type: the kind they count as and the extension they are stored with. */
const ACCEPTED: Record<string, { kind: UploadKind; ext: string }> = {
  'image/jpeg': { kind: 'image', ext: 'jpg' },
  'image/png': { kind: 'image', ext: 'png' },
  'image/gif': { kind: 'image', ext: 'gif' },
  'image/webp': { kind: 'image', ext: 'webp' },
  'image/avif': { kind: 'image', ext: 'avif' },
  'image/x-icon': { kind: 'icon', ext: 'ico' },
  'application/pdf': { kind: 'pdf', ext: 'pdf' },
  'image/svg+xml': { kind: 'svg', ext: 'svg' },
};

/** The largest file of each kind: an SVG is sanitized as a document, an icon is small by nature. */
export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = {
  image: 20 * MiB,
  svg: 2 * MiB,
  pdf: 25 * MiB,
  icon: 1 * MiB,
};

/** The largest upload of any kind (the request body cap of the upload route). */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_MAX_BYTES));

export type UploadType = MediaType & { kind: UploadKind };

/** The type of the bytes, or `detected`: what they are when the store does not take them (null: unknown). */
export async function detectUploadType(
  bytes: Uint8Array,
): Promise<{ type: UploadType } | { type: null; detected: string | null }> {
  const found = await fileTypeFromBuffer(bytes);
  const mime = found?.mime ?? (sniffMediaType(bytes) === SVG ? SVG.mime : undefined);
  const accepted = mime ? ACCEPTED[mime] : undefined;
  if (!mime || !accepted) return { type: null, detected: mime ?? null };
  return { type: { mime, ...accepted } };
}
