import type { Kysely } from 'kysely';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import type { ContentSeedScope, SeededShop } from './seed-shops';

/** Seeds the DOOH playlists and the signage configuration of the demo center. */
export async function seedDooh(
  trx: Kysely<Database>,
  { centerId, shops }: Pick<ContentSeedScope, 'centerId' | 'shops'>,
): Promise<void> {
  const shop = (i: number) => shops[i % shops.length] as SeededShop;

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
}
