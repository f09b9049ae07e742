import type { Kysely } from 'kysely';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import { serializeOpeningHours } from '../opening-hours';
import type { ContentSeedScope, SeededShop } from './seed-shops';
import { type WindowKind, window } from './visibility-window';

/** Seeds the website structure of the demo center: tiles, hot picks, pages, themes, contacts, parking zones. */
export async function seedWebsite(
  trx: Kysely<Database>,
  { centerId, shops, categoryIds, now }: ContentSeedScope,
): Promise<void> {
  const shop = (i: number) => shops[i % shops.length] as SeededShop;

  await trx
    .insertInto('homepageTiles')
    .values(
      (['current', 'open', 'open', 'current', 'expired', 'upcoming'] as WindowKind[]).map((kind, i) => ({
        centerId,
        title:
          ['Shops', 'Gastronomie', 'Centerplan', 'Aktionen', 'Sommerfest (vorbei)', 'Adventsmarkt (bald)'][i] ??
          'Kachel',
        subtitle: 'Jetzt entdecken',
        image: `/uploads/demo/tile-${i}.jpg`,
        linkUrl: ['/shops', '/gastronomie', '/centerplan', '/aktuelles', '/sommerfest', '/advent'][i] ?? '/',
        size: i === 0 ? 'large' : 'small',
        sortOrder: i,
        ...window(kind, now),
      })),
    )
    .execute();

  // 70 hot picks: 62 active and visible (the public read caps at 50), 4 inactive, 4 outside their window
  await trx
    .insertInto('hotPicks')
    .values(
      Array.from({ length: 70 }, (_, i) => ({
        centerId,
        shopId: shop(i).id,
        title: `Hot Pick ${i + 1}: ${shop(i).name}`,
        image: `/uploads/demo/hotpick-${i % 10}.jpg`,
        linkUrl: `/shops/${shop(i).slug}`,
        isActive: i < 66,
        sortOrder: i,
        ...window(i >= 62 && i < 66 ? (i % 2 ? 'expired' : 'upcoming') : 'open', now),
      })),
    )
    .execute();

  await trx
    .insertInto('pageContent')
    .values([
      {
        centerId,
        pageType: 'anfahrt',
        title: 'Anfahrt',
        content: json({
          heading: 'So finden Sie uns',
          headingLevel: 'h2',
          description: 'Mit der Straßenbahn Linie 1 bis Haltestelle Center. Über die A6, Ausfahrt Mannheim-Mitte.',
          parkingSpaces: 1200,
        }),
      },
      {
        centerId,
        pageType: 'oeffnungszeiten',
        title: 'Öffnungszeiten',
        content: json({
          openingHours: serializeOpeningHours(
            { montag: { von: '09:30', bis: '20:00' }, samstag: { von: '09:30', bis: '20:00' }, sonntag: 'geschlossen' },
            'center',
          ),
          specialDays: [{ date: '2026-12-24', hours: '09:30 - 14:00' }],
          note: 'Gastronomie mit abweichenden Zeiten.',
        }),
      },
      {
        centerId,
        pageType: 'kontakt',
        title: 'Kontakt',
        content: json({ phone: '+49 621 000000', email: 'info@demo-center.example' }),
      },
      {
        centerId,
        pageType: 'impressum',
        title: 'Impressum',
        content: json({ html: '<p>Demo Center GmbH, Mannheim</p>' }),
      },
      {
        centerId,
        pageType: 'datenschutz',
        title: 'Datenschutz',
        content: json({ html: '<p>Wir schützen Ihre Daten.</p>' }),
      },
      {
        centerId,
        pageType: 'vermietung',
        title: 'Vermietung',
        content: json({ text: 'Freie Flächen ab 40 m².' }),
        isPublished: false,
      },
    ])
    .execute();

  const themes = await trx
    .insertInto('categoryThemes')
    .values([
      { centerId, name: 'Mode & Style', slug: 'mode-style', description: 'Alles für den Look', sortOrder: 0 },
      { centerId, name: 'Genuss', slug: 'genuss', description: 'Essen und Trinken', sortOrder: 1 },
      {
        centerId,
        name: 'Intern',
        slug: 'intern',
        description: 'Nicht auf der Website',
        showOnWebsite: false,
        sortOrder: 2,
      },
    ])
    .returning(['id', 'slug'])
    .execute();
  const themeCategories: Record<string, string[]> = {
    'mode-style': ['mode', 'schuhe'],
    genuss: ['gastronomie', 'lebensmittel'],
    intern: ['dienstleistung'],
  };
  await trx
    .insertInto('categoryThemeCategories')
    .values(
      themes.flatMap((t) =>
        (themeCategories[t.slug] ?? []).flatMap((slug) => {
          const categoryId = categoryIds.get(slug);
          return categoryId ? [{ themeId: t.id, categoryId }] : [];
        }),
      ),
    )
    .execute();

  const gastronomyThemes = await trx
    .insertInto('gastronomyThemes')
    .values([
      { centerId, name: 'Schnell & lecker', slug: 'schnell-lecker', sortOrder: 0 },
      { centerId, name: 'Café & Kuchen', slug: 'cafe-kuchen', sortOrder: 1 },
    ])
    .returning('id')
    .execute();
  const gastronomy = shops.filter((s) => s.categorySlug === 'gastronomie');
  await trx
    .insertInto('gastronomyThemeShops')
    .values(
      gastronomy.map((s, i) => ({
        themeId: (gastronomyThemes[i % 2] ?? gastronomyThemes[0])?.id as string,
        shopId: s.id,
      })),
    )
    .execute();

  await trx
    .insertInto('websiteContacts')
    .values([
      {
        centerId,
        name: 'Anna Schulz',
        position: 'Centermanagerin',
        department: 'Management',
        email: 'management@demo-center.example',
        sortOrder: 0,
      },
      {
        centerId,
        name: 'Jonas Meier',
        position: 'Marketing',
        department: 'Marketing',
        email: 'marketing@demo-center.example',
        sortOrder: 1,
      },
      {
        centerId,
        name: 'Vermietungsteam',
        position: 'Vermietung',
        department: 'Vermietung',
        phone: '+49 621 000010',
        sortOrder: 2,
      },
      { centerId, name: 'Haustechnik intern', position: 'Technik', isPublic: false, sortOrder: 3 },
    ])
    .execute();

  await trx
    .insertInto('parkingZones')
    .values([
      { centerId, name: 'Parkhaus P1', capacity: 800, freeSpaces: 312, floor: 'UG' },
      { centerId, name: 'Parkdeck P2', capacity: 400, freeSpaces: 57, floor: 'Dach' },
    ])
    .execute();
}
