// Issue 21, point 7: the platform scaled out as the README tells operators to run it on PostgreSQL and Redis: two
// API processes (RUN_JOB_WORKERS=false) and two worker processes on one database, one Redis and one shared
// MEDIA_DIR, each a child process of the built entry (`pnpm build` first). Started at once on an empty database,
// the start-up (migrations, pg-boss schema, demo seed) is under test too. Checked across the processes: one seed,
// fresh public reads after a change made on the other API, one digest per user when the cron hits both APIs at
// once, a SIGKILLed worker's import finished by the other, and a rolling restart behind a load balancer that no
// client notices. Two aids of the test alone: outside the digest hours of Europe/Berlin the digest check runs on two
// more API processes whose clock is moved into one (a node `--import` option), and the worker that took the import
// is found by its connections to the legacy stand-in (Linux /proc): the processes log at `warn`.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventsOf } from '@center-platform/api/testing/sse-events';
import { createDatabase } from '@center-platform/core/db';
import { DIGEST_HOURS } from '@center-platform/core/shared';
import {
  type LegacyPlatform,
  type LoadBalancer,
  type PostmarkStandIn,
  startLoadBalancer,
  startPostmarkStandIn,
  startWebhookReceiver,
  type WebhookReceiver,
} from '@center-platform/stand-ins';
import { provisionTestDatabase, type TestDatabase, usesPostgres } from '@center-platform/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KILLABLE_LEGACY_SOURCE, startKillableLegacyPlatform, withDatabase } from '../src/testing/worker-tests';

const API_ENTRY = join(import.meta.dirname, '../../dashboard/dist/server.js');
const WORKER_ENTRY = join(import.meta.dirname, '../dist/main.js');
const BASE_URL = 'http://dashboard.test';
const ADMIN_EMAIL = 'admin@example.com';
const PASSWORD = 'scale-out correct horse battery';
const CRON_SECRET = 'scale-out-cron-secret-0123456789';
// the generated legacy center (id 77), big enough that the import is still running when its worker is killed

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface PlatformProcess {
  name: string;
  child: ChildProcess;
  output(): string;
  /** the exit code (null after a signal) */
  exited: Promise<number | null>;
  /** resolves with the first match of `pattern` in the output; rejects when the process exits first */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray>;
}

/** A child process of a built entry; `execArgv` goes before the entry (node options). */
function spawnEntry(name: string, entry: string, env: Record<string, string>, execArgv: string[] = []) {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`pnpm build\` first`);
  const { DATABASE_URL: _, ...rest } = process.env;
  const child = spawn(process.execPath, [...execArgv, entry], { env: { ...rest, ...env }, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  exited.then(() => (gone = true));
  const waitFor = async (pattern: RegExp, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = pattern.exec(output);
      if (match) return match;
      if (gone) throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before ${pattern}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`${name}: no ${pattern} within ${timeoutMs} ms:\n${output}`);
      await sleep(25);
    }
  };
  const started: PlatformProcess = { name, child, output: () => output, exited, waitFor };
  return started;
}

/** The origin an API process listens on, from its `listening on http://...` line (loopback by IP). */
async function originOf(api: PlatformProcess, timeoutMs = 90_000) {
  const match = await api.waitFor(/listening on (http:\/\/\S+)/, timeoutMs);
  return new URL(match[1] ?? '').origin.replace('//localhost:', '//127.0.0.1:');
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code (null after SIGKILL). */
async function stopProcess(p: PlatformProcess, graceMs = 10_000) {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return p.child.exitCode;
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), graceMs);
  try {
    return await p.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** How many TCP connections process `pid` holds to `port` on this machine (Linux: /proc). */
function connectionsTo(pid: number, port: number): number {
  const inodes = new Set<string>();
  let fds: string[] = [];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return 0;
  }
  for (const fd of fds) {
    try {
      const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (socket?.[1]) inodes.add(socket[1]);
    } catch {
      // closed meanwhile
    }
  }
  let count = 0;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const remotePort = Number.parseInt(fields[2]?.split(':')[1] ?? '', 16);
      if (remotePort === port && fields[9] && inodes.has(fields[9])) count++;
    }
  }
  return count;
}

/** The Berlin wall-clock hour and minute at an instant. */
function berlinHour(instant: number) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Berlin',
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(instant));
  const at = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: at('hour'), minute: at('minute') };
}

/**
 * A node option that moves the clock of a process by `offsetMs` (`new Date()`, `Date()`, `Date.now()`): the
 * digest only runs in the digest hours of Europe/Berlin, and the cron route has no other clock.
 */
function shiftedClock(offsetMs: number) {
  const code = `const R = Date; const o = ${offsetMs}; globalThis.Date = new Proxy(R, {
    construct: (t, a, n) => Reflect.construct(t, a.length ? a : [R.now() + o], n),
    apply: () => new R(R.now() + o).toString(),
    get: (t, p, r) => (p === 'now' ? () => R.now() + o : Reflect.get(t, p, r)),
  });`;
  return ['--import', `data:text/javascript,${encodeURIComponent(code)}`];
}

describe.skipIf(!usesPostgres() || !process.env.REDIS_URL)('scaled out: two API and two worker processes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cp-scale-out-'));
  const processes: PlatformProcess[] = [];
  let database: TestDatabase;
  let databaseUrl: string;
  let postmark: PostmarkStandIn;
  let legacy: LegacyPlatform;
  let receivers: { ok: WebhookReceiver; failing: WebhookReceiver };
  let balancer: LoadBalancer | undefined;
  let apiEnv: Record<string, string>;
  let apis: { a: PlatformProcess; b: PlatformProcess };
  let workers: PlatformProcess[];
  const origins = { a: '', b: '' };
  let demoCenterId = '';
  let cookie = '';

  const startApi = (name: string, execArgv: string[] = []) => {
    const p = spawnEntry(name, API_ENTRY, apiEnv, execArgv);
    processes.push(p);
    return p;
  };

  /** A request as the dashboard makes it: our origin, JSON, the session cookie. */
  const call = (origin: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, {
      method,
      headers: {
        origin: BASE_URL,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });

  beforeAll(async () => {
    legacy = await startKillableLegacyPlatform();
    postmark = await startPostmarkStandIn();
    receivers = { ok: await startWebhookReceiver(), failing: await startWebhookReceiver() };
    receivers.failing.failWith(503);
    // empty, not migrated: the processes' start-up is under test
    database = await provisionTestDatabase();
    if (database.target.kind !== 'postgres') throw new Error('expected PostgreSQL');
    databaseUrl = database.target.url;

    const common = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? '',
      // one folder every process mounts (an explicit MEDIA_DIR is required for several processes)
      MEDIA_DIR: join(dir, 'media'),
      DATA_DIR: join(dir, 'data'),
      APP_BASE_URL: BASE_URL,
      CRON_SECRET,
      EMAIL_PROVIDER_API_KEY: postmark.serverToken,
      EMAIL_PROVIDER_API_URL: postmark.origin,
      LEGACY_PLATFORM_URL: legacy.url,
      LOG_LEVEL: 'warn',
      // the webhook receivers listen on 127.0.0.1; a failing one is disabled after one delivery with one retry
      PLUGIN_KEY_ENCRYPTION_KEY: 'a'.repeat(64),
      ALLOW_PRIVATE_OUTBOUND: 'true',
      WEBHOOK_RETRY_LIMIT: '1',
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
      WEBHOOK_DISABLE_AFTER_FAILURES: '1',
    };
    apiEnv = {
      ...common,
      PORT: '0',
      HOST: '127.0.0.1',
      RUN_JOB_WORKERS: 'false',
      DRAIN_DELAY_SECONDS: '1',
      SHUTDOWN_GRACE_SECONDS: '10',
    };
    // all four at the same moment on the empty database
    apis = { a: startApi('api A'), b: startApi('api B') };
    workers = [1, 2].map((n) => spawnEntry(`worker ${n}`, WORKER_ENTRY, common));
    processes.push(...workers);
    [origins.a, origins.b] = await Promise.all([originOf(apis.a), originOf(apis.b)]);
    demoCenterId = await withDatabase(
      { kind: 'postgres', url: databaseUrl },
      async (db) =>
        (await db.selectFrom('centers').select('id').where('slug', '=', 'demo-center').executeTakeFirstOrThrow()).id,
    );
  }, 120_000);

  afterAll(async () => {
    await balancer?.close();
    await Promise.all(processes.map((p) => stopProcess(p)));
    await legacy?.close();
    await postmark?.close();
    await receivers?.ok.close();
    await receivers?.failing.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  let setupToken = '';

  it('seeds once: both APIs come up, one prints the setup link, one organization', async () => {
    const setupLink = /\/auth\/activate\?token=([\w-]+)\n/;
    // the seeding process prints the link right after its URL
    const deadline = Date.now() + 10_000;
    while (!setupLink.test(apis.a.output()) && !setupLink.test(apis.b.output()) && Date.now() < deadline) {
      await sleep(50);
    }
    await sleep(1000);
    for (const p of [apis.a, apis.b, ...workers]) expect(p.child.exitCode, `${p.name}:\n${p.output()}`).toBeNull();
    const printed = [apis.a, apis.b].filter((p) => setupLink.test(p.output()));
    expect(printed.map((p) => p.name)).toHaveLength(1);
    setupToken = setupLink.exec(printed[0]?.output() ?? '')?.[1] ?? '';
    const counts = await withDatabase({ kind: 'postgres', url: databaseUrl }, async (db) => ({
      organizations: Number(
        (
          await db
            .selectFrom('organizations')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      centers: Number(
        (
          await db
            .selectFrom('centers')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    }));
    expect(counts).toEqual({ organizations: 1, centers: 2 });
  }, 30_000);

  it('reads on API B what API A just changed: 20 of 20 fresh', async () => {
    expect(setupToken).not.toBe('');
    const activated = await call(origins.a, 'POST', '/api/auth/activate', { token: setupToken, password: PASSWORD });
    expect(activated.status, await activated.clone().text()).toBe(200);
    const signedIn = await call(origins.a, 'POST', '/api/auth/sign-in', { email: ADMIN_EMAIL, password: PASSWORD });
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);
    cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/=./);

    // the whole list (it is ordered by name: a renamed shop moves)
    const read = `/api/centers/${demoCenterId}/shops?limit=5000`;
    const shopsOnB = async () => {
      const res = await fetch(`${origins.b}${read}`);
      expect(res.status).toBe(200);
      const list = (await res.json()) as { data: { id: string; name: string }[]; total: number };
      expect(list.data).toHaveLength(list.total);
      return list.data;
    };
    // B's cache holds the answer before the changes
    const shop = (await shopsOnB())[0];
    if (!shop) throw new Error('the demo center lists no shop');

    let fresh = 0;
    for (let i = 1; i <= 20; i++) {
      const name = `Scale-out ${i} ${Math.random().toString(36).slice(2, 8)}`;
      const changed = await call(origins.a, 'POST', '/trpc/centerWork.shops.update', {
        centerId: demoCenterId,
        id: shop.id,
        data: { name },
      });
      expect(changed.status, await changed.clone().text()).toBe(200);
      if ((await shopsOnB()).find((s) => s.id === shop.id)?.name === name) fresh++;
    }
    expect(fresh).toBe(20);
  }, 60_000);

  it('streams a save through API A to a change stream of API B and a signed webhook within 2 s, and what a client missed on its return', async () => {
    expect(cookie).toMatch(/=./);
    const changes = (headers: Record<string, string> = {}) =>
      fetch(`${origins.b}/api/centers/${demoCenterId}/changes`, { headers });
    const shop = await fetch(`${origins.a}/api/centers/${demoCenterId}/shops?limit=1`);
    const shopId = ((await shop.json()) as { data: { id: string }[] }).data[0]?.id ?? '';
    const rename = async (name: string) => {
      const changed = await call(origins.a, 'POST', '/trpc/centerWork.shops.update', {
        centerId: demoCenterId,
        id: shopId,
        data: { name },
      });
      expect(changed.status, await changed.clone().text()).toBe(200);
    };

    const subscribed = await call(origins.a, 'POST', '/trpc/webhooks.create', {
      centerId: demoCenterId,
      data: { url: receivers.ok.url, kinds: ['shops'] },
    });
    expect(subscribed.status, await subscribed.clone().text()).toBe(200);
    receivers.ok.setSecret(((await subscribed.json()) as { result: { data: { secret: string } } }).result.data.secret);

    const live = eventsOf(await changes());
    expect((await live.next())?.event).toBe('ready');
    const latencies = { stream: [] as number[], webhook: [] as number[] };
    let lastSeen: string | undefined;
    for (let i = 0; i < 5; i++) {
      const saved = Date.now();
      await rename(`Live ${i} ${Math.random().toString(36).slice(2, 8)}`);
      const change = await live.next(2_000);
      latencies.stream.push(Date.now() - saved);
      expect(change?.event).toBe('change');
      expect(change?.data.ids.shops).toEqual([shopId]);
      lastSeen = change?.id;
      // a worker process sends it, signed: the receiver verified it with the library
      const delivered = await receivers.ok.waitFor((d) => d.payload?.data.eventId === change?.id, 2_000);
      expect(delivered.verified).toBe(true);
      latencies.webhook.push(delivered.at - saved);
    }
    await live.close();
    expect(Math.max(...latencies.stream)).toBeLessThan(2_000);
    expect(Math.max(...latencies.webhook)).toBeLessThan(2_000);

    await rename('Missed 1');
    await rename('Missed 2');
    const back = eventsOf(await changes({ 'last-event-id': lastSeen ?? '' }));
    expect((await back.next())?.event).toBe('ready');
    const missed = [await back.next(), await back.next()];
    expect(missed.map((e) => e?.event)).toEqual(['change', 'change']);
    expect(Number(missed[0]?.id)).toBeGreaterThan(Number(lastSeen));
    await back.close();
  }, 60_000);

  it('retries a failing webhook target, then disables it and mails the admins', async () => {
    expect(cookie).toMatch(/=./);
    const made = await call(origins.b, 'POST', '/trpc/webhooks.create', {
      centerId: demoCenterId,
      data: { url: receivers.failing.url },
    });
    expect(made.status, await made.clone().text()).toBe(200);
    const { webhook, secret } = (
      (await made.json()) as { result: { data: { webhook: { id: string }; secret: string } } }
    ).result.data;
    receivers.failing.setSecret(secret);
    const mailsBefore = postmark.messages.filter((m) => m.Tag === 'WEBHOOK_DISABLED').length;
    const shop = await fetch(`${origins.a}/api/centers/${demoCenterId}/shops?limit=1`);
    const shopId = ((await shop.json()) as { data: { id: string }[] }).data[0]?.id ?? '';
    const saved = await call(origins.a, 'POST', '/trpc/centerWork.shops.update', {
      centerId: demoCenterId,
      id: shopId,
      data: { name: `Failing ${Math.random().toString(36).slice(2, 8)}` },
    });
    expect(saved.status).toBe(200);

    const list = `/trpc/webhooks.list?input=${encodeURIComponent(JSON.stringify({ centerId: demoCenterId }))}`;
    let state: { id: string; status: string; consecutiveFailures: number } | undefined;
    for (let i = 0; i < 300 && state?.status !== 'disabled'; i++) {
      await sleep(100);
      const res = await call(origins.a, 'GET', list);
      const hooks = ((await res.json()) as { result: { data: (typeof state)[] } }).result.data;
      state = hooks.find((h) => h?.id === webhook.id);
    }
    expect(state).toMatchObject({ status: 'disabled', consecutiveFailures: 1 });
    // the first attempt and its one retry, the same signed message
    expect(receivers.failing.deliveries.map((d) => [d.verified, d.status])).toEqual([
      [true, 503],
      [true, 503],
    ]);
    expect(new Set(receivers.failing.deliveries.map((d) => d.id)).size).toBe(1);
    const deadline = Date.now() + 5_000;
    while (
      postmark.messages.filter((m) => m.Tag === 'WEBHOOK_DISABLED').length === mailsBefore &&
      Date.now() < deadline
    )
      await sleep(50);
    expect(postmark.messages.filter((m) => m.Tag === 'WEBHOOK_DISABLED').length).toBeGreaterThan(mailsBefore);
  }, 60_000);

  it('sends one digest per user when the cron calls both APIs at once, repeatedly', async () => {
    // the digest runs in the digest hours of Europe/Berlin only: outside them (or near an hour's end) two more API
    // processes, configured alike, run on a clock moved to the next digest hour
    const now = Date.now();
    const current = berlinHour(now);
    let offsetMs = 0;
    if (!(DIGEST_HOURS as readonly number[]).includes(current.hour) || current.minute >= 55) {
      const hourStart = now - (now % 3_600_000);
      for (let k = 1; k <= 24 && !offsetMs; k++) {
        const candidate = hourStart + k * 3_600_000 + 5 * 60_000;
        if ((DIGEST_HOURS as readonly number[]).includes(berlinHour(candidate).hour)) offsetMs = candidate - now;
      }
    }
    let digestOrigins = [origins.a, origins.b];
    const shifted: PlatformProcess[] = [];
    if (offsetMs) {
      shifted.push(
        startApi('api C (moved clock)', shiftedClock(offsetMs)),
        startApi('api D (moved clock)', shiftedClock(offsetMs)),
      );
      digestOrigins = await Promise.all(shifted.map((p) => originOf(p, 60_000)));
      console.info(
        `digest: Berlin ${current.hour}:${String(current.minute).padStart(2, '0')} is outside the digest hours (or at an hour's end): two more API processes run ${Math.round(offsetMs / 60_000)} min ahead`,
      );
    }
    const hour = berlinHour(Date.now() + offsetMs).hour;

    const users = await withDatabase({ kind: 'postgres', url: databaseUrl }, async (db) => {
      const created: { id: string; email: string }[] = [];
      for (let i = 1; i <= 4; i++) {
        const email = `digest-${i}-${Math.random().toString(36).slice(2, 8)}@example.com`;
        const user = await db
          .insertInto('users')
          .values({
            email,
            name: `Digest ${i}`,
            role: 'CENTER_ADMIN',
            centerId: demoCenterId,
            emailDigestEnabled: true,
            emailDigestHour: hour,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // something to report: a bell item of a digest kind
        await db
          .insertInto('bellNotifications')
          .values({
            userId: user.id,
            centerId: demoCenterId,
            kind: 'social_new_comment',
            title: `A new comment for ${email}`,
            body: 'scale-out',
            link: '/dashboard/social',
          })
          .execute();
        created.push({ id: user.id, email });
      }
      return created;
    });

    let sent = 0;
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        digestOrigins.map((origin) =>
          fetch(`${origin}/api/cron/email-digest`, {
            method: 'POST',
            headers: { authorization: `Bearer ${CRON_SECRET}` },
          }),
        ),
      );
      for (const answer of answers) {
        const body = (await answer.json()) as { sent: number; hour: number };
        expect(answer.status, JSON.stringify(body)).toBe(200);
        expect(body.hour).toBe(hour);
        sent += body.sent;
      }
    }
    await sleep(500);
    const digests = postmark.messages.filter((m) => m.Tag === 'EMAIL_DIGEST');
    for (const user of users)
      expect(
        digests.filter((m) => m.To === user.email),
        user.email,
      ).toHaveLength(1);
    expect(sent).toBeGreaterThanOrEqual(users.length);

    for (const p of shifted) expect(await stopProcess(p)).toBe(0);
  }, 120_000);

  it('finishes the import of a SIGKILLed worker on the other worker within 2 minutes', async () => {
    const targetCenterId = await withDatabase(
      { kind: 'postgres', url: databaseUrl },
      async (db) =>
        (
          await db
            .insertInto('centers')
            .values({ name: 'Scale-out import', slug: 'scale-out-import' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
    );
    const queued = await call(origins.a, 'POST', '/api/import/mec', {
      sourceCenterId: KILLABLE_LEGACY_SOURCE,
      targetCenterId,
      options: {},
    });
    expect(queued.status, await queued.clone().text()).toBe(202);
    const { runId } = (await queued.json()) as { runId: string };

    // the worker that took it is the one talking to the legacy platform; kill it mid-way through the shops (they are
    // written 100 at a time)
    const legacyPort = Number(new URL(legacy.origin).port);
    const countShops = async (db: ReturnType<typeof createDatabase>['db']) =>
      Number(
        (
          await db
            .selectFrom('shops')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('centerId', '=', targetCenterId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    let importer: PlatformProcess | undefined;
    let shopsAtKill = 0;
    let killedAt = 0;
    const watch = createDatabase({ kind: 'postgres', url: databaseUrl });
    try {
      const found = Date.now() + 60_000;
      while (!importer || shopsAtKill < 100) {
        if (Date.now() > found)
          throw new Error(
            `no worker took the import far enough (${shopsAtKill} shops):\n${workers.map((w) => w.output()).join('\n')}`,
          );
        const talking = workers.filter((w) => w.child.pid && connectionsTo(w.child.pid, legacyPort) > 0);
        if (talking.length > 1)
          throw new Error(`both workers talk to the legacy platform: ${talking.map((w) => w.name)}`);
        importer = talking[0] ?? importer;
        shopsAtKill = await countShops(watch.db);
        await sleep(20);
      }
      const run = await watch.db
        .selectFrom('importRuns')
        .select('status')
        .where('id', '=', runId)
        .executeTakeFirstOrThrow();
      expect(run.status, 'the import ended before the kill').toBe('running');
      importer.child.kill('SIGKILL');
      killedAt = Date.now();
    } finally {
      await watch.close();
    }
    const killed = importer;
    const survivor = workers.find((w) => w !== killed);
    if (!survivor) throw new Error('no second worker');
    await killed.exited;
    const requestsAtKill = legacy.requests.length;

    let takenOverAt: number | undefined;
    let status = '';
    const statuses: string[] = [];
    while (Date.now() - killedAt < 120_000) {
      if (takenOverAt === undefined && legacy.requests.length > requestsAtKill) takenOverAt = Date.now();
      const res = await call(origins.b, 'GET', `/api/import/mec/${runId}`);
      expect(res.status).toBe(200);
      const run = ((await res.json()) as { data: { status: string; errors?: unknown } }).data;
      status = run.status;
      if (statuses.at(-1) !== status) statuses.push(status);
      if (status === 'succeeded' || status === 'failed') break;
      await sleep(500);
    }
    const finishedAfter = Date.now() - killedAt;
    console.info(
      `import takeover: ${killed.name} SIGKILLed with ${shopsAtKill} of 300 shops imported; ${survivor.name} ` +
        `took the run over after ${takenOverAt ? ((takenOverAt - killedAt) / 1000).toFixed(1) : '-'} s, ` +
        `the run was '${status}' ${(finishedAfter / 1000).toFixed(1)} s after the kill (statuses seen: ${statuses.join(' > ')})`,
    );
    expect(survivor.child.exitCode).toBeNull();
    expect(status).toBe('succeeded');
    expect(finishedAfter).toBeLessThan(120_000);
    const shops = await withDatabase({ kind: 'postgres', url: databaseUrl }, (db) =>
      db.selectFrom('shops').select('legacyId').where('centerId', '=', targetCenterId).execute(),
    );
    expect(new Set(shops.map((s) => s.legacyId)).size).toBe(300);
    expect(shops).toHaveLength(300);
  }, 200_000);

  it('answers every request through a rolling restart behind a load balancer', async () => {
    // the balancer reads this list on every request and check: a restarted process replaces its predecessor
    const backends = [origins.a, origins.b];
    balancer = await startLoadBalancer({ backends, checkMs: 100 });
    const lb = balancer;
    const until = Date.now() + 10_000;
    while (!backends.every((b) => lb.isReady(b))) {
      if (Date.now() > until) throw new Error('the balancer does not see both APIs ready');
      await sleep(50);
    }

    const path = `/api/centers/${demoCenterId}/shops?limit=10`;
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    const target = new URL(lb.url);
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: target.hostname, port: target.port, path, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end();
      });
    let answered = 0;
    const failures: string[] = [];
    let running = true;
    const client = async () => {
      while (running) {
        try {
          const status = await get();
          if (status === 200) answered++;
          else failures.push(`status ${status}`);
        } catch (error) {
          failures.push(String((error as NodeJS.ErrnoException).code ?? error));
        }
      }
    };
    const clients = Array.from({ length: 50 }, client);

    const restarts: string[] = [];
    try {
      await sleep(1000);
      for (const key of ['a', 'b'] as const) {
        const old = apis[key];
        const started = Date.now();
        expect(await stopProcess(old, 30_000), old.output()).toBe(0);
        const next = startApi(`api ${key.toUpperCase()}'`);
        const origin = await originOf(next, 60_000);
        backends[backends.indexOf(origins[key])] = origin;
        while (!lb.isReady(origin)) {
          if (Date.now() - started > 90_000) throw new Error(`the balancer never saw ${next.name} ready`);
          await sleep(20);
        }
        restarts.push(`${old.name} replaced in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        apis[key] = next;
        origins[key] = origin;
      }
      await sleep(1000);
    } finally {
      running = false;
      await Promise.all(clients);
      agent.destroy();
    }
    console.info(`rolling restart: ${answered} requests answered, ${failures.length} failed (${restarts.join(', ')})`);
    expect(failures.slice(0, 10)).toEqual([]);
    expect(lb.upstreamErrors).toEqual([]);
    expect(answered).toBeGreaterThan(0);
  }, 150_000);
});
