// Spec 4.8: `pnpm import:reporting` (the built entry of core) against the reporting system's stand-in, in a child
// process on a database of its own: a dry run prints the summary and writes nothing, a real run imports the
// matched clients and records a succeeded run, a refused key and a missing configuration end with exit 1 and 2.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { type DatabaseTarget, migrateToLatest } from '@center-platform/core/db';
import { BUILD_WAIT_MS, untilBuilt } from '@center-platform/core/testing';
import { type ReportingExport, startReportingExport } from '@center-platform/stand-ins';
import { provisionTestDatabase, type TestDatabase } from '@center-platform/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from './testing/worker-tests';

// runs what the build of `pnpm test` makes
beforeAll(untilBuilt, BUILD_WAIT_MS);

const cli = join(import.meta.dirname, '../../../packages/core/dist/cli/import-reporting.js');
/** rows of the sample clients 2 (12 months of every channel) and 3 (6 months of social media) */
const ROWS = 84 + 6;

describe('pnpm import:reporting', () => {
  let provisioned: TestDatabase;
  let target: DatabaseTarget;
  let reporting: ReportingExport;
  let env: Record<string, string>;

  const stored = () =>
    withDatabase(target, async (db) => ({
      rows: (await db.selectFrom('reportingChannelSnapshots').select('legacyClientId').execute()).length,
      runs: await db.selectFrom('importRuns').select(['kind', 'status', 'counts']).orderBy('createdAt').execute(),
    }));

  function importer(args: string[], extraEnv: Record<string, string | undefined> = {}) {
    if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`pnpm build\` first`);
    const child = spawn(process.execPath, [cli, ...args], {
      env: Object.fromEntries(Object.entries({ ...env, ...extraEnv }).filter(([, v]) => v !== undefined)),
      stdio: 'pipe',
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    return new Promise<{ code: number | null; output: string }>((resolve) =>
      child.once('close', (code) => resolve({ code, output: stripVTControlCharacters(output) })),
    );
  }

  beforeAll(async () => {
    reporting = await startReportingExport();
    // a copy of the migrated template (on PGlite a data folder, which the child processes open in turn)
    provisioned = await provisionTestDatabase({ migrated: true });
    target = provisioned.target;
    const { DATABASE_URL: _, ...rest } = process.env;
    env = {
      ...(rest as Record<string, string>),
      ...provisioned.env,
      REPORTING_DASHBOARD_EXPORT_URL: reporting.url,
      REPORTING_DASHBOARD_EXPORT_API_KEY: reporting.apiKey,
      LOG_LEVEL: 'silent',
    };
    // two centers of the sample: client 2 matches by exact slug, client 3 by compact slug; the rest match nothing
    await withDatabase(target, async (db) => {
      await migrateToLatest(db);
      await db
        .insertInto('centers')
        .values([
          { name: 'Rhein-Galerie', slug: 'rhein-galerie', city: 'Ludwigshafen' },
          { name: 'Stadtgalerie Nord', slug: 'stadtgalerie-nord', city: 'Hamburg' },
        ])
        .execute();
    });
  }, 120_000);

  afterAll(async () => {
    await reporting?.close();
    await provisioned?.drop();
  });

  it('--dry-run prints the summary (per rule, per client) and writes nothing', async () => {
    const { code, output } = await importer(['--dry-run']);
    expect(code, output).toBe(0);
    expect(output).toMatch(/matched by\s*│\s*clients/);
    expect(output).toMatch(/exactSlug\s*│\s*1\s/);
    expect(output).toMatch(/compactSlug\s*│\s*1\s/);
    expect(output).toMatch(/│\s*2\s*│\s*rhein-galerie\s*│\s*exactSlug\s*│\s*84\s*│\s*0\s*│/);
    expect(output).toMatch(/│\s*3\s*│\s*stadtgalerie-nord\s*│\s*compactSlug\s*│\s*6\s*│\s*0\s*│/);
    expect(output).toContain('clients imported: 2, failed: 0, test clients skipped: 3, unmatched ignored: 6');
    expect(output).toContain(`rows to write: ${ROWS}, already present: 0, centers to link: 2`);
    expect(output).toContain('dry run: nothing was written');
    expect(await stored()).toEqual({ rows: 0, runs: [] });
  }, 60_000);

  it('imports for real with a recorded run; a second run writes 0 rows', async () => {
    const first = await importer([]);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain(`rows written: ${ROWS}, already present: 0, centers linked: 2`);
    expect(first.output).toMatch(/run [0-9a-f-]{36}: succeeded/);
    const second = await importer([]);
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain(`rows written: 0, already present: ${ROWS}, centers linked: 0`);
    const { rows, runs } = await stored();
    expect(rows).toBe(ROWS);
    expect(runs.map((r) => [r.kind, r.status, (r.counts as { rowsWritten: number }).rowsWritten])).toEqual([
      ['reporting', 'succeeded', ROWS],
      ['reporting', 'succeeded', 0],
    ]);
  }, 60_000);

  it('exits 1 when the reporting system refuses the key, 2 without the configuration or with a bad flag', async () => {
    const refused = await importer(['--dry-run'], { REPORTING_DASHBOARD_EXPORT_API_KEY: 'wrong-key' });
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toMatch(/REPORTING_UNAUTHORIZED: .*API key was refused/);
    const unconfigured = await importer([], { REPORTING_DASHBOARD_EXPORT_URL: undefined });
    expect(unconfigured.code, unconfigured.output).toBe(2);
    expect(unconfigured.output).toMatch(/REPORTING_DASHBOARD_EXPORT_URL and REPORTING_DASHBOARD_EXPORT_API_KEY/);
    const usage = await importer(['--dryrun']);
    expect(usage.code, usage.output).toBe(2);
    expect(usage.output).toMatch(/usage: pnpm import:reporting/);
    expect((await stored()).runs).toHaveLength(2);
  }, 60_000);
});
