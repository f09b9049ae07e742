// The worker process: refuses the embedded database, and media in the default local folder the API processes cannot
// read (issue 21.6); on PostgreSQL with a shared MEDIA_DIR it migrates, works the queues (a job sent from another
// process runs) and stops cleanly on SIGTERM. The process tests run the built entry (`pnpm build` first).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, sharedMediaProblem } from '@center-platform/core/config';
import { createDatabase } from '@center-platform/core/db';
import { createJobQueue } from '@center-platform/core/jobs';
import { createLogger } from '@center-platform/core/logging';
import { BUILD_WAIT_MS, untilBuilt } from '@center-platform/core/testing';
import { provisionTestDatabase, usesPostgres } from '@center-platform/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_DATABASE_REFUSAL, EmbeddedDatabaseError, startWorker, UnsharedMediaError } from './worker';

// runs what the build of `pnpm test` makes
beforeAll(untilBuilt, BUILD_WAIT_MS);

const entry = join(import.meta.dirname, '../dist/main.js');
const dataDir = mkdtempSync(join(tmpdir(), 'cp-worker-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }), 10_000);

function run(env: Record<string, string | undefined>) {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`pnpm build\` first`);
  const { DATABASE_URL: _, ...rest } = process.env;
  const child: ChildProcess = spawn(process.execPath, [entry], { env: { ...rest, ...env }, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (pattern.test(output)) {
          clearInterval(timer);
          resolve();
        } else if (Date.now() > deadline) {
          clearInterval(timer);
          reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`));
        }
      }, 50);
      const deadline = Date.now() + timeoutMs;
      exited.then(() => {
        clearInterval(timer);
        if (!pattern.test(output)) reject(new Error(`exited before ${pattern}:\n${output}`));
      });
    });
  return { child, output: () => output, exited, waitFor };
}

describe('the worker', () => {
  it('refuses the embedded database before opening it', async () => {
    const config = loadConfig({ DATA_DIR: join(dataDir, 'in-process') });
    await expect(startWorker({ config, logger: createLogger({ level: 'silent' }) })).rejects.toThrow(
      EmbeddedDatabaseError,
    );
    expect(existsSync(join(dataDir, 'in-process'))).toBe(false);
  }, 10_000);

  it('as a process: prints one line and exits 1 without DATABASE_URL', async () => {
    const p = run({ DATA_DIR: join(dataDir, 'process') });
    expect(await p.exited).toBe(1);
    expect(p.output().trim()).toBe(EMBEDDED_DATABASE_REFUSAL);
    expect(existsSync(join(dataDir, 'process')) && readdirSync(join(dataDir, 'process')).length).toBeFalsy();
  }, 30_000);

  it('as a process: names a malformed variable and exits 1', async () => {
    const p = run({ DATABASE_URL: 'mysql://nope' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('DATABASE_URL');
  }, 30_000);

  // a PostgreSQL server nobody listens on: the refusal comes before any connection (one would fail otherwise)
  const UNREACHABLE_DATABASE = 'postgres://postgres@127.0.0.1:9/center';

  it('refuses media in the default local folder before opening the database', async () => {
    const config = loadConfig({ DATABASE_URL: UNREACHABLE_DATABASE, DATA_DIR: join(dataDir, 'unshared') });
    const refused = startWorker({ config, logger: createLogger({ level: 'silent' }) });
    await expect(refused).rejects.toThrow(UnsharedMediaError);
    await expect(refused).rejects.toThrow(/MEDIA_STORAGE=s3, or MEDIA_DIR/);
  }, 10_000);

  it('as a process on PostgreSQL: prints one line naming MEDIA_STORAGE and MEDIA_DIR and exits 1 with the default media folder', async () => {
    const env = { DATABASE_URL: UNREACHABLE_DATABASE, DATA_DIR: join(dataDir, 'unshared-process') };
    const p = run(env);
    expect(await p.exited).toBe(1);
    const refusal = sharedMediaProblem(loadConfig(env), 'worker')?.message ?? '';
    expect(refusal).toMatch(/MEDIA_STORAGE.*MEDIA_DIR/);
    expect(p.output().trim()).toBe(refusal);
    expect(existsSync(join(dataDir, 'unshared-process'))).toBe(false);
  }, 30_000);

  it.runIf(usesPostgres())(
    'as a process on PostgreSQL with MEDIA_DIR set: migrates, runs a job sent from elsewhere, stops on SIGTERM',
    async () => {
      const database = await provisionTestDatabase();
      try {
        if (database.target.kind !== 'postgres') throw new Error('expected PostgreSQL');
        // MEDIA_DIR set: the operator says every process shares the folder (S3 would do as well)
        const p = run({
          DATABASE_URL: database.target.url,
          MEDIA_DIR: join(dataDir, 'shared-media'),
          LOG_LEVEL: 'info',
          APP_BASE_URL: 'http://worker.test',
        });
        await p.waitFor(/"msg":"worker started"/);

        // another process (an API process) enqueues; the worker process runs it
        const handle = createDatabase(database.target);
        const producer = await createJobQueue(handle, { role: 'producer' });
        try {
          const id = (await producer.send('email-digest', {})) ?? '';
          let state = '';
          for (let i = 0; i < 300 && state !== 'completed'; i++) {
            state = (await producer.boss.findJobs('email-digest', { id }))[0]?.state ?? '';
            if (state !== 'completed') await new Promise((resolve) => setTimeout(resolve, 50));
          }
          expect(state).toBe('completed');
        } finally {
          await producer.stop();
          await handle.close();
        }

        p.child.kill('SIGTERM');
        expect(await p.exited).toBe(0);
        expect(p.output()).toContain('"msg":"worker stopped"');
      } finally {
        await database.drop();
      }
    },
    120_000,
  );
});
