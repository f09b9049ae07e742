import { type Kysely, sql } from 'kysely';
import { sanitizeStoredTemplateContent } from '../../centers/template-content';
import { sanitizeFreeForm } from '../../content/free-form';
import { sanitizeHtml, stripMarkup } from '../../content/html';

// Issue 19: page content and the template's rich text were stored as given, and plain-text fields kept the
// markup the legacy import brought. The inputs clean them now; this mends what was stored before, with the
// same functions. Only rows that hold a `<` are read, in batches, so a large database is not loaded at once.

/** Rich-text columns (sanitized again: the sanitizer is idempotent, so clean rows stay as they are). */
const HTML_COLUMNS: [table: string, column: string][] = [
  ['shops', 'description'],
  ['news', 'content'],
  ['events', 'description'],
  ['offers', 'description'],
  ['jobs', 'description'],
  ['services', 'description'],
  ['offices', 'description'],
];

/** Plain-text columns a visitor page shows (markup stripped). */
const TEXT_COLUMNS: [table: string, column: string][] = [
  ['organizations', 'name'],
  ['centers', 'name'],
  ['categories', 'name'],
  ['shop_chains', 'name'],
  ['shops', 'name'],
  ['shops', 'short_description'],
  ['news', 'title'],
  ['events', 'title'],
  ['offers', 'title'],
  ['jobs', 'title'],
  ['services', 'name'],
  ['offices', 'name'],
  ['homepage_tiles', 'title'],
  ['hot_picks', 'title'],
  ['map_floors', 'name'],
  ['entrances', 'name'],
  ['parking_zones', 'name'],
  ['page_content', 'title'],
];

/** JSON columns: the whole document is rewritten by its sanitizer. */
const JSON_COLUMNS: [table: string, column: string, clean: (value: unknown) => unknown][] = [
  ['page_content', 'content', sanitizeFreeForm],
  ['center_theme_overrides', 'theme_overrides', sanitizeThemeOverrides],
];

function sanitizeThemeOverrides(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const overrides = value as Record<string, unknown>;
  if (!overrides.templateContent) return value;
  return { ...overrides, templateContent: sanitizeStoredTemplateContent(overrides.templateContent) };
}

const BATCH = 500;

async function rewrite(
  db: Kysely<unknown>,
  table: string,
  column: string,
  cast: 'text' | 'jsonb',
  clean: (value: unknown) => unknown,
): Promise<void> {
  // the key column: center_theme_overrides is keyed by its center
  const key = table === 'center_theme_overrides' ? 'center_id' : 'id';
  let after = '';
  for (;;) {
    const { rows } = await sql<{ key: string; value: unknown }>`
      select ${sql.ref(key)}::text as key, ${sql.ref(column)} as value from ${sql.table(table)}
      where ${sql.ref(column)}::text like '%<%' and ${sql.ref(key)}::text > ${after}
      order by ${sql.ref(key)}::text limit ${BATCH}`.execute(db);
    for (const row of rows) {
      const next = clean(row.value);
      if (JSON.stringify(next) === JSON.stringify(row.value)) continue;
      const stored = cast === 'jsonb' ? sql`${JSON.stringify(next)}::jsonb` : sql`${next as string | null}`;
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${stored}
        where ${sql.ref(key)}::text = ${row.key}`.execute(db);
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.key;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of HTML_COLUMNS) {
    await rewrite(db, table, column, 'text', (value) => sanitizeHtml(value as string | null));
  }
  for (const [table, column] of TEXT_COLUMNS) {
    await rewrite(db, table, column, 'text', (value) => (typeof value === 'string' ? stripMarkup(value) : value));
  }
  for (const [table, column, clean] of JSON_COLUMNS) await rewrite(db, table, column, 'jsonb', clean);
}

export async function down(): Promise<void> {
  // the markup removed is not kept anywhere: nothing to restore
}
