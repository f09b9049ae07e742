// Issue 22, point 6: the persistent store of a kiosk that runs in Node.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileStore } from './index';

describe('fileStore', () => {
  const made: string[] = [];
  const folder = () => {
    const path = mkdtempSync(join(tmpdir(), 'sdk-store-'));
    made.push(path);
    return path;
  };
  afterEach(() => {
    for (const path of made.splice(0)) rmSync(path, { recursive: true, force: true });
  });

  it('keeps answers across instances (a restart), under any key, and answers null for one it never had', () => {
    const directory = join(folder(), 'not/yet/there');
    const key = 'center-platform:https://api.example/api/centers/x/shops?limit=20&q=Ä/..\\';
    fileStore(directory).setItem(key, '{"etag":"\\"1\\"","body":{"ok":true}}');
    const restarted = fileStore(directory);
    expect(restarted.getItem(key)).toBe('{"etag":"\\"1\\"","body":{"ok":true}}');
    expect(restarted.getItem('center-platform:other')).toBeNull();
    restarted.setItem(key, 'newer');
    expect(fileStore(directory).getItem(key)).toBe('newer');
    // one file per key, named by its hash: nothing of the key reaches the file system
    expect(readdirSync(directory)).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.json$/)]);
  });

  it('leaves no temporary file behind and reads an unreadable entry as missing', () => {
    const directory = folder();
    const store = fileStore(directory);
    store.setItem('a', '1');
    expect(readdirSync(directory).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const [file] = readdirSync(directory);
    rmSync(join(directory, file ?? ''));
    writeFileSync(join(directory, 'stray.tmp'), 'x');
    expect(store.getItem('a')).toBeNull();
  });
});
