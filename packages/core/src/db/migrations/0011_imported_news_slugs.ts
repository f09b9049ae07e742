import { type Kysely, sql } from 'kysely';
import { newsSlug } from '../../imports/legacy/read-content';

// Issue 22, point 7: news the legacy import brought before it gave slugs kept `slug: null`, so a website could not
// route to them. They get the slug the import gives now (the title and the legacy id, unique in the center);
// news written by staff and news that have a slug are left alone.

const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ id: string; title: string; legacy: string }>`
      select id, title, legacy_id as legacy from news where slug is null and legacy_id is not null
      order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    // one statement per batch
    const slugs = rows.map((row) => sql`(${row.id}::uuid, ${newsSlug(row.title, row.legacy)})`);
    await sql`update news set slug = given.slug from (values ${sql.join(slugs)}) as given (id, slug)
      where news.id = given.id`.execute(db);
    if (rows.length < BATCH) return;
  }
}

export async function down(): Promise<void> {
  // the slugs stay: links to them may be out in the world
}
