// Issue 21 (dead workers), on PostgreSQL: two worker processes (the built entry) share the queues; the one that took
// a legacy import is killed (SIGKILL) while it imports. Its job's heartbeat stops, the other worker's monitor fails
// the attempt and the other worker's retry takes the run over and completes it: within two minutes, without
// duplicates. The measured takeover (from the kill to the retry's start) is printed.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type DatabaseTarget, migrateToLatest } from '@center-platform/core/db';
import { requestLegacyImport } from '@center-platform/core/imports';
import { createJobQueue } from '@center-platform/core/jobs';
import type { LegacyPlatform } from '@center-platform/stand-ins';
import { provisionTestDatabase, type TestDatabase, usesPostgres } from '@center-platform/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KILLABLE_LEGACY_SOURCE, startKillableLegacyPlatform, withDatabase } from '../src/testing/worker-tests';

const entry = join(import.meta.dirname, '../dist/main.js');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface WorkerProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
  /** the log lines of this process, parsed (pino JSON, one a line) */
  lines(): Record<string, unknown>[];
}

describe.skipIf(!usesPostgres())('a worker killed during a legacy import (PostgreSQL)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cp-takeover-'));
  let provisioned: TestDatabase;
  let target: DatabaseTarget;
  let legacy: LegacyPlatform;
  let env: Record<string, string>;
  let centerId: string;
  const workers: WorkerProcess[] = [];

  function startWorker(name: string): WorkerProcess {
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`pnpm build\` first`);
    const child = spawn(process.execPath, [entry], { env, stdio: 'pipe' });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const lines = () =>
      output.split('\n').flatMap((line) => {
        try {
          return line.startsWith('{') ? [JSON.parse(line) as Record<string, unknown>] : [];
        } catch {
          return [];
        }
      });
    const worker = { name, child, exited, output: () => output, lines };
    workers.push(worker);
    return worker;
  }

  /** Waits until `check` answers a value (polling every 20 ms), or fails after `timeoutMs`. */
  async function until<T>(what: string, timeoutMs: number, check: () => T | undefined | Promise<T | undefined>) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value !== undefined && value !== false) return value;
      if (Date.now() > deadline) {
        const logs = workers.map((w) => `--- ${w.name}\n${w.output().slice(-4000)}`).join('\n');
        throw new Error(`no ${what} within ${timeoutMs} ms\n${logs}`);
      }
      await sleep(20);
    }
  }

  /** the `legacy-import` attempts a worker started (its `job started` log lines) */
  const importAttempts = (worker: WorkerProcess) =>
    worker.lines().filter((line) => line.msg === 'job started' && line.job === 'legacy-import');

  beforeAll(async () => {
    legacy = await startKillableLegacyPlatform();
    provisioned = await provisionTestDatabase({ migrated: true });
    target = provisioned.target;
    const { DATABASE_URL: _, ...rest } = process.env;
    env = {
      ...(rest as Record<string, string>),
      ...provisioned.env,
      MEDIA_DIR: join(dir, 'media'),
      LEGACY_PLATFORM_URL: legacy.url,
      // `job started` (with the job id and attempt) is a debug line
      LOG_LEVEL: 'debug',
      APP_BASE_URL: 'http://worker.test',
    };
    centerId = await withDatabase(target, async (db) => {
      await migrateToLatest(db);
      return (
        await db
          .insertInto('centers')
          .values({ name: 'Takeover', slug: 'takeover' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    });
  }, 120_000);

  afterAll(async () => {
    for (const worker of workers)
      if (worker.child.exitCode === null && worker.child.signalCode === null) {
        worker.child.kill('SIGTERM');
      }
    await Promise.all(
      workers.map((worker) => Promise.race([worker.exited, sleep(40_000).then(() => worker.child.kill('SIGKILL'))])),
    );
    await legacy?.close();
    await provisioned?.drop();
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it('the other worker takes the job over and completes the run within two minutes, without duplicates', async () => {
    const first = startWorker('worker A');
    const second = startWorker('worker B');
    for (const worker of [first, second]) {
      await until(`${worker.name} started`, 60_000, () => worker.output().includes('"msg":"worker started"'));
    }

    // an API process queues the import
    const handle = createDatabase(target);
    const producer = await createJobQueue(handle, { role: 'producer' });
    let runId: string;
    try {
      const run = await requestLegacyImport(
        handle.db,
        { sourceCenterId: KILLABLE_LEGACY_SOURCE, targetCenterId: centerId },
        null,
        (id) => producer.send('legacy-import', { runId: id }),
      );
      runId = run.id;
    } finally {
      await producer.stop();
      await handle.close();
    }

    // the worker that took it is killed once it is well inside the shops (their images are being fetched)
    const taker = await until('a worker taking the import', 30_000, () =>
      [first, second].find((worker) => importAttempts(worker).length > 0),
    );
    const other = taker === first ? second : first;
    await until('the import inside the shops', 60_000, () => {
      if (taker.child.exitCode !== null) throw new Error(`${taker.name} ended before the kill:\n${taker.output()}`);
      return legacy.requests.filter((r) => r.path.startsWith('/media/img/')).length >= 150;
    });
    const [killedAttempt] = importAttempts(taker);
    taker.child.kill('SIGKILL');
    const killedAt = Date.now();
    await taker.exited;
    const partial = await withDatabase(target, (db) =>
      db.selectFrom('shops').select('id').where('centerId', '=', centerId).execute(),
    );
    expect(partial.length).toBeLessThan(300);
    expect(
      await withDatabase(target, (db) =>
        db.selectFrom('importRuns').select('status').where('id', '=', runId).executeTakeFirstOrThrow(),
      ),
    ).toEqual({ status: 'running' });

    // the other worker's monitor finds the heartbeat stale, the retry runs there
    const retried = await until('the takeover by the other worker', 120_000, () => importAttempts(other)[0]);
    const takeoverMs = Date.now() - killedAt;
    expect(retried).toMatchObject({ jobId: killedAttempt?.jobId, attempt: 2 });

    const ended = await until('the run to end', Math.max(120_000 - (Date.now() - killedAt), 1_000), async () => {
      const run = await withDatabase(target, (db) =>
        db
          .selectFrom('importRuns')
          .select(['status', 'errors', 'jobId'])
          .where('id', '=', runId)
          .executeTakeFirstOrThrow(),
      );
      return ['succeeded', 'failed'].includes(run.status) ? run : undefined;
    });
    const endedMs = Date.now() - killedAt;
    console.info(
      `dead worker takeover: the retry started ${(takeoverMs / 1000).toFixed(1)} s after the SIGKILL, ` +
        `the run ${ended.status} ${(endedMs / 1000).toFixed(1)} s after it`,
    );
    expect(ended.status, JSON.stringify(ended.errors)).toBe('succeeded');
    expect(endedMs).toBeLessThan(120_000);
    expect(ended.jobId).toBe(killedAttempt?.jobId);

    await withDatabase(target, async (db) => {
      const shops = await db
        .selectFrom('shops')
        .select(['legacyId', 'logo'])
        .where('centerId', '=', centerId)
        .execute();
      expect(shops).toHaveLength(300);
      expect(new Set(shops.map((s) => s.legacyId)).size).toBe(300);
      expect(shops.every((s) => s.logo)).toBe(true);
      const news = await db.selectFrom('news').select('legacyId').where('centerId', '=', centerId).execute();
      expect(new Set(news.map((n) => n.legacyId)).size).toBe(news.length);
      // one run, one job: the retry was the same job's second attempt, which completed
      expect(await db.selectFrom('importRuns').select('id').execute()).toHaveLength(1);
    });
    const reader = createDatabase(target);
    const queue = await createJobQueue(reader, { role: 'producer' });
    try {
      const jobs = await queue.boss.findJobs('legacy-import');
      expect(jobs.map((job) => ({ id: job.id, state: job.state, retryCount: job.retryCount }))).toEqual([
        { id: killedAttempt?.jobId, state: 'completed', retryCount: 1 },
      ]);
    } finally {
      await queue.stop();
      await reader.close();
    }
    // the surviving worker is still up
    expect(other.child.exitCode).toBeNull();
  }, 240_000);
});
