import type { Kysely } from 'kysely';
import type { ContentStatus, Database } from '../db/schema';
import { type ShopInput, toShopValues } from '../shops/shop-values';
import { CHAINS, demoShopNames, FLOORS, slugify } from './catalog';
import { BRANCH_OPENING_HOURS_FORMS, OPENING_HOURS_FORMS } from './opening-hours-forms';

export interface SeededShop {
  id: string;
  name: string;
  slug: string;
  categorySlug: string;
  floorNumber: number;
  isShopLocation: boolean;
}

/** What the content seeds of the demo center start from. */
export interface ContentSeedScope {
  centerId: string;
  shops: SeededShop[];
  categoryIds: Map<string, string>;
  now: Date;
}

const BRANCH_PLACES = [
  'am Eingang Nord',
  'am Eingang Süd',
  'in der Food Lounge',
  'am Parkhaus',
  'an der Rolltreppe',
  'im Markt',
];

/** Media values in every stored form of spec 2.1: relative paths of the four prefixes and absolute URLs. */
function logoFor(centerId: string, slug: string, i: number): string | null {
  switch (i % 6) {
    case 0:
      return `centers/${centerId}/shops/${slug}/logo.png`;
    case 1:
      return `/uploads/shops/${slug}.png`;
    case 2:
      return `uploads/shops/${slug}.png`;
    case 3:
      return `global/logos/${slug}.svg`;
    case 4:
      return `https://images.example/logos/${slug}.png`;
    default:
      return null;
  }
}

function statusFor(i: number): ContentStatus {
  if (i % 37 === 5) return 'Inactive';
  if (i % 53 === 7) return 'Draft';
  return 'Active';
}

export async function seedShops(
  trx: Kysely<Database>,
  options: {
    centerId: string;
    organizationId: string;
    categoryIds: Map<string, string>;
    shopCount: number;
    branchesPerChain?: number;
  },
): Promise<SeededShop[]> {
  const { centerId, categoryIds } = options;
  const inputs: (ShopInput & { categorySlug: string })[] = demoShopNames()
    .slice(0, options.shopCount)
    .map(({ name, categorySlug }, i) => {
      const slug = slugify(name);
      const floor = FLOORS[i % FLOORS.length] ?? FLOORS[1];
      return {
        categorySlug,
        categoryId: categoryIds.get(categorySlug) ?? null,
        name,
        slug,
        description: `<p>Willkommen bei <strong>${name}</strong>. Wir freuen uns auf Ihren Besuch.</p>`,
        shortDescription: `${name} im Center`,
        floor: floor.shortName,
        floorNumber: floor.floorNumber,
        unitNumber: `${floor.shortName.replace(/\W/g, '')}-${100 + i}`,
        logo: logoFor(centerId, slug, i),
        coverImage: i % 4 === 0 ? null : `/uploads/shops/${slug}-cover.jpg`,
        openingHours: OPENING_HOURS_FORMS[i % OPENING_HOURS_FORMS.length],
        tags: [
          ...(i % 4 === 0 ? ['neu'] : []),
          ...(i % 7 === 0 ? ['barrierefrei'] : []),
          ...(categorySlug === 'gastronomie' ? ['essen'] : []),
        ],
        status: statusFor(i),
        showOnWebsite: i % 29 !== 3,
        phone: `+49 621 ${String(100000 + i)}`,
        website: i % 3 ? `https://${slug}.example` : null,
        sortOrder: i,
      };
    });

  for (const chain of CHAINS) {
    const chainRow = await trx
      .insertInto('shopChains')
      .values({
        organizationId: options.organizationId,
        name: chain.name,
        slug: chain.slug,
        description: `<p>${chain.name} – frisch für Sie da.</p>`,
        logo: `global/chains/${chain.slug}.svg`,
      })
      .onConflict((oc) => oc.column('slug').doUpdateSet({ name: chain.name }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const count = options.branchesPerChain ?? chain.branches;
    for (let n = 0; n < count; n++) {
      const floor = FLOORS[n % FLOORS.length] ?? FLOORS[1];
      inputs.push({
        categorySlug: chain.categorySlug,
        chainId: chainRow.id,
        categoryId: categoryIds.get(chain.categorySlug) ?? null,
        name: `${chain.name} ${BRANCH_PLACES[n % BRANCH_PLACES.length]}`,
        slug: `${chain.slug}-${n + 1}`,
        shortDescription: `Filiale von ${chain.name}`,
        floor: floor.shortName,
        floorNumber: floor.floorNumber,
        logo: `global/chains/${chain.slug}.svg`,
        openingHours: BRANCH_OPENING_HOURS_FORMS[n % BRANCH_OPENING_HOURS_FORMS.length],
        tags: ['filiale'],
        showOnWebsite: n !== count - 1 || count === 1,
        sortOrder: 1000 + n,
      });
    }
  }

  const rows = await trx
    .insertInto('shops')
    .values(inputs.map(({ categorySlug: _, ...input }) => toShopValues(centerId, input)))
    .returning(['id', 'name', 'slug', 'floorNumber', 'chainId'])
    .execute();
  const categoryOf = new Map(inputs.map((input) => [input.slug, input.categorySlug]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    categorySlug: categoryOf.get(row.slug) ?? 'mode',
    floorNumber: row.floorNumber ?? 0,
    isShopLocation: row.chainId !== null,
  }));
}
