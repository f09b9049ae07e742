// Storage keys are relative media paths (`centers/<centerId>/ab/<sha256>.png`, spec 4.9) and end up in file
// paths and URLs: only lower-case letters, digits and `._-` in non-empty segments, none starting with a dot
// (no `..`, no hidden or temporary files), so a key can never leave the store or name a file in progress.
const SEGMENT = /^[a-z0-9_-][a-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

export function isValidMediaKey(key: string): boolean {
  if (typeof key !== 'string' || !key || key.length > MAX_KEY_LENGTH || key.includes('..')) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertMediaKey(key: string): void {
  if (!isValidMediaKey(key)) throw new Error(`invalid media key ${JSON.stringify(key)}`);
}
