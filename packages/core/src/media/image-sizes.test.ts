import { describe, expect, it } from 'vitest';
import {
  acceptsType,
  chooseImageFormat,
  hasImageVariantParams,
  IMAGE_SIZES,
  imageVariantKey,
  isImageVariantKey,
  MEDIA_PRESETS,
  mediaPresetList,
  parseImageVariant,
} from './image-sizes';
import { isValidMediaKey } from './media-key';

const parse = (query: string) => parseImageVariant(new URLSearchParams(query));
const refusal = (query: string) => {
  const result = parse(query);
  if (result.ok) throw new Error(`${query} was accepted`);
  return result.message;
};

const ORIGINAL = 'centers/3f2a-center/ab/abcdef0123.jpg';
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('media presets and the size allow-list', () => {
  it('lists the four presets with edges from the allow-list', () => {
    expect(mediaPresetList()).toEqual([
      { name: 'thumb', width: 200, height: 200, fit: 'cover' },
      { name: 'card', width: 640, height: null, fit: 'inside' },
      { name: 'hero', width: 1600, height: null, fit: 'inside' },
      { name: 'kiosk', width: 1080, height: 1920, fit: 'inside' },
    ]);
    for (const { width, height } of Object.values(MEDIA_PRESETS)) {
      expect(IMAGE_SIZES).toContain(width);
      if (height !== null) expect(IMAGE_SIZES).toContain(height);
    }
  });

  it('resolves a preset, and w/h/fit/format, to a variant', () => {
    expect(parse('preset=thumb&format=auto')).toEqual({
      ok: true,
      variant: { width: 200, height: 200, fit: 'cover', format: 'auto' },
    });
    expect(parse('preset=card')).toEqual({
      ok: true,
      variant: { width: 640, height: null, fit: 'inside', format: 'original' },
    });
    expect(parse('w=640&format=webp')).toEqual({
      ok: true,
      variant: { width: 640, height: null, fit: 'cover', format: 'webp' },
    });
    expect(parse('w=320&h=200&fit=contain')).toEqual({
      ok: true,
      variant: { width: 320, height: 200, fit: 'contain', format: 'original' },
    });
    // only a format: the picture at its own size, re-encoded
    expect(parse('format=avif')).toEqual({
      ok: true,
      variant: { width: null, height: null, fit: 'cover', format: 'avif' },
    });
    // other parameters (a cache buster) are no concern of the variant
    expect(parse('preset=hero&v=3').ok).toBe(true);
  });

  it('refuses unknown presets, sizes, fits and formats, naming the parameter and what it may be', () => {
    expect(refusal('preset=huge')).toBe('preset must be one of thumb, card, hero, kiosk');
    expect(refusal('w=250')).toBe('w must be one of 200, 320, 640, 1080, 1600, 1920');
    expect(refusal('h=99999')).toBe('h must be one of 200, 320, 640, 1080, 1600, 1920');
    for (const odd of ['w=', 'w=abc', 'w=640.0', 'w=0640', 'w=-640', 'w=640px']) {
      expect(refusal(odd), odd).toMatch(/^w must be one of/);
    }
    expect(refusal('w=640&h=640&fit=fill')).toBe('fit must be one of cover, contain, inside');
    expect(refusal('w=640&format=jpeg')).toBe('format must be one of webp, avif, auto, original');
    expect(refusal('preset=THUMB')).toMatch(/^preset must be one of/);
  });

  it('refuses contradictory or repeated parameters', () => {
    expect(refusal('preset=thumb&w=640')).toBe('preset excludes w, h and fit');
    expect(refusal('preset=card&fit=cover')).toBe('preset excludes w, h and fit');
    expect(refusal('w=640&fit=cover')).toBe('fit needs both w and h');
    expect(refusal('fit=cover')).toBe('fit needs both w and h');
    expect(refusal('w=640&w=1080')).toBe('w given more than once');
    expect(refusal('w=640&h=1920&h=1080&format=avif&format=webp')).toBe('h, format given more than once');
    // every problem at once
    expect(refusal('preset=huge&w=7')).toBe(
      'preset must be one of thumb, card, hero, kiosk; w must be one of 200, 320, 640, 1080, 1600, 1920',
    );
  });

  it('knows a variant request from an original one', () => {
    expect(hasImageVariantParams(new URLSearchParams(''))).toBe(false);
    expect(hasImageVariantParams(new URLSearchParams('v=2'))).toBe(false);
    for (const p of ['preset=thumb', 'w=1', 'h=', 'fit=cover', 'format=auto']) {
      expect(hasImageVariantParams(new URLSearchParams(p)), p).toBe(true);
    }
  });
});

describe('format=auto', () => {
  it('prefers AVIF, then WebP, then the type of the original', () => {
    expect(chooseImageFormat('auto', CHROME_ACCEPT, 'jpeg')).toBe('avif');
    expect(chooseImageFormat('auto', 'image/webp,*/*', 'png')).toBe('webp');
    expect(chooseImageFormat('auto', 'image/png,image/*;q=0.8,*/*;q=0.5', 'png')).toBe('png');
    expect(chooseImageFormat('auto', undefined, 'gif')).toBe('gif');
    expect(chooseImageFormat('auto', '', 'jpeg')).toBe('jpeg');
  });

  it('takes q=0 as a refusal and does not read AVIF support into wildcards', () => {
    expect(chooseImageFormat('auto', 'image/avif;q=0, image/webp', 'jpeg')).toBe('webp');
    expect(chooseImageFormat('auto', 'IMAGE/AVIF; q=0.5', 'jpeg')).toBe('avif');
    expect(chooseImageFormat('auto', 'image/*,*/*', 'jpeg')).toBe('jpeg');
    expect(acceptsType('image/avif;q=0.0', 'image/avif')).toBe(false);
    expect(acceptsType('image/avifx', 'image/avif')).toBe(false);
  });

  it('keeps an explicit format whatever the Accept header says', () => {
    expect(chooseImageFormat('webp', 'image/avif', 'jpeg')).toBe('webp');
    expect(chooseImageFormat('avif', '', 'png')).toBe('avif');
    expect(chooseImageFormat('original', CHROME_ACCEPT, 'png')).toBe('png');
  });
});

describe('variant keys', () => {
  const variant = (query: string) => {
    const result = parse(query);
    if (!result.ok) throw new Error(result.message);
    return result.variant;
  };

  it('are valid media keys in a folder beside the original', () => {
    const keys = [
      imageVariantKey(ORIGINAL, variant('preset=thumb'), 'avif'),
      imageVariantKey(ORIGINAL, variant('preset=card'), 'webp'),
      imageVariantKey(ORIGINAL, variant('h=320'), 'jpeg'),
      imageVariantKey(ORIGINAL, variant('format=avif'), 'avif'),
    ];
    expect(keys).toEqual([
      `${ORIGINAL}.v/w200-h200-cover.avif`,
      `${ORIGINAL}.v/w640.webp`,
      `${ORIGINAL}.v/h320.jpg`,
      `${ORIGINAL}.v/full.avif`,
    ]);
    for (const key of keys) {
      expect(isValidMediaKey(key), key).toBe(true);
      expect(isImageVariantKey(key), key).toBe(true);
    }
    expect(isImageVariantKey(ORIGINAL)).toBe(false);
    expect(isImageVariantKey('logo.png')).toBe(false);
  });

  it('are shared by a preset and the same edges given as w/h, and differ by fit and format', () => {
    const thumb = imageVariantKey(ORIGINAL, variant('preset=thumb'), 'webp');
    expect(imageVariantKey(ORIGINAL, variant('w=200&h=200'), 'webp')).toBe(thumb);
    expect(imageVariantKey(ORIGINAL, variant('w=200&h=200&fit=cover&format=webp'), 'webp')).toBe(thumb);
    expect(imageVariantKey(ORIGINAL, variant('w=200&h=200&fit=inside'), 'webp')).not.toBe(thumb);
    expect(imageVariantKey(ORIGINAL, variant('preset=thumb'), 'avif')).not.toBe(thumb);
  });
});
