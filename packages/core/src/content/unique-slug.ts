import { DomainError } from '../errors';
import { slugify } from './slug';
import { isUniqueViolation } from './staff-write';

// Slugs that must be unique (a center's categories, themes, touchscreens and playlists; the platform's chains): one
// typed by staff must be free, one left out is made from the name and numbered (`-2`, `-3`, ...) while taken.

const slugTaken = (what: string, slug: unknown) =>
  new DomainError('conflict', 'SLUG_TAKEN', `Another ${what} already uses the slug "${slug}".`);

/**
 * The slug a write stores. `inUse(base)` answers the slugs of the other rows that are `base` or start with `base-`.
 */
export async function chooseSlug(
  what: string,
  typed: string | null | undefined,
  name: string,
  inUse: (base: string) => Promise<string[]>,
): Promise<string> {
  const base = typed ?? slugify(name);
  const taken = new Set(await inUse(base));
  if (!taken.has(base)) return base;
  if (typed) throw slugTaken(what, typed);
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/**
 * Runs a write. A unique violation is a race with another writer after the checks: on a slug constraint
 * (`..._slug_key`) it is the same SLUG_TAKEN; on another (e.g. the one local hero per center) a 409 to try again.
 */
export async function mapSlugConflict<T>(what: string, slug: unknown, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const constraint = String((error as { constraint?: unknown }).constraint ?? '');
    if (constraint.endsWith('slug_key')) throw slugTaken(what, slug);
    throw new DomainError(
      'conflict',
      'WRITE_CONFLICT',
      `Another write changed this ${what} at the same time; try again.`,
    );
  }
}
