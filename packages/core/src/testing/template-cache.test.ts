// The PGlite template kept between runs (tooling/test-db/src/template-cache.ts): found under its key only, one key
// kept, and a second run keeping the same key leaves the first one's folder whole.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cachedTemplate, keepTemplate, scratchFolder } from '@center-platform/test-db';
import { afterEach, describe, expect, it } from 'vitest';

describe('the kept PGlite template', () => {
  const made: ReturnType<typeof scratchFolder>[] = [];
  const emptyFolder = () => {
    const scratch = scratchFolder('cp-template-cache');
    made.push(scratch);
    return scratch.path;
  };
  /** a stand-in for a data folder: one file in a subfolder */
  const folder = (file: string, text: string) => {
    const path = emptyFolder();
    mkdirSync(join(path, 'base'));
    writeFileSync(join(path, 'base', file), text);
    return path;
  };
  afterEach(() => {
    for (const scratch of made.splice(0)) scratch.remove();
  });

  it('is found under the key it was kept with, and only there', () => {
    const root = emptyFolder();
    expect(cachedTemplate('a', root)).toBeUndefined();
    keepTemplate('a', folder('1', 'schema a'), root);
    const kept = cachedTemplate('a', root) as string;
    expect(readFileSync(join(kept, 'base', '1'), 'utf8')).toBe('schema a');
    expect(cachedTemplate('b', root)).toBeUndefined();
  });

  it('keeps one key: a new schema replaces the folder of the old one', () => {
    const root = emptyFolder();
    keepTemplate('a', folder('1', 'schema a'), root);
    keepTemplate('b', folder('1', 'schema b'), root);
    expect(cachedTemplate('a', root)).toBeUndefined();
    expect(readdirSync(root)).toEqual(['b']);
  });

  it('leaves the first folder of a key whole when a second run keeps the same key', () => {
    const root = emptyFolder();
    keepTemplate('a', folder('1', 'first run'), root);
    keepTemplate('a', folder('1', 'second run'), root);
    expect(readFileSync(join(cachedTemplate('a', root) as string, 'base', '1'), 'utf8')).toBe('first run');
    expect(readdirSync(root).filter((name) => name.startsWith('.partial-'))).toEqual([]);
  });
});
