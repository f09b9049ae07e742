// Spec 4.9, rule by rule.
import { describe, expect, it } from 'vitest';
import { mediaUrl, resolveMediaUrl } from './media';

const dev = { cdnBaseUrl: 'https://cdn.example', production: false };
const prod = { cdnBaseUrl: 'https://cdn.example', production: true };

describe('resolveMediaUrl (spec 4.9)', () => {
  it('appends the four relative prefixes to the CDN base', () => {
    expect(resolveMediaUrl('/uploads/a/logo.png', dev)).toBe('https://cdn.example/uploads/a/logo.png');
    expect(resolveMediaUrl('uploads/a/logo.png', dev)).toBe('https://cdn.example/uploads/a/logo.png');
    expect(resolveMediaUrl('centers/c1/cover.jpg', prod)).toBe('https://cdn.example/centers/c1/cover.jpg');
    expect(resolveMediaUrl('global/icons/wc.svg', prod)).toBe('https://cdn.example/global/icons/wc.svg');
  });

  it('leaves a URL on the CDN host unchanged, with https in production', () => {
    expect(resolveMediaUrl('https://cdn.example/uploads/x.png', dev)).toBe('https://cdn.example/uploads/x.png');
    expect(resolveMediaUrl('http://cdn.example/uploads/x.png', dev)).toBe('http://cdn.example/uploads/x.png');
    expect(resolveMediaUrl('http://cdn.example/uploads/x.png', prod)).toBe('https://cdn.example/uploads/x.png');
  });

  it('maps localhost:3000 and localhost:3001 onto the CDN base in development', () => {
    expect(resolveMediaUrl('http://localhost:3000/uploads/x.png?w=200#top', dev)).toBe(
      'https://cdn.example/uploads/x.png?w=200#top',
    );
    expect(resolveMediaUrl('http://localhost:3001/centers/c/y.jpg', dev)).toBe('https://cdn.example/centers/c/y.jpg');
    // another port is just another URL
    expect(resolveMediaUrl('http://localhost:4000/y.jpg', dev)).toBe('http://localhost:4000/y.jpg');
    // the mapping is a development rule: in production the URL is another http URL (https forced)
    expect(resolveMediaUrl('http://localhost:3000/y.jpg', prod)).toBe('https://localhost:3000/y.jpg');
  });

  it('passes any other http(s) URL through, forcing https in production', () => {
    expect(resolveMediaUrl('http://images.example/a.png', dev)).toBe('http://images.example/a.png');
    expect(resolveMediaUrl('http://images.example/a.png', prod)).toBe('https://images.example/a.png');
    expect(resolveMediaUrl('HTTP://images.example/a.png', prod)).toBe('https://images.example/a.png');
    expect(resolveMediaUrl('https://images.example/a.png', prod)).toBe('https://images.example/a.png');
    expect(resolveMediaUrl('//images.example/a.png', dev)).toBe('https://images.example/a.png');
  });

  it('takes MEDIA_CDN_URL over the option and normalizes trailing slashes', () => {
    const env = { MEDIA_CDN_URL: 'https://media.example//' };
    expect(resolveMediaUrl('/uploads/x.png', { ...dev, env })).toBe('https://media.example/uploads/x.png');
    expect(resolveMediaUrl('http://localhost:3000/uploads/x.png', { ...dev, env })).toBe(
      'https://media.example/uploads/x.png',
    );
    expect(resolveMediaUrl('uploads/x.png', { cdnBaseUrl: 'https://cdn.example/', production: true })).toBe(
      'https://cdn.example/uploads/x.png',
    );
    // an empty or unset variable is no override
    expect(resolveMediaUrl('/uploads/x.png', { ...dev, env: { MEDIA_CDN_URL: ' ' } })).toBe(
      'https://cdn.example/uploads/x.png',
    );
    expect(resolveMediaUrl('/uploads/x.png', { ...dev, env: {} })).toBe('https://cdn.example/uploads/x.png');
  });

  it('gives null for null, undefined, empty and blank values', () => {
    expect(resolveMediaUrl(null, dev)).toBeNull();
    expect(resolveMediaUrl(undefined, dev)).toBeNull();
    expect(resolveMediaUrl('', dev)).toBeNull();
    expect(resolveMediaUrl('   ', prod)).toBeNull();
  });

  it('keeps data:, blob: and other relative values, and drops other schemes', () => {
    expect(resolveMediaUrl('data:image/png;base64,AAAA', prod)).toBe('data:image/png;base64,AAAA');
    expect(resolveMediaUrl('blob:https://site.example/1', prod)).toBe('blob:https://site.example/1');
    expect(resolveMediaUrl('/images/local.png', prod)).toBe('/images/local.png');
    expect(resolveMediaUrl('javascript:alert(1)', prod)).toBeNull();
    expect(resolveMediaUrl('http://', prod)).toBeNull();
  });
});

describe('mediaUrl: sized variants (issue 26)', () => {
  it('adds the preset or the edges and the format to a relative media path', () => {
    expect(mediaUrl('centers/c1/ab/0123.jpg', { ...prod, preset: 'thumb' })).toBe(
      'https://cdn.example/centers/c1/ab/0123.jpg?preset=thumb',
    );
    expect(mediaUrl(' /uploads/a/logo.png ', { ...dev, preset: 'card', format: 'auto' })).toBe(
      'https://cdn.example/uploads/a/logo.png?preset=card&format=auto',
    );
    expect(mediaUrl('centers/c1/x.webp', { ...prod, width: 640, height: 320, fit: 'contain', format: 'avif' })).toBe(
      'https://cdn.example/centers/c1/x.webp?w=640&h=320&fit=contain&format=avif',
    );
    expect(mediaUrl('global/hero.avif', { ...prod, height: 1080 })).toBe('https://cdn.example/global/hero.avif?h=1080');
    const env = { MEDIA_CDN_URL: 'https://app.example/media/' };
    expect(mediaUrl('centers/c1/plan.svg', { ...prod, env, preset: 'hero' })).toBe(
      'https://app.example/media/centers/c1/plan.svg?preset=hero',
    );
  });

  it('is resolveMediaUrl without variant options', () => {
    for (const value of ['centers/c1/a.jpg', 'http://images.example/a.png', null, '', ' ', 'javascript:alert(1)']) {
      expect(mediaUrl(value, prod)).toBe(resolveMediaUrl(value, prod));
      expect(mediaUrl(value, { ...dev, preset: undefined, width: undefined })).toBe(resolveMediaUrl(value, dev));
    }
  });

  it('leaves absolute URLs, data: URLs, other relative paths and missing values as resolveMediaUrl gives them', () => {
    const thumb = { ...prod, preset: 'thumb' as const };
    expect(mediaUrl('https://cdn.example/centers/c1/a.png', thumb)).toBe('https://cdn.example/centers/c1/a.png');
    expect(mediaUrl('http://images.example/a.png', thumb)).toBe('https://images.example/a.png');
    expect(mediaUrl('http://localhost:3000/uploads/x.png', { ...dev, preset: 'thumb' })).toBe(
      'https://cdn.example/uploads/x.png',
    );
    expect(mediaUrl('data:image/png;base64,AAAA', thumb)).toBe('data:image/png;base64,AAAA');
    expect(mediaUrl('/images/local.png', thumb)).toBe('/images/local.png');
    expect(mediaUrl(null, thumb)).toBeNull();
    expect(mediaUrl('  ', thumb)).toBeNull();
    expect(mediaUrl('javascript:alert(1)', thumb)).toBeNull();
  });
});
