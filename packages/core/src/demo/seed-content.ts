import type { Kysely } from 'kysely';
import { json } from '../db/json';
import type { AuthorshipLabel, ContentStatus, Database } from '../db/schema';
import { serializeOpeningHours } from '../opening-hours';
import { seedDooh } from './seed-dooh';
import type { ContentSeedScope, SeededShop } from './seed-shops';
import { seedWebsite } from './seed-website';
import { daysFrom, type WindowKind, window } from './visibility-window';

const WINDOWS: WindowKind[] = ['current', 'current', 'open', 'current', 'expired', 'upcoming'];
const LABELS: (AuthorshipLabel | null)[] = ['human', 'ai', 'ai_reviewed', null];
const statusAt = (i: number): ContentStatus => (i === 3 ? 'Draft' : 'Active');

/**
 * Seeds the editorial content, services and offices of the demo center, then its website and DOOH. Returns the
 * service ids.
 */
export async function seedContent(trx: Kysely<Database>, scope: ContentSeedScope): Promise<string[]> {
  const { centerId, shops, now } = scope;
  const at = (days: number) => daysFrom(now, days);
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

  await seedWebsite(trx, scope);
  await seedDooh(trx, scope);

  return services.slice(0, 3).map((s) => s.id);
}
