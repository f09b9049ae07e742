import { loadSharp, MAX_VARIANT_INPUT_PIXELS } from './image-transform';

// Uploaded pictures lose their EXIF, XMP, IPTC and comments (camera, place, time, the photographer's name): the
// picture is decoded, turned upright by its EXIF orientation and encoded again in its own format. sharp drops all
// metadata unless asked to keep it (`withMetadata`), and runs off the event loop.

type RasterFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

const FORMAT_OF: Record<string, RasterFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};

/** The picture without its metadata, in the same format; other types are returned as they are. */
export async function withoutMetadata(bytes: Uint8Array, mime: string): Promise<Uint8Array> {
  const format = FORMAT_OF[mime];
  if (!format) return bytes;
  const animated = format === 'gif' || format === 'webp';
  const sharp = await loadSharp();
  let image = sharp(bytes, { limitInputPixels: MAX_VARIANT_INPUT_PIXELS, animated, failOn: 'error' });
  // orientation applies to still pictures; an animation keeps its frames as they are
  if (!animated) image = image.rotate();
  const encoded =
    format === 'jpeg'
      ? image.jpeg({ quality: 90 })
      : format === 'png'
        ? image.png({ compressionLevel: 9 })
        : format === 'webp'
          ? image.webp({ quality: 90 })
          : format === 'avif'
            ? image.avif({ quality: 70 })
            : image.gif();
  return new Uint8Array(await encoded.toBuffer());
}
