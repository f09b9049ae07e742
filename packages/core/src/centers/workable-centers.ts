import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type Actor, centersOfActor } from '../accounts/users';
import { typedName } from '../content/characters';
import { SearchTerm } from '../content/staff-page';
import type { Database } from '../db/schema';
import { containsPattern, GERMAN_ORDER } from '../db/text-order';

/** What the dashboard's center switcher asks: a name to search for, the slug of its address, or an id (older links). */
export const WorkableCentersQuery = z.strictObject({
  q: SearchTerm,
  slug: typedName().optional(),
  id: z.uuid().optional(),
  limit: z.number().int().min(1).max(50).default(20),
});
export type WorkableCentersQuery = z.input<typeof WorkableCentersQuery>;

export interface WorkableCenter {
  id: string;
  name: string;
  slug: string;
  city: string | null;
}

/** The ids of an organization's centers: where an organization-wide user may work. */
export async function centersOfOrganization(db: Kysely<Database>, organizationId: string): Promise<string[]> {
  const rows = await db.selectFrom('centers').select('id').where('organizationId', '=', organizationId).execute();
  return rows.map((row) => row.id);
}

/**
 * The centers a staff user works on, by name in German order: every center for SUPER_ADMIN, the centers of its
 * organization for an organization-wide user, else only the center of the session. `q` matches any part of the
 * name, slug or city; `slug` (the dashboard's address) and `id` name one center.
 */
export async function listWorkableCenters(
  db: Kysely<Database>,
  actor: Pick<Actor, 'role' | 'centerId' | 'organizationCenters'>,
  input: WorkableCentersQuery = {},
): Promise<WorkableCenter[]> {
  const { q, slug, id, limit } = WorkableCentersQuery.parse(input);
  const only = centersOfActor(actor);
  if (only?.length === 0) return [];
  let query = db
    .selectFrom('centers')
    .select(['id', 'name', 'slug', 'city'])
    .orderBy('name', (ob) => ob.collate(GERMAN_ORDER))
    .orderBy('slug')
    .limit(limit);
  if (only) query = query.where('id', 'in', only);
  if (slug) query = query.where('slug', '=', slug);
  if (id) query = query.where('id', '=', id);
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or([eb('name', 'ilike', pattern), eb('slug', 'ilike', pattern), eb('city', 'ilike', pattern)]),
    );
  }
  return query.execute();
}
