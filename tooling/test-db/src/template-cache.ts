// PGlite's migrated template, kept between test runs under a key naming its schema (core's template-setup.ts hashes
// the migrations and the PGlite version): a run that finds its key copies the folder instead of migrating (about
// 4 s on PGlite, the longest part of a one-file run). Only the latest key is kept.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CACHE = fileURLToPath(new URL('../node_modules/.cache/pglite-template', import.meta.url));
const PARTIAL = '.partial-';

/** The kept folder of `key`, if a run kept one. */
export function cachedTemplate(key: string, root = CACHE): string | undefined {
  const folder = join(root, key);
  return existsSync(folder) ? folder : undefined;
}

/**
 * Keeps a copy of the migrated folder under `key` and removes the other keys. The copy is written beside and
 * renamed, so a run reading the cache never sees half a folder; when another run kept the key first, that stays.
 */
export function keepTemplate(key: string, folder: string, root = CACHE): void {
  mkdirSync(root, { recursive: true });
  const partial = mkdtempSync(join(root, PARTIAL));
  cpSync(folder, partial, { recursive: true });
  try {
    renameSync(partial, join(root, key));
  } catch {
    rmSync(partial, { recursive: true, force: true });
  }
  for (const name of readdirSync(root))
    if (name !== key && !name.startsWith(PARTIAL)) rmSync(join(root, name), { recursive: true, force: true });
}
