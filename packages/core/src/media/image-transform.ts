import type { Sharp } from 'sharp';
import type { ImageOutputFormat, ImageVariant } from './image-sizes';

/**
 * Above this many pixels a picture is refused rather than decoded (uploads and variants): a small PNG can claim
 * 50,000 x 50,000 (a decompression bomb). sharp reads the size from the header before it decodes anything.
 */
export const MAX_VARIANT_INPUT_PIXELS = 100_000_000;

/**
 * sharp and its native library, loaded with the first picture: a process that handles none (a worker on other
 * queues, a CLI, a refused start) does not pay 0.15 s of CPU for it.
 */
export const loadSharp = async () => (await import('sharp')).default;

// Settings chosen for the first request's latency as much as for size. On a 3 MP photo resized to 1600 wide, AVIF
// at effort 0 took 0.36 s for 103 kB; effort 2 took 2.5 s for 122 kB, effort 3 2.4 s for 85 kB (WebP: 0.55 s, 161 kB).
const encoders: Record<ImageOutputFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 0 }),
  webp: (image) => image.webp({ quality: 80, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 82, progressive: true }),
  png: (image) => image.png({ compressionLevel: 8 }),
  gif: (image) => image.gif(),
};

/**
 * The variant's bytes: upright by its EXIF orientation, never enlarged, and without any metadata (no EXIF, XMP,
 * ICC: sharp keeps them only with `withMetadata`, which is not called). An animation gives its first frame.
 * sharp decodes and encodes on libuv's thread pool, off the event loop.
 */
export async function renderImageVariant(
  original: Uint8Array,
  variant: ImageVariant,
  format: ImageOutputFormat,
): Promise<Uint8Array> {
  const sharp = await loadSharp();
  let image = sharp(original, { limitInputPixels: MAX_VARIANT_INPUT_PIXELS, failOn: 'error' }).rotate();
  if (variant.width || variant.height) {
    image = image.resize({
      width: variant.width ?? undefined,
      height: variant.height ?? undefined,
      fit: variant.fit,
      withoutEnlargement: true,
      // `contain` pads with transparency (white where the format has no alpha channel)
      background: { r: 255, g: 255, b: 255, alpha: 0 },
    });
  }
  const out = await encoders[format](image).toBuffer();
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}
