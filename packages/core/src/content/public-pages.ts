import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { visibleAt } from './public-content';

/** Spec 4.1, 8: the hot picks read answers at most 50 entries. */
export const MAX_HOT_PICKS = 50;

export function listPublicHomepageTiles(db: Kysely<Database>, centerId: string, now: Date) {
  return db
    .selectFrom('homepageTiles')
    .where('homepageTiles.centerId', '=', centerId)
    .where('homepageTiles.isActive', '=', true)
    .where(visibleAt('homepageTiles', now))
    .select([
      'homepageTiles.id',
      'homepageTiles.title',
      'homepageTiles.subtitle',
      'homepageTiles.image',
      'homepageTiles.linkUrl',
      'homepageTiles.size',
      'homepageTiles.sortOrder',
    ])
    .orderBy('homepageTiles.sortOrder')
    .orderBy('homepageTiles.id')
    .execute();
}
export type PublicHomepageTile = Awaited<ReturnType<typeof listPublicHomepageTiles>>[number];

export async function listPublicHotPicks(db: Kysely<Database>, centerId: string, now: Date) {
  const rows = await db
    .selectFrom('hotPicks')
    .leftJoin('shops', (join) =>
      join
        .onRef('shops.id', '=', 'hotPicks.shopId')
        .onRef('shops.centerId', '=', 'hotPicks.centerId')
        .on('shops.status', '=', 'Active'),
    )
    .leftJoin('shopChains', 'shopChains.id', 'shops.chainId')
    .where('hotPicks.centerId', '=', centerId)
    .where('hotPicks.isActive', '=', true)
    .where(visibleAt('hotPicks', now))
    .select((eb) => [
      'hotPicks.id',
      'hotPicks.title',
      'hotPicks.description',
      'hotPicks.image',
      'hotPicks.linkUrl',
      'hotPicks.sortOrder',
      'shops.id as shopId',
      'shops.name as shopName',
      'shops.slug as shopSlug',
      eb.fn.coalesce('shops.logo', 'shopChains.logo').as('shopLogo'),
    ])
    .orderBy('hotPicks.sortOrder')
    .orderBy('hotPicks.id')
    .limit(MAX_HOT_PICKS)
    .execute();
  return rows.map(({ shopId, shopName, shopSlug, shopLogo, ...pick }) => ({
    ...pick,
    shop: shopId ? { id: shopId, name: shopName ?? '', slug: shopSlug ?? '', logo: shopLogo } : null,
  }));
}
export type PublicHotPick = Awaited<ReturnType<typeof listPublicHotPicks>>[number];

export const OPENING_HOURS_PAGE = 'oeffnungszeiten';
const SECRET_KEY = /recipient|password|secret|token|api_?key/i;

/** Defense in depth: page content is edited freely, so secret-looking keys are dropped at any depth. */
export function stripSecretKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSecretKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, inner]) => [key, stripSecretKeys(inner)]),
  );
}

interface PageEntry {
  id: string | null;
  pageType: string;
  title: string | null;
  content: Record<string, unknown>;
  updatedAt: Date | null;
}

/** Published page entries by pageType; the opening-hours page always carries the center's hours. */
export async function listPublicPageContent(db: Kysely<Database>, centerId: string) {
  const [pages, center] = await Promise.all([
    db
      .selectFrom('pageContent')
      .where('pageContent.centerId', '=', centerId)
      .where('pageContent.isPublished', '=', true)
      .select([
        'pageContent.id',
        'pageContent.pageType',
        'pageContent.title',
        'pageContent.content',
        'pageContent.updatedAt',
      ])
      .orderBy('pageContent.pageType')
      .orderBy('pageContent.id')
      .execute(),
    db.selectFrom('centers').where('centers.id', '=', centerId).select('centers.openingHours').executeTakeFirst(),
  ]);
  const centerOpeningHours = center?.openingHours ?? null;
  const entries: PageEntry[] = pages.map((page) =>
    page.pageType === OPENING_HOURS_PAGE ? { ...page, content: { ...page.content, centerOpeningHours } } : page,
  );
  if (!entries.some((page) => page.pageType === OPENING_HOURS_PAGE)) {
    entries.push({
      id: null,
      pageType: OPENING_HOURS_PAGE,
      title: null,
      content: { centerOpeningHours },
      updatedAt: null,
    });
  }
  // code-point order, the same with or without the synthesized entry whatever the database collation
  entries.sort((a, b) => (a.pageType < b.pageType ? -1 : a.pageType > b.pageType ? 1 : 0));
  return entries.map((page) => ({ ...page, content: stripSecretKeys(page.content) as Record<string, unknown> }));
}
export type PublicPageEntry = Awaited<ReturnType<typeof listPublicPageContent>>[number];

export function listPublicWebsiteContacts(db: Kysely<Database>, centerId: string) {
  return db
    .selectFrom('websiteContacts')
    .where('websiteContacts.centerId', '=', centerId)
    .where('websiteContacts.isPublic', '=', true)
    .select([
      'websiteContacts.id',
      'websiteContacts.name',
      'websiteContacts.position',
      'websiteContacts.department',
      'websiteContacts.email',
      'websiteContacts.phone',
      'websiteContacts.image',
    ])
    .orderBy('websiteContacts.sortOrder')
    .orderBy('websiteContacts.id')
    .execute();
}
export type PublicWebsiteContact = Awaited<ReturnType<typeof listPublicWebsiteContacts>>[number];
