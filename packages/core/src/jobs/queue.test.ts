// The durable job queue (pg-boss in the platform's database) on PGlite and, with DATABASE_URL, on PostgreSQL.
import { usesPostgres } from '@center-platform/test-db';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { defineJob, JobPayloadError } from './definitions';
import { type CreateJobQueueOptions, createJobQueue, type JobQueue } from './queue';

const settings = { retryLimit: 0, retryDelay: 1, retryBackoff: true, expireInSeconds: 30 } as const;
const testJobs = {
  echo: defineJob({
    name: 'echo',
    description: 'answers its payload',
    payload: z.strictObject({ n: z.number().int(), tag: z.string().default('plain') }),
    queue: settings,
  }),
  flaky: defineJob({
    name: 'flaky',
    description: 'always fails',
    payload: z.strictObject({ n: z.number().int() }),
    queue: { ...settings, retryLimit: 2 },
  }),
  slow: defineJob({
    name: 'slow',
    description: 'takes its time',
    payload: z.strictObject({ ms: z.number().int() }),
    queue: { ...settings, retryLimit: 1 },
  }),
  probe: defineJob({
    name: 'probe',
    description: 'reads the probe table',
    payload: z.strictObject({ n: z.number().int() }),
    queue: settings,
  }),
  many: defineJob({
    name: 'many',
    description: 'one of many',
    payload: z.strictObject({ n: z.number().int() }),
    queue: settings,
  }),
  beating: defineJob({
    name: 'beating',
    description: 'a long job with a heartbeat',
    payload: z.strictObject({ ms: z.number().int() }),
    queue: { ...settings, retryLimit: 1, heartbeatSeconds: 10 },
  }),
} as const;
type TestJobs = typeof testJobs;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

describe('job queue', () => {
  let handle: DatabaseHandle;
  const open: JobQueue<TestJobs>[] = [];
  type QueueOf = (
    role?: 'producer' | 'worker',
    extra?: Partial<CreateJobQueueOptions<TestJobs>>,
  ) => Promise<JobQueue<TestJobs>>;
  const createQueue: QueueOf = (role = 'worker', extra = {}) =>
    createJobQueue(handle, { role, definitions: testJobs, pollingIntervalSeconds: 0.5, stopTimeoutMs: 5000, ...extra });
  const queueOf: QueueOf = async (role, extra) => {
    const queue = await createQueue(role, extra);
    open.push(queue);
    return queue;
  };
  /** the queues of a test that runs beside others: stopped when it ends (afterEach would stop the others' too) */
  const ownQueues =
    (onTestFinished: TestContext['onTestFinished']): QueueOf =>
    async (role, extra) => {
      const queue = await createQueue(role, extra);
      onTestFinished(() => queue.stop());
      return queue;
    };
  const jobOf = async (queue: JobQueue<TestJobs>, name: keyof TestJobs, id: string) => {
    const [job] = await queue.boss.findJobs<Record<string, unknown>>(name, { id });
    if (!job) throw new Error(`no job ${id}`);
    return job;
  };
  const settled = (queue: JobQueue<TestJobs>, name: keyof TestJobs, id: string) =>
    waitFor(async () => ['completed', 'failed'].includes((await jobOf(queue, name, id)).state), 20_000, `job ${id}`);

  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((queue) => queue.stop()));
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('runs a sent job once and hands the handler the parsed payload', async () => {
    const queue = await queueOf();
    const calls: { payload: unknown; id: string; retryCount: number }[] = [];
    await queue.work('echo', {}, async (payload, job) => {
      calls.push({ payload, id: job.id, retryCount: job.retryCount });
      return { doubled: payload.n * 2 };
    });
    const id = await queue.send('echo', { n: 21 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await settled(queue, 'echo', id ?? '');
    // a further polling round: nothing runs twice
    await sleep(700);
    expect(calls).toEqual([{ payload: { n: 21, tag: 'plain' }, id, retryCount: 0 }]);
    const job = await jobOf(queue, 'echo', id ?? '');
    expect(job.state).toBe('completed');
    expect(job.output).toEqual({ doubled: 42 });
  });

  it('refuses a malformed payload on send and enqueues nothing', async () => {
    const queue = await queueOf('producer');
    const before = (await queue.boss.findJobs('echo')).length;
    await expect(queue.send('echo', { n: 'one' } as never)).rejects.toThrow(JobPayloadError);
    await expect(queue.send('echo', { n: 1, extra: true } as never)).rejects.toThrow(
      /job 'echo': malformed payload: .*extra/,
    );
    await expect(queue.send('nope' as never, {} as never)).rejects.toThrow("unknown job 'nope'");
    expect((await queue.boss.findJobs('echo')).length).toBe(before);
  });

  it('fails a job whose stored payload does not parse for good, without the handler, and keeps working', async () => {
    const queue = await queueOf();
    const seen: unknown[] = [];
    await queue.work('echo', {}, async (payload) => {
      seen.push(payload);
    });
    // a payload that bypassed send (an older release, a hand-written row)
    const bad = await queue.boss.send('echo', { n: 'not a number' }, { retryLimit: 3 });
    const good = await queue.send('echo', { n: 7, tag: 'after' });
    await settled(queue, 'echo', bad ?? '');
    await settled(queue, 'echo', good ?? '');
    const refused = await jobOf(queue, 'echo', bad ?? '');
    expect(refused.state).toBe('failed');
    // no retries although the job allowed 3
    expect(refused.retryCount).toBe(0);
    expect(JSON.stringify(refused.output)).toContain("job 'echo': malformed payload");
    expect((await jobOf(queue, 'echo', good ?? '')).state).toBe('completed');
    expect(seen).toEqual([{ n: 7, tag: 'after' }]);
  });

  it('enqueues inside a Kysely transaction: the job exists only when it commits', async () => {
    const queue = await queueOf('producer');
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await queue.send('echo', { n: 1, tag: 'rolled-back' }, { transaction: trx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const committed = await handle.db
      .transaction()
      .execute((trx) => queue.send('echo', { n: 2, tag: 'committed' }, { transaction: trx }));
    const tags = (await queue.boss.findJobs<{ tag: string }>('echo')).map((job) => job.data.tag);
    expect(tags).toContain('committed');
    expect(tags).not.toContain('rolled-back');
    expect((await jobOf(queue, 'echo', committed ?? '')).state).toBe('created');
  });

  it('a producer does not work jobs; a worker elsewhere runs what it sends', async () => {
    const producer = await queueOf('producer');
    await expect(producer.work('echo', {}, async () => undefined)).rejects.toThrow('producer');
    const worker = await queueOf();
    const seen: number[] = [];
    await worker.work('echo', {}, async (payload) => {
      seen.push(payload.n);
    });
    const id = (await producer.send('echo', { n: 99 })) ?? '';
    await settled(worker, 'echo', id);
    expect(seen).toContain(99);
  });

  it('stops gracefully: a running job finishes before stop() resolves', async () => {
    const queue = await queueOf();
    let finished = false;
    let started = false;
    await queue.work('slow', {}, async (payload) => {
      started = true;
      await sleep(payload.ms);
      finished = true;
    });
    const id = (await queue.send('slow', { ms: 800 })) ?? '';
    await waitFor(() => started, 10_000, 'the slow job to start');
    await queue.stop();
    expect(finished).toBe(true);
    const reader = await queueOf('producer');
    expect((await jobOf(reader, 'slow', id)).state).toBe('completed');
  });

  it('stops after the timeout when a job runs longer, failing it for a retry', async () => {
    const queue = await queueOf();
    let started = false;
    await queue.work('slow', {}, async (payload, job) => {
      started = true;
      await Promise.race([sleep(payload.ms), new Promise((resolve) => job.signal.addEventListener('abort', resolve))]);
    });
    const id = (await queue.send('slow', { ms: 20_000 })) ?? '';
    await waitFor(() => started, 10_000, 'the slow job to start');
    const before = Date.now();
    await queue.stop({ timeoutMs: 1000 });
    expect(Date.now() - before).toBeLessThan(5000);
    const reader = await queueOf('producer');
    const job = await jobOf(reader, 'slow', id);
    // retryLimit 1: the interrupted attempt goes back to the queue
    expect(job.state).toBe('retry');
    expect(JSON.stringify(job.output)).toContain('shut down');
  });

  describe.runIf(!usesPostgres())('on PGlite (one connection shared with Kysely)', () => {
    beforeAll(async () => {
      await sql`create table job_probe (id int primary key)`.execute(handle.db);
    });
    afterEach(async () => {
      await sql`delete from job_probe`.execute(handle.db);
    });

    it('pg-boss waits for an open Kysely transaction instead of running inside it (rollback)', async () => {
      const queue = await queueOf();
      const handled: { n: number; at: number; seen: number }[] = [];
      await queue.work('probe', {}, async (payload) => {
        const { rows } = await sql<{ c: number }>`select count(*)::int as c from job_probe`.execute(handle.db);
        handled.push({ n: payload.n, at: Date.now(), seen: rows[0]?.c ?? -1 });
      });
      let sendDoneAt = 0;
      let transactionEndAt = 0;
      let sending: Promise<string | null> | undefined;
      await expect(
        handle.db.transaction().execute(async (trx) => {
          await sql`insert into job_probe values (1)`.execute(trx);
          // a send from elsewhere in the process while the transaction is open (not inside it)
          sending = queue.send('probe', { n: 1 }).then((id) => {
            sendDoneAt = Date.now();
            return id;
          });
          // meanwhile the worker polls every 0.5 s
          await sleep(1500);
          transactionEndAt = Date.now();
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      const id = (await sending) ?? '';
      // the send waited for the transaction; had it run inside, the rollback would have taken the job with it
      expect(sendDoneAt).toBeGreaterThanOrEqual(transactionEndAt);
      await settled(queue, 'probe', id);
      expect(handled).toHaveLength(1);
      expect(handled[0]?.seen).toBe(0);
      expect(handled[0]?.at).toBeGreaterThanOrEqual(transactionEndAt);
    });

    it('runs a job enqueued inside a transaction after the commit, seeing what the transaction wrote', async () => {
      const queue = await queueOf();
      const handled: { at: number; seen: number }[] = [];
      await queue.work('probe', {}, async () => {
        const { rows } = await sql<{ c: number }>`select count(*)::int as c from job_probe`.execute(handle.db);
        handled.push({ at: Date.now(), seen: rows[0]?.c ?? -1 });
      });
      let committedAt = 0;
      const id = await handle.db.transaction().execute(async (trx) => {
        await sql`insert into job_probe values (2)`.execute(trx);
        const jobId = await queue.send('probe', { n: 2 }, { transaction: trx });
        await sleep(1200);
        committedAt = Date.now();
        return jobId;
      });
      await settled(queue, 'probe', id ?? '');
      expect(handled).toEqual([{ at: expect.any(Number), seen: 1 }]);
      expect(handled[0]?.at).toBeGreaterThanOrEqual(committedAt);
    });

    it('a handler that holds a transaction does not deadlock the queue', async () => {
      const queue = await queueOf();
      const done: number[] = [];
      await queue.work('probe', { localConcurrency: 2 }, async (payload) => {
        await handle.db.transaction().execute(async (trx) => {
          await sql`insert into job_probe values (${payload.n})`.execute(trx);
          await sleep(300);
        });
        done.push(payload.n);
      });
      const ids = await Promise.all([10, 11, 12, 13].map((n) => queue.send('probe', { n })));
      for (const id of ids) await settled(queue, 'probe', id ?? '');
      expect(done.sort()).toEqual([10, 11, 12, 13]);
      const { rows } = await sql<{ c: number }>`select count(*)::int as c from job_probe`.execute(handle.db);
      expect(rows[0]?.c).toBe(4);
    });
  });

  // the tests that wait on pg-boss's timers (a heartbeat of at least 10 s, retry backoff, polling) run side by side
  describe.concurrent('on timers of their own, side by side', () => {
    it("retries the job of a dead worker (its heartbeat stopped) and keeps a live worker's long job (issue 21)", async ({
      expect,
      onTestFinished,
    }) => {
      const queueOf = ownQueues(onTestFinished);
      // the dead worker: it claimed the job and will never refresh its heartbeat
      const dead = await queueOf('producer');
      const deadId = (await dead.send('beating', { ms: 0 })) ?? '';
      const [claimed] = await dead.boss.fetch('beating');
      expect(claimed?.id).toBe(deadId);
      const claimedAt = Date.now();

      const live = await queueOf('worker', { boss: { superviseIntervalSeconds: 1, monitorIntervalSeconds: 1 } });
      expect((await live.boss.getQueue('beating'))?.heartbeatSeconds).toBe(10);
      const runs: { ms: number; retryCount: number; at: number }[] = [];
      await live.work('beating', { localConcurrency: 2 }, async (payload, job) => {
        runs.push({ ms: payload.ms, retryCount: job.retryCount, at: Date.now() });
        await sleep(payload.ms);
      });
      // longer than the heartbeat: work() refreshes it every 5 s, so the monitor leaves the job alone
      const longId = (await live.send('beating', { ms: 13_000 })) ?? '';
      await settled(live, 'beating', deadId);
      await settled(live, 'beating', longId);

      expect(await jobOf(live, 'beating', deadId)).toMatchObject({ state: 'completed', retryCount: 1 });
      const takeover = runs.find((run) => run.ms === 0);
      expect(takeover?.retryCount).toBe(1);
      expect((takeover?.at ?? 0) - claimedAt).toBeGreaterThanOrEqual(10_000);
      expect(await jobOf(live, 'beating', longId)).toMatchObject({ state: 'completed', retryCount: 0 });
      expect(runs.filter((run) => run.ms > 0)).toHaveLength(1);
    }, 60_000);

    it('retries a failing handler with backoff and ends failed after retryLimit', async ({
      expect,
      onTestFinished,
    }) => {
      const queueOf = ownQueues(onTestFinished);
      const queue = await queueOf();
      const attempts: { at: number; retryCount: number }[] = [];
      await queue.work('flaky', {}, async (_payload, job) => {
        attempts.push({ at: Date.now(), retryCount: job.retryCount });
        throw new Error(`attempt ${job.retryCount + 1} broke`);
      });
      const id = (await queue.send('flaky', { n: 1 })) ?? '';
      await settled(queue, 'flaky', id);
      const job = await jobOf(queue, 'flaky', id);
      expect(job.state).toBe('failed');
      expect(job.retryCount).toBe(2);
      expect((job.output as { message?: string }).message).toBe('attempt 3 broke');
      // retryLimit 2: the first attempt and two retries
      expect(attempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
      // backoff from retryDelay 1 s: 1-2 s before the first retry, 2-4 s before the second (plus polling)
      const [a, b, c] = attempts.map((x) => x.at) as [number, number, number];
      expect(b - a).toBeGreaterThanOrEqual(950);
      expect(c - b).toBeGreaterThanOrEqual(1950);
      await sleep(700);
      expect(attempts).toHaveLength(3);
    });

    it.runIf(usesPostgres())(
      'wakes the worker of another pg-boss instance when a job is sent, long before its next poll',
      async ({ expect, onTestFinished }) => {
        const queueOf = ownQueues(onTestFinished);
        const worker = await queueOf('worker', { pollingIntervalSeconds: 10 });
        const ran: number[] = [];
        await worker.work('echo', {}, async () => {
          ran.push(Date.now());
        });
        // past the poll that work() makes at once: the next one is 10 s away
        await sleep(300);
        const producer = await queueOf('producer');
        const sentAt = Date.now();
        const id = (await producer.send('echo', { n: 1 })) ?? '';
        await settled(producer, 'echo', id);
        expect(ran).toHaveLength(1);
        expect((ran[0] ?? Infinity) - sentAt).toBeLessThan(2_000);
      },
    );

    it.runIf(usesPostgres())(
      'two worker processes (two pg-boss instances, pools of their own) handle each of 50 jobs exactly once',
      async ({ expect, onTestFinished }) => {
        const queueOf = ownQueues(onTestFinished);
        const producer = await queueOf('producer');
        const ids = await Promise.all(Array.from({ length: 50 }, (_, n) => producer.send('many', { n })));
        expect(new Set(ids).size).toBe(50);

        const handledBy = new Map<string, string[]>();
        const workerA = await queueOf('worker', { maxConnections: 3 });
        const workerB = await queueOf('worker', { maxConnections: 3 });
        expect(workerA.boss).not.toBe(workerB.boss);
        const handler = (who: string) => async (_payload: unknown, job: { id: string }) => {
          handledBy.set(job.id, [...(handledBy.get(job.id) ?? []), who]);
          await sleep(20 + Math.random() * 40);
        };
        await Promise.all([
          workerA.work('many', { localConcurrency: 3 }, handler('a')),
          workerB.work('many', { localConcurrency: 3 }, handler('b')),
        ]);
        await waitFor(
          async () => {
            const rows = await producer.boss.findJobs('many');
            return rows.filter((job) => job.state === 'completed').length === 50;
          },
          25_000,
          '50 completed jobs',
        );
        // one more polling round for a late duplicate
        await sleep(800);
        expect([...handledBy.keys()].sort()).toEqual([...ids].sort());
        const twice = [...handledBy.entries()].filter(([, by]) => by.length !== 1);
        expect(twice).toEqual([]);
        const counts = { a: 0, b: 0 };
        for (const [who] of handledBy.values()) counts[who as 'a' | 'b']++;
        expect(counts.a + counts.b).toBe(50);
        expect(counts.a).toBeGreaterThan(0);
        expect(counts.b).toBeGreaterThan(0);
      },
    );
  });
});
