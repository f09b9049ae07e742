import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnswerStore } from '../client-api';

/**
 * A store for `createVisitorClient({ store })` in Node (a kiosk or a build step): one file per kept answer in
 * `directory` (made when missing), named by the hash of its key. A write goes to a temporary file that is then
 * renamed, so a power cut leaves the previous answer, never half of one.
 */
export function fileStore(directory: string): AnswerStore {
  mkdirSync(directory, { recursive: true });
  const fileOf = (key: string) => join(directory, `${createHash('sha256').update(key).digest('hex')}.json`);
  return {
    getItem(key) {
      try {
        return readFileSync(fileOf(key), 'utf8');
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      const file = fileOf(key);
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, value);
      renameSync(temporary, file);
    },
  };
}
