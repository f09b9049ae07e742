// The local media store: write-then-rename puts, keys that cannot leave the folder.

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalMediaStorage } from './local-storage';
import { isValidMediaKey } from './media-key';

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return { ...actual, rename: vi.fn(actual.rename) };
});

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

  it('writes a complete temp file and renames it: the key never holds a half file, no temp file stays', async () => {
    const storage = createLocalMediaStorage(dir);
    const rename = vi.mocked(fs.rename);
    await storage.put(KEY, bytes('old'), 'image/png');
    const folder = join(dir, 'centers/0b6c-center/ab');

    let checked = false;
    rename.mockImplementationOnce(async (from, to) => {
      // the moment before the rename: all bytes in a temp file no key can name, the old file untouched
      const temp = String(from);
      expect(String(to)).toBe(join(dir, KEY));
      expect(readFileSync(temp, 'utf8')).toBe('new content');
      expect(readFileSync(join(dir, KEY), 'utf8')).toBe('old');
      expect(isValidMediaKey(`centers/0b6c-center/ab/${temp.slice(temp.lastIndexOf('/') + 1)}`)).toBe(false);
      checked = true;
      return fs.rename(from, to);
    });
    await storage.put(KEY, bytes('new content'), 'image/png');
    expect(checked).toBe(true);
    expect(readFileSync(join(dir, KEY), 'utf8')).toBe('new content');

    // a put that dies before the rename leaves the old file and no temp file
    rename.mockRejectedValueOnce(Object.assign(new Error('killed'), { code: 'EIO' }));
    await expect(storage.put(KEY, bytes('lost'), 'image/png')).rejects.toThrow('killed');
    expect(readFileSync(join(dir, KEY), 'utf8')).toBe('new content');
    expect(readdirSync(folder)).toEqual(['abcdef.png']);
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
