// The local media store: write-then-rename puts, keys that cannot leave the folder.

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStorage } from './local-storage';
import { isValidMediaKey } from './media-key';

const KEY = 'centers/0b6c-center/ab/abcdef.png';
const bytes = (text: string) => new TextEncoder().encode(text);

describe('local media storage', () => {
  let parent: string;
  let dir: string;
  beforeAll(() => {
    parent = mkdtempSync(join(tmpdir(), 'cp-media-'));
    dir = join(parent, 'media');
    writeFileSync(join(parent, 'secret.txt'), 'outside the store');
  });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('stores, finds and reads a file, typed by its extension', async () => {
    const storage = createLocalMediaStorage(dir);
    expect(storage.kind).toBe('local');
    expect(await storage.has(KEY)).toBe(false);
    expect(await storage.get(KEY)).toBeNull();
    await storage.put(KEY, bytes('first'), 'image/png');
    expect(await storage.has(KEY)).toBe(true);
    const stored = await storage.get(KEY);
    expect(new TextDecoder().decode(stored?.body)).toBe('first');
    expect(stored?.contentType).toBe('image/png');
    await storage.put('centers/x/plan.svg', bytes('<svg/>'), 'image/svg+xml');
    expect((await storage.get('centers/x/plan.svg'))?.contentType).toBe('image/svg+xml');
    // a folder is not a file
    expect(await storage.has('centers/x')).toBe(false);
    expect(await storage.get('centers/x')).toBeNull();
  });

  it('writes a complete temp file and renames it: a reader never sees a half file, no temp file stays', async () => {
    const storage = createLocalMediaStorage(dir);
    const path = join(dir, KEY);
    const folder = join(dir, 'centers/0b6c-center/ab');
    await storage.put(KEY, bytes('old'), 'image/png');

    // a reader polling the key while a 16 MiB put runs sees the old bytes or all the new ones, nothing between
    const large = 'n'.repeat(16 * 1024 * 1024);
    const seen = new Set<string>();
    let done = false;
    const writing = storage.put(KEY, bytes(large), 'image/png').finally(() => {
      done = true;
    });
    while (!done) {
      const body = readFileSync(path, 'utf8');
      seen.add(body === large ? 'new' : body === 'old' ? 'old' : `${body.length} of ${large.length} bytes`);
      for (const name of readdirSync(folder)) if (name !== 'abcdef.png') seen.add(`temp ${isValidMediaKey(name)}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await writing;
    expect([...seen].filter((kind) => !['old', 'new', 'temp false'].includes(kind))).toEqual([]);
    expect(seen.has('old')).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe(large);
    expect(readdirSync(folder)).toEqual(['abcdef.png']);
  });

  it('a put whose rename fails leaves what the key held and no temp file', async () => {
    const storage = createLocalMediaStorage(dir);
    // a folder in the key's place makes the rename fail for real (EISDIR)
    const folder = join(dir, 'centers/0b6c-center/cd');
    mkdirSync(join(folder, 'taken.png/inside'), { recursive: true });
    await expect(storage.put('centers/0b6c-center/cd/taken.png', bytes('lost'), 'image/png')).rejects.toThrow();
    expect(readdirSync(folder)).toEqual(['taken.png']);
    expect(readdirSync(join(folder, 'taken.png'))).toEqual(['inside']);
  });

  it('refuses keys outside its rules, and nothing reaches a file outside the folder', async () => {
    const storage = createLocalMediaStorage(dir);
    const invalid = [
      '',
      '/abs.png',
      '../secret.txt',
      'centers/../../secret.txt',
      'centers/..',
      'a/..b.png',
      'Centers/x.png',
      'a//b.png',
      'a/b/',
      '.hidden',
      'centers/.tmp',
      'a b.png',
      'a%2e%2e/b.png',
      'a\\b.png',
      'a/b.png?x=1',
      'ä.png',
      `${'a/'.repeat(300)}b.png`,
    ];
    for (const key of invalid) {
      expect(isValidMediaKey(key), key).toBe(false);
      await expect(storage.put(key, bytes('x'), 'image/png'), key).rejects.toThrow('invalid media key');
      expect(await storage.has(key), key).toBe(false);
      expect(await storage.get(key), key).toBeNull();
    }
    expect(existsSync(join(parent, 'abs.png'))).toBe(false);
    expect(readFileSync(join(parent, 'secret.txt'), 'utf8')).toBe('outside the store');
    for (const key of ['centers/0b6c-center/ab/abcdef.png', 'global/logo_v2-final.svg', 'a.b.c'])
      expect(isValidMediaKey(key), key).toBe(true);
  });
});
