// Issue 19, point 1: what was stored raw before the inputs sanitized it is mended by migration 0009.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, seedTestDemo } from '../../testing/test-database';
import { findScriptsIn, XSS_CORPUS } from '../../testing/xss-corpus';
import type { DatabaseHandle } from '../database';
import { json } from '../json';
import { up } from './0009_sanitize_stored_text';

describe('migration 0009: stored text sanitized', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
  }, 120_000);
  afterAll(() => handle?.close());

  it('sanitizes page content, template rich text, rich-text columns and strips markup from names', async () => {
    const { db } = handle;
    const payloads = XSS_CORPUS.join('\n');
    await db
      .insertInto('pageContent')
      .values({
        centerId,
        pageType: 'raw',
        title: '<b>Kontakt</b><script>alert(1)</script>',
        content: json({ html: payloads, list: [...XSS_CORPUS], link: 'javascript:alert(1)', '<b>k</b>': 'x' }),
      })
      .execute();
    const overrides = json({
      fonts: { body: 'Inter' },
      templateContent: {
        modern: {
          ctaBox: { text: '<p>Hallo</p><script>alert(1)</script>', title: '<img src=x onerror=alert(1)>Titel' },
          homepageSections: [{ text: '<img src=x onerror=alert(1)><p>Text</p>' }],
        },
      },
    });
    await db
      .insertInto('centerThemeOverrides')
      .values({ centerId, themeOverrides: overrides })
      .onConflict((oc) => oc.column('centerId').doUpdateSet({ themeOverrides: overrides }))
      .execute();
    const shop = await db.selectFrom('shops').select('id').where('centerId', '=', centerId).executeTakeFirstOrThrow();
    await db
      .updateTable('shops')
      .set({ name: 'Mode <script>alert(1)</script>Haus', description: '<p onclick="alert(1)">Text</p>' })
      .where('id', '=', shop.id)
      .execute();

    await up(db as never);

    const page = await db
      .selectFrom('pageContent')
      .select(['title', 'content'])
      .where('pageType', '=', 'raw')
      .executeTakeFirstOrThrow();
    expect(page.title).toBe('Kontakt');
    expect(findScriptsIn(page.content)).toEqual([]);
    expect((page.content as Record<string, unknown>).link).toBe('');
    expect(Object.keys(page.content)).toContain('k');
    const stored = await db
      .selectFrom('centerThemeOverrides')
      .select('themeOverrides')
      .where('centerId', '=', centerId)
      .executeTakeFirstOrThrow();
    expect(findScriptsIn(stored.themeOverrides)).toEqual([]);
    const modern = (
      stored.themeOverrides as {
        templateContent: { modern: { ctaBox: { text: string; title: string }; homepageSections: { text: string }[] } };
      }
    ).templateContent.modern;
    expect(modern.ctaBox.text).toBe('<p>Hallo</p>');
    expect(modern.ctaBox.title).toBe('Titel');
    expect(modern.homepageSections[0]?.text).toBe('<img src="x" /><p>Text</p>');
    expect((stored.themeOverrides as { fonts: unknown }).fonts).toEqual({ body: 'Inter' });
    const mended = await db
      .selectFrom('shops')
      .select(['name', 'description'])
      .where('id', '=', shop.id)
      .executeTakeFirstOrThrow();
    expect(mended).toEqual({ name: 'Mode Haus', description: '<p>Text</p>' });
  });
});
