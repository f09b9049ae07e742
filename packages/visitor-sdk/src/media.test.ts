// Spec 4.9, rule by rule.
import { describe, expect, it } from 'vitest';
import { resolveMediaUrl } from './media';

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
