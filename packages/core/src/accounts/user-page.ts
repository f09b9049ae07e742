import type { Kysely } from 'kysely';
import { z } from 'zod';
import { PageNumber, PageSize, readPage, SearchTerm } from '../content/staff-page';
import type { Database } from '../db/schema';
import { containsPattern, GERMAN_ORDER } from '../db/text-order';
import { ROLES } from './roles';
import { USER_SORT_KEYS, USER_STATES } from './user-fields';
import { type Actor, USER_COLUMNS } from './users';

/** One page of the user list: its number, size, order, role and state filters, and a search in name and e-mail. */
export const UserPageQuery = z.strictObject({
  page: PageNumber,
  pageSize: PageSize,
  sort: z
    .strictObject({ key: z.enum(USER_SORT_KEYS), dir: z.enum(['asc', 'desc']) })
    .default({ key: 'name', dir: 'asc' }),
  filters: z
    .strictObject({
      role: z.enum(ROLES).optional(),
      state: z.enum(USER_STATES).optional(),
    })
    .default({}),
  q: SearchTerm,
});
export type UserPageQuery = z.input<typeof UserPageQuery>;

/**
 * A page of the users the actor manages (a SUPER_ADMIN: everyone; a CENTER_ADMIN: its center's), with the total that
 * matches, each with the names of its center and organization and whether it is still invited (has not set a password with its setup link).
 * Names in German order; ties by e-mail, which is unique, so pages never overlap.
 */
export async function listUserPage(db: Kysely<Database>, actor: Actor, input: UserPageQuery = {}) {
  const { page, pageSize, sort, filters, q } = UserPageQuery.parse(input);
  let query = db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .select((eb) => [
      eb.selectFrom('centers').select('centers.name').whereRef('centers.id', '=', 'users.centerId').as('centerName'),
      eb
        .selectFrom('organizations')
        .select('organizations.name')
        .whereRef('organizations.id', '=', 'users.organizationId')
        .as('organizationName'),
      eb('users.passwordHash', 'is', null).as('invited'),
    ]);
  if (actor.role !== 'SUPER_ADMIN') query = query.where('centerId', '=', actor.centerId ?? '');
  if (filters.role) query = query.where('role', '=', filters.role);
  if (filters.state === 'inactive') query = query.where('isActive', '=', false);
  if (filters.state === 'invited') query = query.where('isActive', '=', true).where('passwordHash', 'is', null);
  if (filters.state === 'active') query = query.where('isActive', '=', true).where('passwordHash', 'is not', null);
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern)]));
  }
  const ordered = query
    .orderBy(sort.key, (ob) => {
      const by = sort.key === 'name' ? ob.collate(GERMAN_ORDER) : ob;
      return sort.dir === 'asc' ? by.asc() : by.desc();
    })
    .orderBy('email');
  const { rows, total } = await readPage(query, ordered, page, pageSize);
  return { rows, total, page, pageSize };
}
