import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { visibleAt, withAiBadge } from './public-content';

/**
 * Services of a center. With `publicWebsite` the website listing filter (active, shown on the website,
 * status Active, inside the window); without it only active services (spec 4.1).
 */
export async function listPublicServices(
  db: Kysely<Database>,
  centerId: string,
  now: Date,
  { publicWebsite }: { publicWebsite: boolean },
) {
  let query = db.selectFrom('services').where('services.centerId', '=', centerId).where('services.isActive', '=', true);
  if (publicWebsite) {
    query = query
      .where('services.showOnWebsite', '=', true)
      .where('services.status', '=', 'Active')
      .where(visibleAt('services', now));
  }
  return query
    .select([
      'services.id',
      'services.name',
      'services.description',
      'services.category',
      'services.icon',
      'services.floor',
      'services.sortOrder',
    ])
    .orderBy('services.sortOrder')
    .orderBy('services.name')
    .orderBy('services.id')
    .execute();
}
export type PublicService = Awaited<ReturnType<typeof listPublicServices>>[number];

/** Visible offices of one status, with their theme while that theme is active. */
export async function listPublicOffices(
  db: Kysely<Database>,
  centerId: string,
  now: Date,
  { status }: { status: 'Active' | 'Inactive' },
) {
  const rows = await db
    .selectFrom('offices')
    .leftJoin('officeThemes', (join) =>
      join
        .onRef('officeThemes.id', '=', 'offices.themeId')
        .onRef('officeThemes.centerId', '=', 'offices.centerId')
        .on('officeThemes.isActive', '=', true),
    )
    .where('offices.centerId', '=', centerId)
    .where('offices.status', '=', status)
    .where(visibleAt('offices', now))
    .select([
      'offices.id',
      'offices.name',
      'offices.slug',
      'offices.description',
      'offices.speciality',
      'offices.floor',
      'offices.logo',
      'offices.image',
      'offices.phone',
      'offices.email',
      'offices.website',
      'offices.openingHours',
      'offices.status',
      'officeThemes.id as themeId',
      'officeThemes.name as themeName',
      'officeThemes.slug as themeSlug',
      'offices.authorshipLabel',
    ])
    .orderBy('offices.sortOrder')
    .orderBy('offices.name')
    .orderBy('offices.id')
    .execute();
  return rows.map(({ themeId, themeName, themeSlug, ...office }) =>
    withAiBadge({
      ...office,
      theme: themeId ? { id: themeId, name: themeName ?? '', slug: themeSlug ?? '' } : null,
    }),
  );
}
export type PublicOffice = Awaited<ReturnType<typeof listPublicOffices>>[number];
