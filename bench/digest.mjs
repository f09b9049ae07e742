// `pnpm bench:digest`: the daily digest (spec 6.2) for 10,000 opted-in users with pending bell notifications, on
// PGlite in a temp folder (or a fresh database on DATABASE_URL's server), sending through the Postmark stand-in.
// Counts the SQL statements with a Kysely plugin to show they depend on the batches, not on the users: a second
// run with 1,000 users. Target: under 5 s for 10,000 users. Writes bench/results/digest.json.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSessions } from '../packages/core/dist/accounts/index.js';
import { createDatabase, migrateToLatest } from '../packages/core/dist/db/index.js';
import { createMailer, DIGEST_BATCH_SIZE, runEmailDigest } from '../packages/core/dist/mail/index.js';
import { startPostmarkStandIn } from '../tooling/stand-ins/postmark.mjs';
import { freshPostgresDatabase } from './bench-databases.mjs';
import { writeResults } from './report.mjs';

const USERS = 10_000;
const SECOND_RUN_USERS = 1_000;
const TARGET_MS = 5_000;
const DIGEST_HOURS = [7, 8, 9, 10, 12, 15, 18];
const HOUR_MS = 60 * 60 * 1000;

const berlinHour = (at) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', hour: 'numeric', hourCycle: 'h23' }).format(at));

// the run's time: now, or the next full hour (Berlin) that is a digest hour
let now = new Date();
while (!DIGEST_HOURS.includes(berlinHour(now))) now = new Date(now.getTime() + HOUR_MS);
const hour = berlinHour(now);

// ---------------------------------------------------------------- database
let target;
let dropDatabase = async () => {};
let dataDir;
if (process.env.DATABASE_URL) {
  ({ target, drop: dropDatabase } = await freshPostgresDatabase('cp_bench_digest'));
} else {
  dataDir = mkdtempSync(join(tmpdir(), 'cp-bench-digest-'));
  target = { kind: 'pglite', dataDir };
}
const database = createDatabase(target);
const postmark = await startPostmarkStandIn();

let statements = 0;
const counting = database.db.withPlugin({
  transformQuery: (args) => {
    statements++;
    return args.node;
  },
  transformResult: async (args) => args.result,
});
const services = {
  db: counting,
  sessions: createSessions(counting, { secureCookies: false }),
  mailer: createMailer({
    db: counting,
    email: {
      transport: 'postmark',
      providerApiKey: postmark.serverToken,
      providerApiUrl: postmark.url,
      fromAddress: 'no-reply@center.example',
      fromName: 'Center Platform',
    },
  }),
  baseUrl: 'https://dashboard.example.test',
};

/** `count` opted-in users of this hour, each with two bell notifications of the last hour (bulk inserts). */
async function seed(db, centerId, count, prefix) {
  for (let from = 0; from < count; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - from) }, (_, i) => ({
      email: `${prefix}${from + i}@example.com`,
      name: `Nutzer ${from + i}`,
      role: 'CONTENT_EDITOR',
      centerId,
      emailDigestEnabled: true,
      emailDigestHour: hour,
    }));
    await db.insertInto('users').values(rows).execute();
  }
  for (const [kind, title] of [
    ['social_review_approved', 'Beitrag Sommerfest'],
    ['social_new_comment', 'Neuer Kommentar zu Herbstmarkt'],
  ]) {
    await db
      .insertInto('bellNotifications')
      .columns(['userId', 'centerId', 'kind', 'title', 'link', 'createdAt'])
      .expression((eb) =>
        eb
          .selectFrom('users')
          .select((e) => [
            'id',
            'centerId',
            e.val(kind).as('kind'),
            e.val(title).as('title'),
            e.val('/dashboard/social').as('link'),
            e.val(new Date(now.getTime() - HOUR_MS)).as('createdAt'),
          ]),
      )
      .execute();
  }
}

async function measure(users) {
  statements = 0;
  postmark.messages.splice(0);
  const started = performance.now();
  const result = await runEmailDigest(services, { now });
  const wallMs = Math.round(performance.now() - started);
  return {
    users,
    wallMs,
    statements,
    batches: Math.ceil(users / DIGEST_BATCH_SIZE),
    statementsPerBatch: statements / Math.ceil(users / DIGEST_BATCH_SIZE),
    sent: result.sent,
    failed: result.failed,
    skippedNothingToReport: result.skippedNothingToReport,
    received: postmark.messages.length,
  };
}

try {
  await migrateToLatest(database.db);
  const db = database.db;
  const center = await db
    .insertInto('centers')
    .values({ name: 'Bench Center', slug: 'bench-digest' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('socialPosts')
    .values([
      { centerId: center.id, sourceType: 'manual', text: 'x', state: 'pending_approval' },
      { centerId: center.id, sourceType: 'manual', text: 'y', state: 'draft' },
    ])
    .execute();

  const seedStarted = performance.now();
  await seed(db, center.id, USERS, 'bench');
  const seedMs = Math.round(performance.now() - seedStarted);
  const first = await measure(USERS);

  await db.deleteFrom('emailLog').execute();
  await db.deleteFrom('users').execute();
  await seed(db, center.id, SECOND_RUN_USERS, 'second');
  const second = await measure(SECOND_RUN_USERS);

  const results = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    database: target.kind,
    digestRunAt: now.toISOString(),
    berlinHour: hour,
    batchSize: DIGEST_BATCH_SIZE,
    seedMs,
    targetMs: TARGET_MS,
    withinTarget: first.wallMs < TARGET_MS,
    run: first,
    secondRun: second,
  };
  writeResults('digest', results);

  console.log(`daily digest on ${target.kind}, Berlin hour ${hour} (${now.toISOString()})`);
  for (const run of [first, second]) {
    console.log(
      `${String(run.users).padStart(6)} users: ${run.wallMs} ms, ${run.statements} statements ` +
        `(${run.batches} batches, ${run.statementsPerBatch} per batch), ${run.sent} mails sent, ` +
        `${run.failed} failed, ${run.received} received by the stand-in`,
    );
  }
  console.log(`target < ${TARGET_MS} ms for ${USERS} users: ${results.withinTarget ? 'met' : 'MISSED'}`);
  if (first.sent !== USERS || second.sent !== SECOND_RUN_USERS) process.exitCode = 1;
} finally {
  await postmark.close();
  await database.close();
  await dropDatabase();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
