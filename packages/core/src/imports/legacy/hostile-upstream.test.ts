// Spec 4.7 with hostile upstream data: scripts in HTML and SVG, missing fields, odd dates, umlauts, foreign and
// missing assets, thousands of rows (tooling/stand-ins/legacy-scenarios/hostile.mjs), and failures the stand-in
// cannot produce itself (malformed JSON, HTTP errors, slow assets) through a proxy in front of it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  LEGACY_HOSTILE,
  LEGACY_SCENARIOS,
  type LegacyPlatform,
  type LegacyProxy,
  startLegacyPlatform,
  startLegacyProxy,
} from '@center-platform/stand-ins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createLocalMediaStorage } from '../../media/local-storage';
import type { MediaStorage } from '../../media/storage';
import { openTestDatabase } from '../../testing/test-database';
import { createImportRun, type ImportRunView } from '../import-runs';
import { runLegacyImport } from './run-legacy-import';

const H = LEGACY_HOSTILE;

describe('legacy import of hostile upstream data', () => {
  let handle: DatabaseHandle;
  let legacy: LegacyPlatform;
  /** the plain stand-in (center 42) behind a proxy that breaks what a test asks it to */
  let plain: LegacyPlatform;
  let proxy: LegacyProxy;
  let storage: MediaStorage;
  let mediaDir: string;

  const newCenter = async (slug: string) =>
    (await handle.db.insertInto('centers').values({ name: slug, slug }).returning('id').executeTakeFirstOrThrow()).id;
  const importInto = async (centerId: string, source: number, baseUrl: string, assetTimeoutMs?: number) => {
    const run = await createImportRun(
      handle.db,
      { kind: 'legacy', sourceRef: String(source), targetCenterId: centerId, options: {}, createdByUserId: null },
      async () => null,
    );
    return runLegacyImport(
      { db: handle.db, storage, legacyBaseUrl: baseUrl, ...(assetTimeoutMs ? { assetTimeoutMs } : {}) },
      run.id,
    );
  };
  const shop = (centerId: string, legacyId: number) =>
    handle.db
      .selectFrom('shops')
      .selectAll()
      .where('centerId', '=', centerId)
      .where('legacyId', '=', String(legacyId))
      .executeTakeFirst();

  beforeAll(async () => {
    handle = await openTestDatabase();
    legacy = await startLegacyPlatform({ dataModule: LEGACY_SCENARIOS.hostile });
    plain = await startLegacyPlatform();
    proxy = await startLegacyProxy({ upstream: plain.origin, rewriteOrigin: true });
    mediaDir = await mkdtemp(path.join(tmpdir(), 'cp-media-'));
    storage = createLocalMediaStorage(mediaDir);
  }, 60_000);

  afterAll(async () => {
    await proxy?.close();
    await plain?.close();
    await legacy?.close();
    await handle?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  describe('the hostile center', () => {
    let centerId: string;
    let run: ImportRunView;
    let rerun: ImportRunView;

    beforeAll(async () => {
      centerId = await newCenter('hostile');
      run = await importInto(centerId, H.centerId, legacy.url);
      legacy.requests.splice(0);
      rerun = await importInto(centerId, H.centerId, legacy.url);
    }, 120_000);

    it('imports the thousands of rows and reports the records it could not take', async () => {
      expect(run.status, JSON.stringify(run.errors)).toBe('succeeded');
      const counts = run.counts as Record<string, Record<string, number>>;
      expect(counts.shops?.failed).toBe(2);
      expect(counts.shops?.created).toBe(H.shopRows - 2);
      expect(run.warnings).toEqual(
        expect.arrayContaining([
          `/shops ${H.shops.noName}: no name; skipped`,
          `/shops ${H.shops.blankName}: no name; skipped`,
        ]),
      );
      const stored = await handle.db
        .selectFrom('shops')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('centerId', '=', centerId)
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(H.shopRows - 2);
    });

    it('stores sanitized HTML only', async () => {
      const script = await shop(centerId, H.shops.scriptInDescription);
      const onerror = await shop(centerId, H.shops.imgOnerrorInDescription);
      const link = await shop(centerId, H.shops.javascriptLinkInDescription);
      for (const row of [script, onerror, link]) {
        expect(row?.description ?? '').not.toMatch(/<script|onerror|javascript:/i);
      }
      // a plain-text field keeps no markup either (issue 19)
      expect(script?.name).toBe('Script-Laden');
      const about = await handle.db
        .selectFrom('pageContent')
        .select('content')
        .where('centerId', '=', centerId)
        .where('pageType', '=', 'ueber-uns')
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(about.content)).not.toMatch(/<script|<iframe/i);
      const news = await handle.db
        .selectFrom('news')
        .select('content')
        .where('centerId', '=', centerId)
        .where('legacyId', '=', `aktion:${H.news.scriptInContent}`)
        .executeTakeFirstOrThrow();
      expect(news.content).not.toMatch(/<script|<iframe|<style/i);
    });

    it('gives umlaut names readable, distinct slugs', async () => {
      expect((await shop(centerId, H.shops.mueller))?.slug).toBe('mueller');
      expect((await shop(centerId, H.shops.muellerSpelledOut))?.slug).toBe(`mueller-${H.shops.muellerSpelledOut}`);
      expect((await shop(centerId, H.shops.umlautsAndEszett))?.slug).toBe('suesswaren-groessenwahn');
      const branch = await shop(centerId, H.shops.branchWithUmlauts);
      expect(branch?.chainId).not.toBeNull();
    });

    it('never fetches from a foreign host and keeps no link to one', async () => {
      expect((await shop(centerId, H.shops.foreignLogo))?.logo).toBeNull();
      expect(run.warnings.some((w) => w.startsWith(`/shops ${H.shops.foreignLogo}: image not re-hosted`))).toBe(true);
      const values = JSON.stringify(
        await handle.db.selectFrom('shops').select(['logo', 'coverImage']).where('centerId', '=', centerId).execute(),
      );
      expect(values).not.toContain('evil.example');
      expect((await shop(centerId, H.shops.logoNull))?.logo).toBeNull();
      expect((await shop(centerId, H.shops.logoEmpty))?.logo).toBeNull();
    });

    it('reads dates given as numbers, strings or not at all', async () => {
      const news = await handle.db
        .selectFrom('news')
        .select(['legacyId', 'publishDate', 'image', 'legacyHash'])
        .where('centerId', '=', centerId)
        .execute();
      const byId = new Map(news.map((n) => [n.legacyId, n]));
      expect(byId.get(`aktion:${H.news.datesAsStrings}`)?.publishDate).toBeInstanceOf(Date);
      expect(byId.get(`aktion:${H.news.noGerman}`)).toBeUndefined();
      // a 404 image: no image, and the row is tried again by the next run (no hash kept)
      expect(byId.get(`aktion:${H.news.missingImage}`)).toMatchObject({ image: null, legacyHash: null });
      expect(run.warnings.some((w) => w.startsWith(`/center-aktionen aktion:${H.news.missingImage}: image`))).toBe(
        true,
      );
    });

    it('sanitizes SVG icons and floor plans; a foreign or missing plan still makes a floor', async () => {
      const floors = await handle.db
        .selectFrom('mapFloors')
        .select(['floorNumber', 'mapSvg', 'mapImage'])
        .where('centerId', '=', centerId)
        .orderBy('floorNumber')
        .execute();
      expect(floors.map((f) => f.floorNumber)).toEqual([-1, 0, 1, 2]);
      const ground = floors.find((f) => f.floorNumber === 0);
      expect(ground?.mapSvg).toContain('<svg');
      expect(ground?.mapSvg).not.toMatch(/<script|foreignObject|onclick|onload|evil\.example|javascript:/i);
      expect(floors.find((f) => f.floorNumber === 2)).toMatchObject({ mapSvg: '', mapImage: null });
      expect(floors.find((f) => f.floorNumber === -1)).toMatchObject({ mapSvg: '', mapImage: null });
      const service = await handle.db
        .selectFrom('services')
        .select('icon')
        .where('centerId', '=', centerId)
        .where('legacyId', '=', String(H.services.scriptIcon))
        .executeTakeFirstOrThrow();
      const icon = await storage.get(service.icon as string);
      expect(Buffer.from(icon?.body ?? []).toString()).not.toMatch(/<script|onload/i);
    });

    it('drops unsafe slide links', async () => {
      const overrides = await handle.db
        .selectFrom('centerThemeOverrides')
        .select('themeOverrides')
        .where('centerId', '=', centerId)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(overrides.themeOverrides)).not.toMatch(/javascript:|evil\.example/);
    });

    it('a second run retries only the rows whose assets failed', () => {
      expect(rerun.status).toBe('succeeded');
      const counts = rerun.counts as Record<string, Record<string, number>>;
      expect(counts.shops?.created).toBe(0);
      expect(counts.shops?.updated).toBe(0);
      const media = legacy.requests.filter((r) => r.path.startsWith('/media/'));
      // only the assets that failed before are asked for again
      expect(media.length).toBeGreaterThan(0);
      expect(media.every((r) => r.path.includes('missing'))).toBe(true);
    });
  });

  describe('upstream failures', () => {
    it('a read answering malformed JSON or an HTTP error fails that read, the others are imported', async () => {
      const centerId = await newCenter('broken-reads');
      proxy.rules.splice(
        0,
        proxy.rules.length,
        { path: '/v1/services', body: '{"status":"ok","data":[{' },
        {
          path: '/v1/slider',
          status: 500,
          body: 'oops',
        },
      );
      const run = await importInto(centerId, 42, proxy.url);
      proxy.rules.splice(0);
      expect(run.status).toBe('failed');
      expect(run.errors).toEqual([expect.stringMatching(/^\/services: malformed JSON/), '/slider: answered HTTP 500']);
      expect((run.counts as Record<string, Record<string, number>>).shops?.created).toBe(24);
      expect(run.counts).not.toHaveProperty('services');
    });

    it('a slow asset is given up after the timeout and reported; the record is imported without it', async () => {
      const centerId = await newCenter('slow-assets');
      proxy.rules.splice(0, proxy.rules.length, { prefix: '/media/img/logo-1001', delayMs: 3_000 });
      const run = await importInto(centerId, 42, proxy.url, 500);
      proxy.rules.splice(0);
      expect(run.status).toBe('succeeded');
      expect(run.warnings.some((w) => w.startsWith('/shops 1001: image not re-hosted'))).toBe(true);
      const row = await shop(centerId, 1001);
      expect(row).toMatchObject({ logo: null, legacyHash: null });
      expect(row?.coverImage).not.toBeNull();
    });

    it('an unknown legacy center fails the run with a clear message', async () => {
      const centerId = await newCenter('unknown-source');
      const run = await importInto(centerId, 999, legacy.url);
      expect(run).toMatchObject({ status: 'failed', errors: ['the legacy platform has no center 999'] });
    });
  });
});
