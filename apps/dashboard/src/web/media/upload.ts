// Uploads go to `POST /api/media` (multipart/form-data; tRPC carries JSON only). A refusal is thrown in the shape of
// a tRPC error, so `errorText` names it from the catalogue like any other (`error.UNSUPPORTED_MEDIA_TYPE`, ...).
import type { RouterOutputs } from '../trpc';

export type MediaFile = RouterOutputs['media']['page']['rows'][number];

export class UploadError extends Error {
  readonly data: { appCode: string };
  constructor(code: string, message: string) {
    super(message);
    this.data = { appCode: code };
  }
}

export async function uploadMediaFile(centerId: string, file: File, alt?: string): Promise<MediaFile> {
  const form = new FormData();
  form.set('file', file);
  if (alt) form.set('alt', alt);
  const response = await fetch(`/api/media?centerId=${encodeURIComponent(centerId)}`, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  });
  const answer = (await response.json().catch(() => null)) as {
    data?: MediaFile;
    error?: { code?: string; message?: string };
  } | null;
  if (!response.ok || !answer?.data) {
    throw new UploadError(answer?.error?.code ?? 'UPLOAD_FAILED', answer?.error?.message ?? response.statusText);
  }
  return answer.data;
}

/** Which files a media field takes: pictures (images and SVGs) or PDF documents. */
export type MediaAccept = 'picture' | 'pdf';
export const KINDS_OF: Record<MediaAccept, ('image' | 'svg' | 'pdf')[]> = { picture: ['image', 'svg'], pdf: ['pdf'] };
/** The `accept` of the file chooser and the drop zone, by what the server takes. */
export const FILE_TYPES: Record<MediaAccept, Record<string, string[]>> = {
  picture: {
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/png': ['.png'],
    'image/gif': ['.gif'],
    'image/webp': ['.webp'],
    'image/avif': ['.avif'],
    'image/svg+xml': ['.svg'],
    'image/x-icon': ['.ico'],
  },
  pdf: { 'application/pdf': ['.pdf'] },
};
