// Spec 4.7: a legacy import killed mid-way (SIGKILL of the importing process) and re-run leaves no duplicates
// and nothing half-written. The import runs in a child process (the built `pnpm import:legacy` entry of core)
// against a generated legacy center; the test kills it while shops and their images are being imported,
// resumes the run in a new process, and then checks the data against a clean run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseTarget, migrateToLatest } from '@center-platform/core/db';
import { createLocalMediaStorage } from '@center-platform/core/media';
import { BUILD_WAIT_MS, untilBuilt } from '@center-platform/core/testing';
import type { LegacyPlatform } from '@center-platform/stand-ins';
import { provisionTestDatabase, type TestDatabase } from '@center-platform/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KILLABLE_LEGACY_SOURCE, startKillableLegacyPlatform, withDatabase } from './testing/worker-tests';

// runs what the build of `pnpm test` makes
beforeAll(untilBuilt, BUILD_WAIT_MS);

const cli = join(import.meta.dirname, '../../../packages/core/dist/cli/import-legacy.js');

describe('a legacy import killed mid-way', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cp-kill-'));
  const mediaDir = join(dir, 'media');
  let provisioned: TestDatabase;
  let target: DatabaseTarget;
  let legacy: LegacyPlatform;
  let env: Record<string, string>;
  let centerId: string;

  function importer(args: string[]) {
    if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`pnpm build\` first`);
    const child = spawn(process.execPath, [cli, ...args], { env, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, exited, output: () => output };
  }

  beforeAll(async () => {
    legacy = await startKillableLegacyPlatform();
    // a copy of the migrated template (on PGlite a data folder, which the child processes open in turn)
    provisioned = await provisionTestDatabase({ migrated: true });
    target = provisioned.target;
    const { DATABASE_URL: _, ...rest } = process.env;
    env = {
      ...(rest as Record<string, string>),
      ...provisioned.env,
      MEDIA_DIR: mediaDir,
      LEGACY_PLATFORM_URL: legacy.url,
      LOG_LEVEL: 'silent',
    };
    centerId = await withDatabase(target, async (db) => {
      await migrateToLatest(db);
      return (
        await db.insertInto('centers').values({ name: 'Kill', slug: 'kill' }).returning('id').executeTakeFirstOrThrow()
      ).id;
    });
  }, 120_000);

  afterAll(async () => {
    await legacy?.close();
    await provisioned?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is resumed to a complete import without duplicates', async () => {
    const killed = importer(['--source', String(KILLABLE_LEGACY_SOURCE), '--target', centerId]);
    // kill once a good part of the shop images has been requested: the run is inside the shops read
    const deadline = Date.now() + 60_000;
    while (legacy.requests.filter((r) => r.path.startsWith('/media/img/')).length < 150) {
      if (Date.now() > deadline) throw new Error(`the import did not get far enough:\n${killed.output()}`);
      if (killed.child.exitCode !== null) throw new Error(`the import ended before the kill:\n${killed.output()}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    killed.child.kill('SIGKILL');
    await killed.exited;

    const interrupted = await withDatabase(target, (db) =>
      db
        .selectFrom('importRuns')
        .select(['id', 'status'])
        .where('targetCenterId', '=', centerId)
        .executeTakeFirstOrThrow(),
    );
    expect(interrupted.status).toBe('running');
    const partial = await withDatabase(target, (db) =>
      db.selectFrom('shops').select('id').where('centerId', '=', centerId).execute(),
    );
    expect(partial.length).toBeLessThan(300);

    // a new run cannot start beside the interrupted one; it is resumed
    const refused = importer(['--source', String(KILLABLE_LEGACY_SOURCE), '--target', centerId]);
    expect(await refused.exited).toBe(2);
    expect(refused.output()).toMatch(/already queued or running/);
    const resumed = importer(['--resume', interrupted.id]);
    expect(await resumed.exited, resumed.output()).toBe(0);
    expect(resumed.output()).toMatch(/succeeded/);

    await withDatabase(target, async (db) => {
      const shops = await db
        .selectFrom('shops')
        .select(['legacyId', 'logo', 'coverImage', 'legacyHash'])
        .where('centerId', '=', centerId)
        .execute();
      expect(shops).toHaveLength(300);
      expect(new Set(shops.map((s) => s.legacyId)).size).toBe(300);
      expect(shops.every((s) => s.logo && s.legacyHash)).toBe(true);
      const news = await db.selectFrom('news').select('legacyId').where('centerId', '=', centerId).execute();
      expect(news).toHaveLength(64);
      const floors = await db.selectFrom('mapFloors').select('floorNumber').where('centerId', '=', centerId).execute();
      expect(floors).toHaveLength(2);
      // every stored media path is a whole file in the store
      const storage = createLocalMediaStorage(mediaDir);
      const paths = [...new Set(shops.flatMap((s) => [s.logo, s.coverImage]).filter((p): p is string => !!p))];
      for (const path of paths) expect(await storage.has(path), path).toBe(true);
    });

    // and a fresh run over the result finds nothing to create or change
    const check = importer(['--source', String(KILLABLE_LEGACY_SOURCE), '--target', centerId]);
    expect(await check.exited, check.output()).toBe(0);
    const last = await withDatabase(target, (db) =>
      db
        .selectFrom('importRuns')
        .select(['status', 'counts'])
        .where('targetCenterId', '=', centerId)
        .orderBy('createdAt', 'desc')
        .executeTakeFirstOrThrow(),
    );
    expect(last.status).toBe('succeeded');
    for (const counts of Object.values(last.counts as Record<string, { created: number; updated: number }>)) {
      expect(counts.created + counts.updated).toBe(0);
    }
  }, 240_000);
});
