// The job workers of a process: every definition worked with its handler, the hourly digest scheduled and run.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import { json } from '../db/json';
import { createLogger } from '../logging/logger';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { openTestDatabase } from '../testing/test-database';
import { JOB_DEFINITIONS, type JobName, LONG_JOB_HEARTBEAT_SECONDS } from './definitions';
import { type JobWorkers, startJobWorkers } from './workers';

/** 2026-01-15 07:30 UTC: 08:30 in Berlin, a digest hour */
const WINTER_8 = new Date('2026-01-15T07:30:00Z');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startJobWorkers', () => {
  let handle: DatabaseHandle;
  let workers: JobWorkers | undefined;
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      sent.push(message);
      return { ok: true, messageId: `m${sent.length}` };
    },
    sendBatch: async (messages) => {
      sent.push(...messages);
      return messages.map((_, i) => ({ ok: true as const, messageId: `b${i}` }));
    },
  };
  const config = loadConfig({ APP_BASE_URL: 'https://dashboard.example.test' });
  const logger = createLogger({ level: 'silent' });
  const start = (extra: Partial<Parameters<typeof startJobWorkers>[0]> = {}) =>
    startJobWorkers({
      database: handle,
      config,
      logger,
      mailer,
      now: () => WINTER_8,
      queue: { pollingIntervalSeconds: 0.5, stopTimeoutMs: 5000 },
      ...extra,
    });
  const settled = async (workersOf: JobWorkers, name: string, id: string) => {
    for (let i = 0; i < 400; i++) {
      const [job] = await workersOf.queue.boss.findJobs<object>(name, { id });
      if (job && ['completed', 'failed'].includes(job.state)) return job;
      await sleep(25);
    }
    throw new Error(`job ${id} did not settle`);
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterEach(async () => {
    await workers?.stop();
    workers = undefined;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('creates a queue for every definition and schedules the hourly digest', async () => {
    workers = await start();
    const queues = (await workers.queue.boss.getQueues()).map((q) => q.name);
    expect(queues).toEqual(expect.arrayContaining(Object.keys(JOB_DEFINITIONS)));
    const digest = await workers.queue.boss.getQueue('email-digest');
    expect(digest).toMatchObject({ retryLimit: 3, retryBackoff: true, expireInSeconds: 1800 });
    // issue 21: the long queues carry a heartbeat (a dead worker's job is retried within about a minute)
    for (const name of Object.keys(JOB_DEFINITIONS)) {
      const { heartbeatSeconds } = (await workers.queue.boss.getQueue(name)) ?? {};
      expect(heartbeatSeconds ?? null, name).toBe(JOB_DEFINITIONS[name as JobName].queue.heartbeatSeconds ?? null);
    }
    expect(
      Object.values(JOB_DEFINITIONS)
        .filter((d) => d.queue.heartbeatSeconds === LONG_JOB_HEARTBEAT_SECONDS)
        .map((d) => d.name)
        .sort(),
    ).toEqual(['client-reports', 'email-digest', 'legacy-import', 'plugin-sync', 'reporting-import']);
    const schedules = await workers.queue.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual([
      ['client-reports', '0 6 2 * *'],
      ['content-changes-prune', '17 * * * *'],
      ['email-digest', '0 * * * *'],
      ['plugin-sync-sweep', '*/15 * * * *'],
      ['webhook-dispatch', '* * * * *'],
    ]);
  });

  it('starting again (a second process, a restart) keeps one schedule per job', async () => {
    workers = await start();
    const second = await start();
    try {
      expect((await second.queue.boss.getSchedules()).filter((s) => s.name === 'email-digest')).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });

  it('runs the digest job: runEmailDigest with the platform services, at most one digest per user and day', async () => {
    const center = await handle.db
      .insertInto('centers')
      .values({ name: 'Jobs Center', slug: 'jobs-center' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await handle.db
      .insertInto('users')
      .values({
        email: 'digest@example.com',
        name: 'Digest Reader',
        role: 'CONTENT_EDITOR',
        centerId: center.id,
        emailDigestEnabled: true,
        emailDigestHour: 8,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('bellNotifications')
      .values({
        userId: user.id,
        centerId: center.id,
        kind: 'social_new_comment',
        title: 'Neuer Kommentar',
        payload: json({}),
        createdAt: new Date(WINTER_8.getTime() - 60 * 60 * 1000),
      })
      .execute();
    workers = await start();
    sent.splice(0);

    const first = (await workers.queue.send('email-digest', {})) ?? '';
    const job = await settled(workers, 'email-digest', first);
    expect(job.state).toBe('completed');
    expect(job.output).toMatchObject({ hour: 8, candidates: 1, sent: 1, failed: 0 });
    expect(sent.map((m) => m.to)).toEqual(['digest@example.com']);

    // a second run in the same hour (a retry, an overlapping schedule) sends nothing more
    const second = (await workers.queue.send('email-digest', {})) ?? '';
    expect((await settled(workers, 'email-digest', second)).output).toMatchObject({ sent: 0 });
    expect(sent).toHaveLength(1);
  });

  it('runs the client-reports job: the month that closed is prepared and mailed, a rerun mails nothing', async () => {
    const center = await handle.db
      .insertInto('centers')
      .values({ name: 'Report Center', slug: 'jobs-report-center' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('centerSecrets')
      .values({ centerId: center.id, reportRecipients: ['reports@example.com'] })
      .execute();
    // WINTER_8 lies in January 2026: the job reports December 2025
    await handle.db
      .insertInto('reportingChannelSnapshots')
      .values({
        centerId: center.id,
        legacyRowId: 'jobs-1',
        legacyClientId: 'c',
        channel: 'website_analytics_monthly',
        month: '2025-12-01',
        metrics: json({ sessions: 1 }),
      })
      .execute();
    workers = await start();
    sent.splice(0);

    const first = (await workers.queue.send('client-reports', {})) ?? '';
    const job = await settled(workers, 'client-reports', first);
    expect(job.state).toBe('completed');
    expect(job.output).toMatchObject({ month: '2025-12', prepared: { created: 1 }, sent: { sent: 1, failed: 0 } });
    expect(sent.map((m) => [m.to, m.rendered.templateId])).toEqual([
      ['reports@example.com', 'CLIENT_REPORT_AVAILABLE'],
    ]);
    expect(sent[0]?.rendered.text).toMatch(/https:\/\/dashboard\.example\.test\/reports\/[\w-]{43}/);

    const second = (await workers.queue.send('client-reports', { month: '2025-12' })) ?? '';
    expect((await settled(workers, 'client-reports', second)).output).toMatchObject({ sent: { sent: 0 } });
    expect(sent).toHaveLength(1);
    await expect(workers.queue.send('client-reports', { month: '2025-13' })).rejects.toThrow(/malformed payload/);
  });

  it('hands handlers the context and lets a host replace one', async () => {
    const seen: { payload: unknown; baseUrl: string; jobId: string }[] = [];
    workers = await start({
      handlers: {
        'email-digest': async (payload, context) => {
          seen.push({ payload, baseUrl: context.services.baseUrl, jobId: context.id });
          return { replaced: true };
        },
      },
    });
    const id = (await workers.queue.send('email-digest', {})) ?? '';
    expect((await settled(workers, 'email-digest', id)).output).toEqual({ replaced: true });
    expect(seen).toEqual([{ payload: {}, baseUrl: 'https://dashboard.example.test', jobId: id }]);
  });

  it('refuses to start while a defined job has no handler', async () => {
    await expect(start({ handlers: { 'email-digest': undefined } })).rejects.toThrow(
      "job workers: no handler for 'email-digest'",
    );
  });
});
