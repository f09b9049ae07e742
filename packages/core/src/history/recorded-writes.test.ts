// Issue 25.7, "every staff write is recorded": writes outside a center's content (accounts, forwardings, modules) are in
// the history with their writer whatever code path makes them, their secrets never are, the records of no center
// form the platform's history, and these records are read, not restored.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { listRevisions, restoreRevision } from './revisions';
import { runAsWriteActor, type WriteActor } from './write-actor';

const ANN: WriteActor = { kind: 'user', userId: '00000000-0000-4000-8000-00000000a001', label: 'Ann Admin' };
const KEY: WriteActor = { kind: 'key', userId: null, label: 'CI key' };

describe('the history of accounts and settings', { timeout: 60_000 }, () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let organizationId: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    organizationId = (
      await handle.db
        .selectFrom('centers')
        .select('organizationId')
        .where('id', '=', centerId)
        .executeTakeFirstOrThrow()
    ).organizationId as string;
  });
  afterAll(() => handle.close());

  const newUser = (email: string, center: string | null) =>
    handle.db
      .insertInto('users')
      .values({ email, name: 'Rita Rolle', role: center ? 'VIEWER' : 'SUPER_ADMIN', centerId: center })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('names the writer of a plain write outside any content transaction, and no writer outside a request', async () => {
    const { id } = await runAsWriteActor(ANN, () => newUser('rita@example.com', centerId));
    await runAsWriteActor(KEY, () =>
      handle.db.updateTable('users').set({ role: 'CONTENT_EDITOR' }).where('id', '=', id).execute(),
    );
    await handle.db.updateTable('users').set({ name: 'Rita R.' }).where('id', '=', id).execute();

    const { revisions } = await listRevisions(handle.db, centerId, { kind: 'users', recordId: id });
    expect(revisions.map((r) => [r.action, r.actor.kind, r.actor.label])).toEqual([
      ['update', 'system', null],
      ['update', 'key', 'CI key'],
      ['create', 'user', 'Ann Admin'],
    ]);
    expect(revisions[1]?.changes).toEqual([{ field: 'role', before: 'VIEWER', after: 'CONTENT_EDITOR' }]);
    expect(revisions.every((r) => r.restorable === false)).toBe(true);
  });

  it('names the writer again after a rolled-back transaction took the setting back with it', async () => {
    const { id } = await newUser('roll@example.com', centerId);
    await runAsWriteActor(ANN, async () => {
      await expect(
        handle.db.transaction().execute(async (trx) => {
          await trx.updateTable('users').set({ name: 'Zurückgerollt' }).where('id', '=', id).execute();
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await handle.db.updateTable('users').set({ name: 'Behalten' }).where('id', '=', id).execute();
    });
    const { revisions } = await listRevisions(handle.db, centerId, { kind: 'users', recordId: id });
    expect(revisions[0]).toMatchObject({ action: 'update', actor: { kind: 'user', label: 'Ann Admin' } });
    expect(revisions[0]?.changes).toEqual([{ field: 'name', before: 'Rita Rolle', after: 'Behalten' }]);
  });

  it('keeps no secret: a password or key hash is never stored, a sign-in alone is no revision', async () => {
    const { id } = await newUser('secret@example.com', centerId);
    const before = (await listRevisions(handle.db, centerId, { kind: 'users', recordId: id })).revisions.length;
    await handle.db
      .updateTable('users')
      .set({ passwordHash: '$argon2id$secret-hash', failedLoginAttempts: 2, lastLoginAt: new Date() })
      .where('id', '=', id)
      .execute();
    expect((await listRevisions(handle.db, centerId, { kind: 'users', recordId: id })).revisions).toHaveLength(before);
    await handle.db
      .insertInto('apiKeys')
      .values({ kind: 'organization', organizationId, name: 'Agentur', keyHash: 'hash-secret', keyPrefix: 'cpo_x' })
      .execute();
    const stored = await sql<{ text: string }>`select string_agg(changes::text || snapshot::text, ' ') as text
      from record_revisions`.execute(handle.db);
    expect(stored.rows[0]?.text).not.toMatch(/argon2|hash-secret|password_hash|key_hash/);
  });

  it('keeps the records of no center as the platform’s history, apart from every center’s', async () => {
    const { id } = await runAsWriteActor(ANN, () => newUser('platform@example.com', null));
    await runAsWriteActor(ANN, () =>
      handle.db
        .insertInto('moduleTenantSettings')
        .values({ organizationId, moduleId: 'social-core', enabled: false })
        .execute(),
    );
    const platform = await listRevisions(handle.db, null, { kind: 'users' });
    expect(platform.revisions.map((r) => r.recordId)).toContain(id);
    const centers = await listRevisions(handle.db, centerId, { kind: 'users', limit: 100 });
    expect(centers.revisions.map((r) => r.recordId)).not.toContain(id);
    // one record's history, for the platform's admins, wherever it was made: a user moved to a center and back
    await handle.db.updateTable('users').set({ centerId }).where('id', '=', id).execute();
    await handle.db.updateTable('users').set({ centerId: null }).where('id', '=', id).execute();
    const all = await listRevisions(handle.db, null, { kind: 'users', recordId: id });
    expect(all.revisions.map((r) => r.action)).toEqual(['update', 'update', 'create']);
    // the center it was moved to, by its name: no id for the reader to look up
    expect(all.revisions[1]?.changes).toContainEqual({
      field: 'centerId',
      before: null,
      after: centerId,
      afterName: 'Demo Center',
    });
    const modules = await listRevisions(handle.db, null, { kind: 'modules' });
    expect(modules.revisions[0]).toMatchObject({ recordId: organizationId, recordName: 'social-core' });
  });

  it("lists an organization's chains in the history of each of its centers, and of no other organization's", async () => {
    const chain = await runAsWriteActor(ANN, () =>
      handle.db
        .insertInto('shopChains')
        .values({ organizationId, name: 'Kette Eins', slug: 'kette-eins' })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await handle.db.updateTable('shopChains').set({ name: 'Kette 1' }).where('id', '=', chain.id).execute();
    const { revisions } = await listRevisions(handle.db, centerId, { kind: 'chains', recordId: chain.id });
    expect(revisions.map((r) => r.action)).toEqual(['update', 'create']);
    const foreign = await handle.db
      .insertInto('organizations')
      .values({ name: 'Fremd', slug: 'fremd' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreignCenter = await handle.db
      .insertInto('centers')
      .values({ organizationId: foreign.id, name: 'Fremd-Center', slug: 'fremd-center' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      (await listRevisions(handle.db, foreignCenter.id, { kind: 'chains', recordId: chain.id })).revisions,
    ).toEqual([]);
  });

  it('reads a recorded kind but does not restore it', async () => {
    const { revisions } = await listRevisions(handle.db, centerId, { kind: 'users' });
    const revision = revisions.at(-1);
    expect(revision).toBeDefined();
    await expect(restoreRevision(handle.db, centerId, { revisionId: revision?.id ?? '1' })).rejects.toMatchObject({
      code: 'NOT_RESTORABLE',
    });
  });
});
