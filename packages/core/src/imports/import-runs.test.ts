// Issue 21 (dead workers): an import run whose runner is gone (a killed worker or CLI: no heartbeat for a minute)
// shows `interrupted`, no longer blocks a new import of its center, and is resumed under a new job; an earlier job
// of the run that still comes along does nothing, and a runner whose run was taken away stops without writing.
// A killed worker is played by a runner that stops its heartbeat without ending the run (`close()`), and the
// minute without a heartbeat by moving the run's `updated_at` back.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LegacyPlatform, startLegacyPlatform } from '@center-platform/stand-ins';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { interruptedRun } from '../cli/import-cli';
import type { DatabaseHandle } from '../db/database';
import { createLocalMediaStorage } from '../media/local-storage';
import type { MediaStorage } from '../media/storage';
import { openTestDatabase } from '../testing/test-database';
import {
  createImportRun,
  getImportRun,
  ImportRunLostError,
  listImportRuns,
  RUN_HEARTBEAT_MS,
  RUN_INTERRUPTED_AFTER_SECONDS,
  resumeImportRun,
} from './import-runs';
import { runLegacyImport } from './legacy/run-legacy-import';
import { beginImportRun, type RunningImport } from './running-import';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('import runs whose runner is gone (issue 21)', () => {
  let handle: DatabaseHandle;
  let legacy: LegacyPlatform;
  let storage: MediaStorage;
  let mediaDir: string;
  let centers = 0;

  const db = () => handle.db;
  const newCenter = async () => {
    centers++;
    return (
      await db()
        .insertInto('centers')
        .values({ name: `Dead Worker ${centers}`, slug: `dead-worker-${centers}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  };
  /** a legacy run queued as job `jobId` (the id pg-boss would answer) */
  const queue = (targetCenterId: string, jobId = `job-${targetCenterId}`) =>
    createImportRun(
      db(),
      { kind: 'legacy', sourceRef: '42', targetCenterId, options: {}, createdByUserId: null },
      async () => jobId,
    );
  /** the job's worker starts the run, then is killed: its heartbeat stops, the run stays `running` */
  const startAndKill = async (runId: string, jobId: string) => {
    const begun = await beginImportRun(db(), runId, { jobId });
    if ('ended' in begun) throw new Error(`run ${runId} did not start`);
    begun.close();
    return begun;
  };
  /** the minute without a heartbeat */
  const ageHeartbeat = (runId: string, seconds = RUN_INTERRUPTED_AFTER_SECONDS + 1) =>
    db()
      .updateTable('importRuns')
      .set({ updatedAt: sql`now() - ${sql.raw(String(seconds))} * interval '1 second'` })
      .where('id', '=', runId)
      .execute();
  const statusOf = async (runId: string) => (await getImportRun(db(), runId))?.status;
  const storedStatusOf = async (runId: string) =>
    (await db().selectFrom('importRuns').select('status').where('id', '=', runId).executeTakeFirstOrThrow()).status;
  const importWith = (runId: string, jobId?: string) =>
    runLegacyImport({ db: db(), storage, legacyBaseUrl: legacy.url, ...(jobId ? { jobId } : {}) }, runId);

  beforeAll(async () => {
    handle = await openTestDatabase();
    legacy = await startLegacyPlatform();
    mediaDir = await mkdtemp(path.join(tmpdir(), 'cp-import-runs-'));
    storage = createLocalMediaStorage(mediaDir);
  }, 60_000);

  afterAll(async () => {
    await legacy?.close();
    await handle?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  }, 30_000);

  it('a run whose job died shows interrupted after a minute without a heartbeat, not before', async () => {
    const centerId = await newCenter();
    const run = await queue(centerId);
    await startAndKill(run.id, `job-${centerId}`);
    expect(await statusOf(run.id)).toBe('running');
    await ageHeartbeat(run.id, RUN_INTERRUPTED_AFTER_SECONDS - 5);
    expect(await statusOf(run.id)).toBe('running');
    await ageHeartbeat(run.id);
    expect(await statusOf(run.id)).toBe('interrupted');
    expect((await listImportRuns(db(), 'legacy')).find((r) => r.id === run.id)?.status).toBe('interrupted');
    // shown so; stored `running` until something needs its place
    expect(await storedStatusOf(run.id)).toBe('running');
  }, 30_000);

  it('a live run blocks a new import of its center (409); an interrupted one does not', async () => {
    const centerId = await newCenter();
    const dead = await queue(centerId);
    await startAndKill(dead.id, `job-${centerId}`);
    await expect(queue(centerId, 'job-new')).rejects.toMatchObject({ kind: 'conflict', code: 'IMPORT_ALREADY_ACTIVE' });

    await ageHeartbeat(dead.id);
    const next = await queue(centerId, 'job-new');
    expect(next.status).toBe('queued');
    expect(await storedStatusOf(dead.id)).toBe('interrupted');

    // the dead run's job, retried by another worker, finds it set aside and leaves it (no request upstream)
    const requests = legacy.requests.length;
    const retried = await importWith(dead.id, `job-${centerId}`);
    expect(retried.status).toBe('interrupted');
    expect(legacy.requests.length).toBe(requests);
    // while the new run is active, the interrupted one cannot be resumed beside it
    await expect(resumeImportRun(db(), 'legacy', { runId: dead.id }, async () => null)).rejects.toMatchObject({
      kind: 'conflict',
      code: 'IMPORT_ALREADY_ACTIVE',
    });
    expect(await statusOf(dead.id)).toBe('interrupted');

    const done = await importWith(next.id, 'job-new');
    expect(done.status, JSON.stringify(done.errors)).toBe('succeeded');
  }, 60_000);

  it('an interrupted run is resumed under a new job and completes; its earlier job does nothing', async () => {
    const centerId = await newCenter();
    const run = await queue(centerId);
    await startAndKill(run.id, `job-${centerId}`);
    await ageHeartbeat(run.id);

    const sent: { runId: string; jobId: string }[] = [];
    const resumed = await resumeImportRun(db(), 'legacy', { runId: run.id }, async (runId, jobId) => {
      sent.push({ runId, jobId });
      return jobId;
    });
    expect(resumed).toMatchObject({ id: run.id, status: 'queued', finishedAt: null });
    expect(sent).toEqual([{ runId: run.id, jobId: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    const newJob = sent[0]?.jobId ?? '';
    expect(
      (await db().selectFrom('importRuns').select('jobId').where('id', '=', run.id).executeTakeFirstOrThrow()).jobId,
    ).toBe(newJob);
    // resumed: it blocks its center again
    await expect(queue(centerId, 'job-other')).rejects.toMatchObject({ code: 'IMPORT_ALREADY_ACTIVE' });

    // the killed worker's job, retried after all, is no longer the run's job
    const stale = await importWith(run.id, `job-${centerId}`);
    expect(stale.status).toBe('queued');

    const done = await importWith(run.id, newJob);
    expect(done.status, JSON.stringify(done.errors)).toBe('succeeded');
    expect(done.counts).toMatchObject({ shops: { created: 24, failed: 0 } });
    const shops = await db().selectFrom('shops').select('legacyId').where('centerId', '=', centerId).execute();
    expect(new Set(shops.map((s) => s.legacyId)).size).toBe(shops.length);
    expect(shops.filter((s) => s.legacyId !== null)).toHaveLength(24);
  }, 60_000);

  it('the same job, retried after its worker died, takes the running run over (no resume needed)', async () => {
    const centerId = await newCenter();
    const run = await queue(centerId);
    await startAndKill(run.id, `job-${centerId}`);
    const done = await importWith(run.id, `job-${centerId}`);
    expect(done.status, JSON.stringify(done.errors)).toBe('succeeded');
  }, 60_000);

  it('resume refuses an unknown run (404), a malformed id (400) and a run that is not interrupted (409)', async () => {
    const enqueue = vi.fn(async () => 'never');
    const resume = (runId: string) => resumeImportRun(db(), 'legacy', { runId }, enqueue);
    await expect(resume(UNKNOWN_UUID)).rejects.toMatchObject({ kind: 'not_found', code: 'NOT_FOUND' });
    await expect(resume('not-a-uuid')).rejects.toMatchObject({ kind: 'invalid', code: 'INVALID_INPUT' });

    const centerId = await newCenter();
    const run = await queue(centerId);
    await expect(resume(run.id)).rejects.toMatchObject({ kind: 'conflict', code: 'IMPORT_NOT_INTERRUPTED' });
    const live = await startAndKill(run.id, `job-${centerId}`);
    await expect(resume(run.id)).rejects.toMatchObject({ code: 'IMPORT_NOT_INTERRUPTED' });
    await live.finish('succeeded', {});
    await ageHeartbeat(run.id);
    await expect(resume(run.id)).rejects.toMatchObject({ code: 'IMPORT_NOT_INTERRUPTED' });
    expect(await statusOf(run.id)).toBe('succeeded');
    // a run of the other kind is unknown to this one
    await expect(resumeImportRun(db(), 'reporting', { runId: run.id }, enqueue)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(enqueue).not.toHaveBeenCalled();
  }, 30_000);

  it("the CLI's --resume resumes an interrupted run with the same function (no job); the earlier job is fenced out", async () => {
    const centerId = await newCenter();
    const run = await queue(centerId);
    await startAndKill(run.id, `job-${centerId}`);
    await ageHeartbeat(run.id);
    await queue(centerId, 'job-newer').then((newer) =>
      db().updateTable('importRuns').set({ status: 'succeeded' }).where('id', '=', newer.id).execute(),
    );
    expect(await storedStatusOf(run.id)).toBe('interrupted');
    expect(await interruptedRun(db(), 'legacy', run.id)).toMatchObject({ id: run.id, status: 'queued' });
    expect((await importWith(run.id, `job-${centerId}`)).status).toBe('queued');
    const done = await importWith(run.id);
    expect(done.status, JSON.stringify(done.errors)).toBe('succeeded');
  }, 60_000);

  it('the answer of a start and of a resume is the run as queued, even when its worker starts it before the answer is sent', async () => {
    const workerStarts = async (runId: string, jobId = `job-${runId}`) => {
      await db().updateTable('importRuns').set({ status: 'running' }).where('id', '=', runId).execute();
      return jobId;
    };
    const centerId = await newCenter();
    const run = await createImportRun(
      db(),
      { kind: 'legacy', sourceRef: '42', targetCenterId: centerId, options: {}, createdByUserId: null },
      workerStarts,
    );
    expect(run).toMatchObject({ status: 'queued' });
    expect(await statusOf(run.id)).toBe('running');

    await ageHeartbeat(run.id);
    const resumed = await resumeImportRun(db(), 'legacy', { runId: run.id }, workerStarts);
    expect(resumed).toMatchObject({ id: run.id, status: 'queued' });
    expect(await statusOf(run.id)).toBe('running');
  }, 30_000);

  it('a failed enqueue leaves the run interrupted, and resumable', async () => {
    const centerId = await newCenter();
    const run = await queue(centerId);
    await startAndKill(run.id, `job-${centerId}`);
    await ageHeartbeat(run.id);
    await expect(
      resumeImportRun(db(), 'legacy', { runId: run.id }, async () => {
        throw new Error('queue down');
      }),
    ).rejects.toThrow('queue down');
    expect(await statusOf(run.id)).toBe('interrupted');
    expect(await resumeImportRun(db(), 'legacy', { runId: run.id }, async (_, jobId) => jobId)).toMatchObject({
      status: 'queued',
    });
  }, 30_000);

  it('a runner whose run was set aside stops at its next progress save and writes nothing more', async () => {
    const centerId = await newCenter();
    const run = await queue(centerId);
    const begun = (await beginImportRun(db(), run.id, { jobId: `job-${centerId}` })) as RunningImport;
    try {
      await begun.saveProgress(1, 2, () => ({ progress: { read: '/shops' }, counts: {}, warnings: [] }));
      await ageHeartbeat(run.id);
      await queue(centerId, 'job-next');
      await expect(
        begun.saveProgress(2, 2, () => ({ progress: { read: '/shops' }, counts: {}, warnings: [] })),
      ).rejects.toThrow(ImportRunLostError);
      const answer = await begun.finish('succeeded', { errors: [] });
      expect(answer.status).toBe('interrupted');
      expect(answer.finishedAt).toBeNull();
    } finally {
      begun.close();
    }
  }, 30_000);

  it('a job runner whose claim ended (its signal) gives the run up without writing; the retry takes it over', async () => {
    const centerId = await newCenter();
    const run = await queue(centerId);
    const claim = new AbortController();
    const begun = (await beginImportRun(db(), run.id, {
      jobId: `job-${centerId}`,
      signal: claim.signal,
    })) as RunningImport;
    claim.abort();
    expect(() => begun.assertHeld()).toThrow(ImportRunLostError);
    expect((await begun.finish('failed', { errors: ['should not land'] })).status).toBe('running');
    const done = await importWith(run.id, `job-${centerId}`);
    expect(done.status).toBe('succeeded');
    expect(done.errors).toEqual([]);
  }, 60_000);

  it(`the runner refreshes the heartbeat every ${RUN_HEARTBEAT_MS / 1000} s, so a long step is not interrupted`, async () => {
    const centerId = await newCenter();
    const run = await queue(centerId);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let begun: RunningImport | undefined;
    try {
      begun = (await beginImportRun(db(), run.id, { jobId: `job-${centerId}` })) as RunningImport;
      await ageHeartbeat(run.id);
      expect(await statusOf(run.id)).toBe('interrupted');
      vi.advanceTimersByTime(RUN_HEARTBEAT_MS);
      for (let i = 0; i < 200 && (await statusOf(run.id)) !== 'running'; i++) await sleep(10);
      expect(await statusOf(run.id)).toBe('running');
    } finally {
      begun?.close();
      vi.useRealTimers();
    }
  }, 30_000);

  it('a reporting run (no target center) whose runner is gone does not block the next reporting run', async () => {
    const reporting = (jobId: string) =>
      createImportRun(
        db(),
        {
          kind: 'reporting',
          sourceRef: 'https://export.test',
          targetCenterId: null,
          options: {},
          createdByUserId: null,
        },
        async () => jobId,
      );
    const dead = await reporting('job-r1');
    await startAndKill(dead.id, 'job-r1');
    await expect(reporting('job-r2')).rejects.toMatchObject({ code: 'IMPORT_ALREADY_ACTIVE' });
    await ageHeartbeat(dead.id);
    expect((await reporting('job-r2')).status).toBe('queued');
    expect(await statusOf(dead.id)).toBe('interrupted');
  }, 30_000);
});
