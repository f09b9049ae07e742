// The job workers of `pnpm start`: in the server process on PGlite (always) and on PostgreSQL (unless
// RUN_JOB_WORKERS=false, when the process only enqueues for apps/worker); stopped before the database closes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@center-platform/core/config';
import { createLogger } from '@center-platform/core/logging';
import { BUILD_WAIT_MS, untilBuilt } from '@center-platform/core/testing';
import { provisionTestDatabase, type TestDatabase } from '@center-platform/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform } from './start';

// runs what the build of `pnpm test` makes
beforeAll(untilBuilt, BUILD_WAIT_MS);

describe('startPlatform and the job workers', () => {
  let dataDir: string;
  let database: TestDatabase;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cp-start-jobs-'));
    database = await provisionTestDatabase({ migrated: true });
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const config = (env: Record<string, string> = {}) =>
    loadConfig({
      PORT: '0',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      // PostgreSQL, or PGlite in a copy of the migrated template's folder
      ...database.env,
      ...env,
    });
  const logger = createLogger({ level: 'silent' });

  it('runs the job workers in the server process and stops them with it', async () => {
    // RUN_JOB_WORKERS=false is ignored on PGlite: nobody else may open its data folder
    const platform = await startPlatform({ config: config({ RUN_JOB_WORKERS: 'false' }), logger });
    const inProcess = database.target.kind === 'pglite';
    try {
      expect(platform.jobs.role).toBe(inProcess ? 'worker' : 'producer');
      // only workers register the schedules (this fresh database has seen none on PostgreSQL)
      const schedules = (await platform.jobs.boss.getSchedules()).map((s) => s.name).sort();
      expect(schedules).toEqual(
        inProcess
          ? ['client-reports', 'content-changes-prune', 'email-digest', 'plugin-sync-sweep', 'webhook-dispatch']
          : [],
      );
    } finally {
      await platform.stop();
    }
  });

  it('runs a job sent through the platform queue in the same process (RUN_JOB_WORKERS default)', async () => {
    const platform = await startPlatform({ config: config(), logger });
    try {
      expect(platform.jobs.role).toBe('worker');
      const id = (await platform.jobs.send('email-digest', {})) ?? '';
      let state = '';
      for (let i = 0; i < 300 && state !== 'completed'; i++) {
        state = (await platform.jobs.boss.findJobs('email-digest', { id }))[0]?.state ?? '';
        if (state !== 'completed') await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(state).toBe('completed');
    } finally {
      await platform.stop();
    }
  });
});
