import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { DomainError } from '../errors';
import {
  chooseImageFormat,
  IMAGE_OUTPUT_MIME,
  type ImageOutputFormat,
  type ImageVariant,
  imageVariantKey,
  isImageVariantKey,
  rasterFormatOf,
} from './image-sizes';
import { renderImageVariant } from './image-transform';
import { createLimiter } from './limiter';
import { contentTypeForKey } from './media-types';
import type { MediaStorage } from './storage';

export interface ImageVariantFile {
  key: string;
  body: Uint8Array;
  contentType: string;
  /** a strong ETag from the bytes */
  etag: string;
  /** `stored`: read from the media store; `created`: made for this request (or one running at the same time) */
  source: 'stored' | 'created';
}

export interface ImageVariantsOptions {
  /**
   * transforms at a time (each holds a decoded picture in memory and keeps a core and one of libuv's threads
   * busy); default: one less than the cores and than libuv's threads, so the event loop keeps a core and file
   * reads (stored variants, originals) keep a thread
   */
  concurrency?: number;
  render?: typeof renderImageVariant;
}

const LIBUV_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const defaultConcurrency = () => Math.max(1, Math.min(availableParallelism(), LIBUV_THREADS) - 1);

const etagOf = (body: Uint8Array) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/**
 * Variants of stored raster images, each made once and kept in the media store beside its original. Requests for
 * a variant that is being made wait for it instead of making it again.
 */
export function createImageVariants(storage: MediaStorage, options: ImageVariantsOptions = {}) {
  const limit = createLimiter(options.concurrency ?? defaultConcurrency());
  const render = options.render ?? renderImageVariant;
  const pending = new Map<string, Promise<ImageVariantFile | null>>();

  async function storedOrCreated(originalKey: string, variant: ImageVariant, format: ImageOutputFormat, key: string) {
    const contentType = IMAGE_OUTPUT_MIME[format];
    const stored = await storage.get(key);
    if (stored) return { key, body: stored.body, contentType, etag: etagOf(stored.body), source: 'stored' as const };
    return limit(async () => {
      const original = await storage.get(originalKey);
      if (!original) return null;
      let body: Uint8Array;
      try {
        body = await render(original.body, variant, format);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new DomainError('invalid', 'UNREADABLE_IMAGE', `The picture cannot be resized: ${reason}`);
      }
      await storage.put(key, body, contentType);
      return { key, body, contentType, etag: etagOf(body), source: 'created' as const };
    });
  }

  return {
    /**
     * The variant of the original under `originalKey`, or null when there is no such original. Refuses
     * (DomainError `invalid`) an original that is no raster image (SVG, PDF, icon), a variant as original,
     * and a file that cannot be decoded or is larger than MAX_VARIANT_INPUT_PIXELS.
     */
    async get(originalKey: string, variant: ImageVariant, accept?: string | null): Promise<ImageVariantFile | null> {
      const originalFormat = rasterFormatOf(contentTypeForKey(originalKey));
      if (!originalFormat || isImageVariantKey(originalKey)) {
        if (!(await storage.has(originalKey))) return null;
        const what = originalFormat ? 'a variant' : 'no raster image (PNG, JPEG, GIF, WebP, AVIF)';
        throw new DomainError('invalid', 'NOT_RESIZABLE', `The file is ${what}; load it without size or format.`);
      }
      const format = chooseImageFormat(variant.format, accept, originalFormat);
      const key = imageVariantKey(originalKey, variant, format);
      let file = pending.get(key);
      if (!file) {
        file = storedOrCreated(originalKey, variant, format, key);
        pending.set(key, file);
        const done = () => pending.delete(key);
        file.then(done, done);
      }
      return file;
    },
  };
}

export type ImageVariants = ReturnType<typeof createImageVariants>;
