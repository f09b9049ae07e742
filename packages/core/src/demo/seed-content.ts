import type { Kysely } from 'kysely';
import { json } from '../db/json';
import type { AuthorshipLabel, ContentStatus, Database } from '../db/schema';
import { serializeOpeningHours } from '../opening-hours';
import type { SeededShop } from './seed-shops';

const DAY = 24 * 60 * 60 * 1000;

/** A visibility window relative to now: current, expired, upcoming or open-ended. */
type WindowKind = 'current' | 'expired' | 'upcoming' | 'open';
function window(kind: WindowKind, now: Date): { visibleFrom: Date | null; visibleUntil: Date | null } {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  switch (kind) {
    case 'current':
      return { visibleFrom: at(-10), visibleUntil: at(30) };
    case 'expired':
      return { visibleFrom: at(-60), visibleUntil: at(-2) };
    case 'upcoming':
      return { visibleFrom: at(7), visibleUntil: at(40) };
    default:
      return { visibleFrom: null, visibleUntil: null };
  }
}

const WINDOWS: WindowKind[] = ['current', 'current', 'open', 'current', 'expired', 'upcoming'];
const LABELS: (AuthorshipLabel | null)[] = ['human', 'ai', 'ai_reviewed', null];
const statusAt = (i: number): ContentStatus => (i === 3 ? 'Draft' : 'Active');

/** Seeds the editorial content, pages, themes and DOOH of the demo center. Returns the service ids. */
export async function seedContent(
  trx: Kysely<Database>,
  {
    centerId,
    shops,
    categoryIds,
    now,
  }: { centerId: string; shops: SeededShop[]; categoryIds: Map<string, string>; now: Date },
): Promise<string[]> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const shop = (i: number) => shops[i % shops.length] as SeededShop;
  const editorial = (i: number, title: string) => ({
    centerId,
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    status: statusAt(i),
    authorshipLabel: LABELS[i % LABELS.length] ?? null,
    image: `/uploads/demo/content-${i % 5}.jpg`,
    ...window(WINDOWS[i % WINDOWS.length] ?? 'open', now),
  });

  const news = await trx
    .insertInto('news')
    .values([
      ...Array.from({ length: 12 }, (_, i) => ({
        ...editorial(i, `Center-News ${i + 1}`),
        content: `<p>Neuigkeiten aus dem Center, Ausgabe ${i + 1}.</p>`,
        excerpt: `Neuigkeiten aus dem Center, Ausgabe ${i + 1}.`,
        publishDate: at(-i * 3),
        tags: i % 4 === 0 ? ['centerzeitung'] : [],
        metadata: json(i % 4 === 0 ? { pdfUrl: `/uploads/demo/zeitung-${i}.pdf` } : {}),
      })),
      ...Array.from({ length: 3 }, (_, i) => ({
        ...editorial(i, `Bautagebuch Woche ${i + 1}`),
        content: `<p>Der Umbau der Food Lounge, Woche ${i + 1}.</p>`,
        excerpt: `Der Umbau der Food Lounge, Woche ${i + 1}.`,
        publishDate: at(-i * 7),
        isConstructionDiary: true,
        status: (i === 2 ? 'Archived' : 'Active') as ContentStatus,
      })),
    ])
    .returning(['id', 'isConstructionDiary'])
    .execute();
  const diary = news.filter((n) => n.isConstructionDiary);
  await trx
    .insertInto('newsLinkedShops')
    .values(diary.flatMap((n, i) => [shop(i * 2), shop(i * 2 + 1)].map((s) => ({ newsId: n.id, shopId: s.id }))))
    .execute();
  // the News screen's performance figures (spec 4.6): 14 days of figures per news item, the same on every seed
  await trx
    .insertInto('contentMetrics')
    .values(
      news.flatMap((n, i) =>
        Array.from({ length: 14 }, (_, d) => ({
          contentType: 'news' as const,
          contentId: n.id,
          centerId,
          day: at(-d - 1)
            .toISOString()
            .slice(0, 10),
          views: 40 + ((i * 37 + d * 11) % 90),
          shares: (i + d) % 4,
          score: (6 + ((i * 7 + d) % 10)) / 4,
        })),
      ),
    )
    .execute();

  await trx
    .insertInto('events')
    .values(
      Array.from({ length: 8 }, (_, i) => ({
        ...editorial(i, `Event ${i + 1}`),
        description: `Mitmachaktion ${i + 1} für die ganze Familie.`,
        startsAt: at(i * 4 - 8),
        endsAt: at(i * 4 - 8 + 1),
        location: i % 2 ? 'Eingang Nord' : 'Food Lounge',
        shopId: i % 3 ? shop(i * 5).id : null,
      })),
    )
    .execute();

  await trx
    .insertInto('offers')
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        ...editorial(i, `Angebot ${i + 1}: ${10 + i * 5} % Rabatt`),
        description: `Nur für kurze Zeit bei ${shop(i * 3).name}.`,
        shopId: shop(i * 3).id,
        validFrom: at(-5),
        validUntil: at(10 + i),
        takeawayExclusive: i === 4,
      })),
    )
    .execute();

  await trx
    .insertInto('jobs')
    .values(
      Array.from({ length: 7 }, (_, i) => ({
        ...editorial(
          i,
          `${['Verkäufer', 'Kassierer', 'Koch', 'Filialleitung', 'Aushilfe', 'Azubi', 'Barista'][i]} (m/w/d)`,
        ),
        description: `<p>Wir suchen Verstärkung bei ${shop(i * 7).name}.</p>`,
        shopId: shop(i * 7).id,
        employmentType: i % 2 ? 'Teilzeit' : 'Vollzeit',
        contactEmail: `jobs@${shop(i * 7).slug}.example`,
      })),
    )
    .execute();

  const services = await trx
    .insertInto('services')
    .values(
      [
        ['Geldautomat', 'Finanzen', true, true],
        ['Wickelraum', 'Familie', true, true],
        ['Kundentoilette', 'Service', true, true],
        ['Kinderwagenverleih', 'Familie', true, false],
        ['E-Ladesäulen', 'Mobilität', true, true],
        ['Schließfächer', 'Service', false, true],
        ['Gutscheinverkauf', 'Service', true, true],
        ['Fundbüro', 'Service', true, false],
      ].map(([name, category, isActive, showOnWebsite], i) => ({
        centerId,
        name: name as string,
        category: category as string,
        description: `${name} im Center.`,
        icon: `global/icons/service-${i}.svg`,
        floor: i % 2 ? 'EG' : 'UG',
        isActive: isActive as boolean,
        showOnWebsite: showOnWebsite as boolean,
        sortOrder: i,
      })),
    )
    .returning('id')
    .execute();

  const officeThemes = await trx
    .insertInto('officeThemes')
    .values([
      { centerId, name: 'Gesundheit', slug: 'gesundheit', description: 'Ärzte und Therapeuten' },
      { centerId, name: 'Beratung', slug: 'beratung', description: 'Kanzleien und Büros', isActive: false },
    ])
    .returning('id')
    .execute();
  await trx
    .insertInto('offices')
    .values(
      [
        'Praxis Dr. Weber',
        'Zahnarzt Lächeln',
        'Physiotherapie Aktiv',
        'Kanzlei Recht & Rat',
        'Steuerbüro Zahl',
        'Augenarzt Blick',
      ].map((name, i) => ({
        centerId,
        themeId: officeThemes[i % 2]?.id ?? null,
        name,
        slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        description: `${name} im 2. Obergeschoss.`,
        speciality: i % 2 ? 'Beratung' : 'Medizin',
        floor: '2. OG',
        phone: `+49 621 2000${i}`,
        openingHours: json(serializeOpeningHours({ montag: { von: '08:00', bis: '17:00' } }, 'office')),
        status: (i === 5 ? 'Inactive' : 'Active') as ContentStatus,
        sortOrder: i,
      })),
    )
    .execute();

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

  const playlists = await trx
    .insertInto('doohPlaylists')
    .values([
      {
        centerId,
        name: 'Hauptprogramm',
        slug: 'main',
        settings: json({ transition: 'fade', orientation: 'portrait' }),
      },
      {
        centerId,
        name: 'Local Hero',
        slug: 'local-hero',
        isLocalHero: true,
        settings: json({ orientation: 'portrait' }),
      },
      { centerId, name: 'Winterprogramm', slug: 'winter', isActive: false, sortOrder: 2 },
    ])
    .returning(['id', 'slug'])
    .execute();
  const [main, hero] = playlists;
  if (main && hero) {
    await trx
      .insertInto('doohPlaylistItems')
      .values([
        {
          playlistId: main.id,
          kind: 'image',
          title: 'Willkommen',
          mediaUrl: '/uploads/demo/dooh-welcome.jpg',
          durationSeconds: 8,
          sortOrder: 0,
        },
        {
          playlistId: main.id,
          kind: 'shop',
          title: shop(2).name,
          refId: shop(2).id,
          durationSeconds: 10,
          sortOrder: 1,
        },
        {
          playlistId: main.id,
          kind: 'video',
          title: 'Imagefilm',
          mediaUrl: 'https://media.example/dooh/image.mp4',
          durationSeconds: 30,
          sortOrder: 2,
        },
        {
          playlistId: hero.id,
          kind: 'html',
          title: 'Händler des Monats',
          content: json({ headline: shop(5).name, text: 'Unser Local Hero im Dezember.' }),
          refId: shop(5).id,
          sortOrder: 0,
        },
      ])
      .execute();
  }

  await trx
    .insertInto('signageConfigs')
    .values({
      centerId,
      settings: json({ idleTimeoutSeconds: 90, language: 'de', showWeather: true, playlistSlug: 'main' }),
    })
    .execute();

  return services.slice(0, 3).map((s) => s.id);
}
