import { hashPassword } from '@center-platform/core/accounts';
import { type Config, loadConfig } from '@center-platform/core/config';
import type { DatabaseHandle, Role } from '@center-platform/core/db';
import { type JobWorkers, startJobWorkers } from '@center-platform/core/jobs';
import { createLogger } from '@center-platform/core/logging';
import { openTestDatabase, seedTestDemo } from '@center-platform/core/testing';
import { startPostmarkStandIn } from '@center-platform/stand-ins';
import { type App, createApp } from '../app';
import type { AppDeps } from '../context';

export const BASE_URL = 'http://dashboard.test';
export const PASSWORD = 'correct horse battery staple';
/** one hash of PASSWORD for every test user of the process: a hash costs 15 ms of CPU, and a role walk makes 116 users */
let passwordHash: Promise<string> | undefined;

/**
 * The app with the demo seeded and the real postmark client pointed at a loopback stand-in. `deps` adds to the
 * app's dependencies (e.g. a job queue on the same database); whatever it starts, the test stops before `close`.
 * `jobWorkers` runs the platform's job workers on the same database (as `pnpm start` does); `close` stops them.
 */
export async function openAccountsApp(
  env: Record<string, string> = {},
  options: {
    deps?: (database: DatabaseHandle, config: Config) => Partial<AppDeps> | Promise<Partial<AppDeps>>;
    jobWorkers?: boolean;
  } = {},
) {
  const handle = await openTestDatabase();
  const seeded = await seedTestDemo(handle.db, { adminEmail: 'admin@example.com', baseUrl: BASE_URL });
  const postmark = await startPostmarkStandIn();
  const config = loadConfig({
    APP_BASE_URL: BASE_URL,
    EMAIL_PROVIDER_API_KEY: postmark.serverToken,
    EMAIL_PROVIDER_API_URL: postmark.origin,
    ...env,
  });
  const logger = createLogger({ level: 'silent' });
  const workers: JobWorkers | undefined = options.jobWorkers
    ? await startJobWorkers({ database: handle, config, logger, queue: { pollingIntervalSeconds: 0.5 } })
    : undefined;
  const app = createApp({
    db: handle.db,
    config,
    logger,
    ...(workers ? { jobs: workers.queue } : {}),
    ...(await options.deps?.(handle, config)),
  });
  const otherCenter = await handle.db
    .selectFrom('centers')
    .select('id')
    .where('slug', '=', 'nord-arkaden')
    .executeTakeFirstOrThrow();

  /** A request to `target` (another app on the same database, e.g. configured otherwise) as the dashboard makes it. */
  const requestTo =
    (target: App) =>
    (
      method: string,
      path: string,
      options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
    ) =>
      target.request(path, {
        method,
        headers: {
          origin: BASE_URL,
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      });
  const request = requestTo(app);

  /** A user with a password, ready to sign in. */
  const createUser = async (role: Role, options: { email?: string; centerId?: string | null } = {}) => {
    const email = options.email ?? `${role.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    passwordHash ??= hashPassword(PASSWORD);
    const row = await handle.db
      .insertInto('users')
      .values({
        email,
        name: `Test ${role}`,
        role,
        centerId: options.centerId === undefined ? seeded.centerId : options.centerId,
        passwordHash: await passwordHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, email };
  };

  /** Signs in and answers the session cookie (`name=value`). */
  const signIn = async (email: string, password = PASSWORD) => {
    const res = await request('POST', '/api/auth/sign-in', { body: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
    return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  };

  /** The token of the newest mail to an address whose link has this path. */
  const tokenFromMail = (to: string, path: string) => {
    const mail = [...postmark.messages].reverse().find((m) => m.To === to && (m.TextBody ?? '').includes(path));
    const match = mail && new RegExp(`${path.replace(/[?/]/g, '\\$&')}\\?token=([\\w-]+)`).exec(mail.TextBody ?? '');
    if (!match?.[1]) throw new Error(`no ${path} link mailed to ${to}`);
    return match[1];
  };

  /** The mails to an address once `count` of them arrived (mails a job sends come a moment after the answer). */
  const waitForMails = async (to: string, count = 1, timeoutMs = 10_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const mails = postmark.messages.filter((m) => m.To === to);
      if (mails.length >= count) return mails;
      if (Date.now() > until) throw new Error(`${mails.length} of ${count} mails to ${to} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  return {
    app,
    db: handle.db,
    /** the database handle (a job queue on the same database needs it) */
    database: handle,
    config,
    centerId: seeded.centerId,
    otherCenterId: otherCenter.id,
    setupLink: seeded.setupLink,
    postmark,
    request,
    requestTo,
    createUser,
    signIn,
    tokenFromMail,
    mailsTo: (to: string) => postmark.messages.filter((m) => m.To === to),
    waitForMails,
    /** the job workers, with `jobWorkers` */
    workers,
    close: async () => {
      await workers?.stop({ timeoutMs: 5_000 });
      await postmark.close();
      await handle.close();
    },
  };
}
export type AccountsApp = Awaited<ReturnType<typeof openAccountsApp>>;
