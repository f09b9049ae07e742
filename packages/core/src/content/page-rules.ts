import { z } from 'zod';

// The rules of a page-content entry that the dashboard's page editor checks too (browser-safe:
// `@center-platform/core/shared`); the server's PageContentInput (save-pages.ts) is made of them.

export const PageTypeInput = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'Use lower-case letters, digits, "-" and "_" (at most 64).');

export const PAGE_TITLE_MAX_LENGTH = 300;
/** the longest key of freely edited content (a page's, a template's) */
export const CONTENT_KEY_MAX_LENGTH = 200;

/** Keys that look like secrets: they live apart (center secrets), never in freely edited content. */
export const SECRET_LOOKING_KEY = /recipient|password|secret|token|api_?key/i;

/** The path of the first key at any depth that looks like a secret, else undefined. */
export function findSecretLookingKey(value: unknown, path = '$'): string | undefined {
  if (Array.isArray(value)) {
    for (const [i, inner] of value.entries()) {
      const found = findSecretLookingKey(inner, `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_LOOKING_KEY.test(key)) return `${path}.${key}`;
    const found = findSecretLookingKey(inner, `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}
