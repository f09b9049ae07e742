import { isSafeHref } from '../../content/href';
import { htmlToText, sanitizeHtml } from '../../content/html';
import { slugify } from '../../content/slug';
import { json } from '../../db/json';
import { serializeOpeningHours } from '../../opening-hours';
import { isPlainObject } from '../../opening-hours/serialize';
import type { ImportContext, ReadCounts } from './import-context';
import { importRecords } from './import-records';
import type { UpstreamRecord } from './legacy-client';
import { floorNumberOf, legacyIdOf, rawTextOf, textOf } from './upstream-values';

// `/shops` -> shops and branch locations (spec 2.6, 4.7). A record with `filialkette` is a branch of that chain
// (stored with its hours under regularHours by the central serialization); `kategorie` becomes a category of
// the center, found or created by its slug.

async function ensureCategories(ctx: ImportContext, records: UpstreamRecord[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const record of records) {
    const name = textOf(record.kategorie, 200);
    if (name) names.set(slugify(name), name);
  }
  if (names.size === 0) return new Map();
  await ctx.db
    .insertInto('categories')
    .values([...names].map(([slug, name]) => ({ centerId: ctx.centerId, slug, name })))
    .onConflict((oc) => oc.columns(['centerId', 'slug']).doNothing())
    .execute();
  const rows = await ctx.db
    .selectFrom('categories')
    .select(['id', 'slug'])
    .where('centerId', '=', ctx.centerId)
    .where('slug', 'in', [...names.keys()])
    .execute();
  return new Map(rows.map((row) => [row.slug, row.id]));
}

async function ensureChains(ctx: ImportContext, records: UpstreamRecord[]): Promise<Map<string, string>> {
  const chains = new Map<string, string>();
  for (const record of records) {
    const chain = record.filialkette;
    const id = isPlainObject(chain) ? legacyIdOf(chain.id) : null;
    const name = isPlainObject(chain) ? textOf(chain.name, 200) : null;
    if (id && name) chains.set(id, name);
  }
  if (chains.size === 0) return new Map();
  const known = await ctx.db
    .selectFrom('shopChains')
    .select(['id', 'legacyId', 'slug'])
    .where((eb) =>
      eb.or([eb('legacyId', 'in', [...chains.keys()]), eb('slug', 'in', [...chains.values()].map(slugify))]),
    )
    .execute();
  const taken = new Set(known.map((row) => row.slug));
  const byLegacy = new Map(known.flatMap((row) => (row.legacyId ? [[row.legacyId, row.id] as const] : [])));
  for (const [legacyId, name] of chains) {
    if (byLegacy.has(legacyId)) {
      await ctx.db
        .updateTable('shopChains')
        .set({ name })
        .where('legacyId', '=', legacyId)
        .where('name', 'is distinct from', name)
        .execute();
      continue;
    }
    const base = slugify(name);
    const slug = taken.has(base) ? `${base}-${slugify(legacyId)}` : base;
    taken.add(slug);
    const row = await ctx.db
      .insertInto('shopChains')
      .values({ name, slug, legacyId })
      .onConflict((oc) => oc.column('legacyId').doUpdateSet({ name }))
      .returning('id')
      .executeTakeFirstOrThrow();
    byLegacy.set(legacyId, row.id);
  }
  return byLegacy;
}

/** Slugs for the shops that are new to the center: the name's slug, or with the legacy id when taken. */
async function newShopSlugs(ctx: ImportContext, records: UpstreamRecord[]): Promise<Map<string, string>> {
  const rows = await ctx.db
    .selectFrom('shops')
    .select(['slug', 'legacyId'])
    .where('centerId', '=', ctx.centerId)
    .execute();
  const taken = new Set(rows.map((row) => row.slug));
  const imported = new Set(rows.map((row) => row.legacyId));
  const slugs = new Map<string, string>();
  for (const record of records) {
    const legacyId = legacyIdOf(record.id);
    const name = textOf(record.name, 200);
    if (!legacyId || !name || imported.has(legacyId) || slugs.has(legacyId)) continue;
    const base = slugify(name);
    let slug = taken.has(base) ? `${base}-${slugify(legacyId)}` : base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${slugify(legacyId)}-${n}`;
    taken.add(slug);
    slugs.set(legacyId, slug);
  }
  return slugs;
}

const safeLink = (value: unknown): string | null => {
  const text = textOf(value, 2048);
  return text && /^https?:\/\//i.test(text) && isSafeHref(text) ? text : null;
};

export async function importShops(ctx: ImportContext, records: UpstreamRecord[]): Promise<ReadCounts> {
  const categories = await ensureCategories(ctx, records);
  const chains = await ensureChains(ctx, records);
  const slugs = await newShopSlugs(ctx, records);
  return importRecords(
    ctx,
    {
      read: '/shops',
      table: 'shops',
      keep: ['slug'],
      legacyId: (record) => legacyIdOf(record.id),
      async map(record, legacyId, media) {
        const name = textOf(record.name, 200);
        if (!name) return 'no name';
        const chain = isPlainObject(record.filialkette) ? legacyIdOf(record.filialkette.id) : null;
        const chainId = chain ? (chains.get(chain) ?? null) : null;
        const category = textOf(record.kategorie, 200);
        const [logo, coverImage] = await Promise.all([
          media.get(record.logo, 'image'),
          media.get(record.titelbild, 'image'),
        ]);
        const tags = Array.isArray(record.tags)
          ? [...new Set(record.tags.flatMap((tag) => textOf(tag, 60) ?? []))].slice(0, 50)
          : [];
        return {
          slug: slugs.get(legacyId) ?? slugify(name),
          name,
          chainId,
          categoryId: category ? (categories.get(slugify(category)) ?? null) : null,
          description: sanitizeHtml(rawTextOf(record.beschreibung, 100_000)),
          shortDescription: htmlToText(rawTextOf(record.kurzbeschreibung, 5000)) || null,
          floor: textOf(record.ebene, 60),
          floorNumber: floorNumberOf(record.ebene),
          logo,
          coverImage,
          openingHours: json(serializeOpeningHours(record.oeffnungszeiten ?? null, chainId ? 'shopLocation' : 'shop')),
          tags,
          status: 'Active',
          phone: textOf(record.telefon, 64),
          website: safeLink(record.website),
        };
      },
    },
    records,
  );
}
