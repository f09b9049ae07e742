// Issue 25.7: every write of a center's content is in its history (who, when, which record, each changed field
// before and after), the log cannot be changed, and an earlier version comes back by a restore: as one more
// write of its own, visible at once, never across centers, and refused with a reason when the old state no longer
// fits.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { listPublicShops } from '../shops/public-shops';
import { createShop, deleteShop, updateShop } from '../shops/save-shop';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { HISTORY_KINDS, LINKED_ROWS } from './history-kinds';
import { listRevisions, restoreRevision } from './revisions';
import { runAsWriteActor, type WriteActor } from './write-actor';

const ANN: WriteActor = {
  kind: 'user',
  userId: '00000000-0000-4000-8000-00000000a001',
  label: 'Ann Admin <ann@example.com>',
};
const BEN: WriteActor = {
  kind: 'user',
  userId: '00000000-0000-4000-8000-00000000b002',
  label: 'Ben Editor <ben@example.com>',
};

describe('the history of a center’s content', { timeout: 60_000 }, () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let otherCenterId: string;

  const history = (recordId: string) => listRevisions(handle.db, centerId, { kind: 'shops', recordId });
  const version = async () =>
    (
      await handle.db
        .selectFrom('centers')
        .select('contentVersion')
        .where('id', '=', centerId)
        .executeTakeFirstOrThrow()
    ).contentVersion;

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    otherCenterId = (
      await handle.db.selectFrom('centers').select('id').where('slug', '=', 'nord-arkaden').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => handle.close());

  it('records who created and who changed a record, with only the changed fields before and after', async () => {
    const shop = await runAsWriteActor(ANN, () =>
      createShop(handle.db, centerId, { name: 'Tee Tempel', slug: 'tee-tempel', status: 'Active', floor: 'EG' }),
    );
    await runAsWriteActor(BEN, () =>
      updateShop(handle.db, centerId, shop.id, { name: 'Tee Tempel & Co', floor: 'OG 1' }),
    );

    const { revisions, next } = await history(shop.id);
    expect(next).toBeNull();
    expect(revisions.map((r) => [r.action, r.actor.label])).toEqual([
      ['update', BEN.label],
      ['create', ANN.label],
    ]);
    const [update, create] = revisions;
    expect(update).toMatchObject({ kind: 'shops', recordId: shop.id, recordName: 'Tee Tempel & Co' });
    expect(update?.actor).toEqual({ kind: 'user', userId: BEN.userId, label: BEN.label });
    // the two fields that changed, in the API's names; no bookkeeping (updatedAt, id, centerId)
    expect(update?.changes).toEqual([
      { field: 'floor', before: 'EG', after: 'OG 1' },
      { field: 'name', before: 'Tee Tempel', after: 'Tee Tempel & Co' },
    ]);
    expect(create?.changes).toContainEqual({ field: 'slug', before: null, after: 'tee-tempel' });
    expect(create?.changes.map((c) => c.field)).not.toContain('centerId');
    expect(Date.parse(update?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(create?.at ?? ''));
  });

  it('names the keys that changed inside an object field (opening hours, settings), not the whole object', async () => {
    const shop = await createShop(handle.db, centerId, {
      name: 'Stunden',
      slug: 'stunden',
      status: 'Active',
      openingHours: { monday: { open: '09:00', close: '18:00' }, tuesday: { open: '09:00', close: '18:00' } },
    });
    await updateShop(handle.db, centerId, shop.id, {
      openingHours: { monday: { open: '10:00', close: '18:00' }, tuesday: { open: '09:00', close: '18:00' } },
    });
    const [update] = (await history(shop.id)).revisions;
    expect(update?.changes).toEqual([
      {
        field: 'openingHours.monday',
        before: { open: '09:00', close: '18:00' },
        after: { open: '10:00', close: '18:00' },
      },
    ]);
  });

  it('keeps no revision for a write that changes nothing, nor for the content version of the center', async () => {
    const shop = await createShop(handle.db, centerId, { name: 'Gleich', slug: 'gleich', status: 'Active' });
    const before = (await listRevisions(handle.db, centerId, {})).revisions[0]?.id;
    await updateShop(handle.db, centerId, shop.id, { name: 'Gleich' });
    const after = await listRevisions(handle.db, centerId, {});
    expect(after.revisions[0]?.id).toBe(before);
    expect(after.revisions.some((r) => r.kind === 'center')).toBe(false);
    // a change of the center's own settings is one
    await handle.db.updateTable('centers').set({ shortName: 'Demo Kurzname' }).where('id', '=', centerId).execute();
    const [settings] = (await listRevisions(handle.db, centerId, { kind: 'center' })).revisions;
    expect(settings?.changes).toEqual([expect.objectContaining({ field: 'shortName', after: 'Demo Kurzname' })]);
    // a write outside any actor is the system's
    expect(after.revisions[0]?.actor).toEqual({ kind: 'system', userId: null, label: null });
  });

  it('restores an earlier version as a new write: visible at once, naming the version it brought back', async () => {
    const shop = await runAsWriteActor(ANN, () =>
      createShop(handle.db, centerId, { name: 'Buchladen', slug: 'buchladen', status: 'Active', floor: 'EG' }),
    );
    await runAsWriteActor(BEN, () => updateShop(handle.db, centerId, shop.id, { name: 'Bücher Welt', floor: 'UG' }));
    const original = (await history(shop.id)).revisions.at(-1);
    const versionBefore = await version();

    const restored = await runAsWriteActor(ANN, () =>
      restoreRevision(handle.db, centerId, { revisionId: original?.id ?? '' }),
    );
    expect(restored).toEqual({ kind: 'shops', recordId: shop.id, action: 'update' });
    expect(await version()).toBe(versionBefore + 1);
    const publicShop = (
      await listPublicShops(handle.db, centerId, { publicWebsite: true, limit: 5000, offset: 0 })
    ).data.find((s) => s.id === shop.id);
    expect(publicShop).toMatchObject({ name: 'Buchladen', floor: 'EG' });

    const [newest] = (await history(shop.id)).revisions;
    expect(newest).toMatchObject({ action: 'update', restoredFrom: original?.id, actor: { label: ANN.label } });
    expect(newest?.changes).toEqual([
      { field: 'floor', before: 'UG', after: 'EG' },
      { field: 'name', before: 'Bücher Welt', after: 'Buchladen' },
    ]);
  });

  it('brings a deleted record back with its id from the revision of its delete', async () => {
    const shop = await createShop(handle.db, centerId, { name: 'Kurz Da', slug: 'kurz-da', status: 'Active' });
    await runAsWriteActor(BEN, () => deleteShop(handle.db, centerId, shop.id));
    const [deleted] = (await history(shop.id)).revisions;
    expect(deleted).toMatchObject({ action: 'delete', recordName: 'Kurz Da', actor: { label: BEN.label } });

    const restored = await restoreRevision(handle.db, centerId, { revisionId: deleted?.id ?? '' });
    expect(restored.action).toBe('create');
    const back = await handle.db.selectFrom('shops').selectAll().where('id', '=', shop.id).executeTakeFirstOrThrow();
    expect(back).toMatchObject({ centerId, name: 'Kurz Da', slug: 'kurz-da' });
    expect((await history(shop.id)).revisions[0]).toMatchObject({ action: 'create', restoredFrom: deleted?.id });
  });

  it('refuses with RESTORE_CONFLICT, changing nothing, when the old state no longer fits', async () => {
    // a slug another shop took meanwhile
    const shop = await createShop(handle.db, centerId, { name: 'Alt', slug: 'alt-name', status: 'Active' });
    await updateShop(handle.db, centerId, shop.id, { slug: 'neu-name' });
    await createShop(handle.db, centerId, { name: 'Andere', slug: 'alt-name', status: 'Active' });
    const created = (await history(shop.id)).revisions.at(-1);
    const versionBefore = await version();
    await expect(restoreRevision(handle.db, centerId, { revisionId: created?.id ?? '' })).rejects.toMatchObject({
      code: 'RESTORE_CONFLICT',
      kind: 'conflict',
    });
    expect(await version()).toBe(versionBefore);

    // a category that was deleted meanwhile
    const category = await handle.db
      .insertInto('categories')
      .values({ centerId, name: 'Vergangen', slug: 'vergangen' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const shop2 = await createShop(handle.db, centerId, {
      name: 'Mit Kategorie',
      slug: 'mit-kategorie',
      status: 'Active',
      categoryId: category.id,
    });
    await handle.db.deleteFrom('categories').where('id', '=', category.id).execute();
    const withCategory = (await history(shop2.id)).revisions.at(-1);
    await expect(restoreRevision(handle.db, centerId, { revisionId: withCategory?.id ?? '' })).rejects.toMatchObject({
      code: 'RESTORE_CONFLICT',
    });
  });

  it('never reaches across centers: another center’s revision is NOT_FOUND and is not listed', async () => {
    const foreign = await createShop(handle.db, otherCenterId, { name: 'Fremd', slug: 'fremd', status: 'Active' });
    const [revision] = (await listRevisions(handle.db, otherCenterId, { kind: 'shops', recordId: foreign.id }))
      .revisions;
    expect(revision).toBeDefined();
    await expect(restoreRevision(handle.db, centerId, { revisionId: revision?.id ?? '' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await history(foreign.id)).revisions).toEqual([]);
  });

  it('pages the center’s newest changes and refuses malformed queries', async () => {
    const first = await listRevisions(handle.db, centerId, { limit: 2 });
    expect(first.revisions).toHaveLength(2);
    expect(first.next).toBe(first.revisions[1]?.id);
    const second = await listRevisions(handle.db, centerId, { limit: 2, before: first.next ?? undefined });
    expect(Number(second.revisions[0]?.id)).toBeLessThan(Number(first.next));
    await expect(listRevisions(handle.db, centerId, { recordId: centerId })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
    await expect(listRevisions(handle.db, centerId, { kind: 'sessions' as never })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
    await expect(restoreRevision(handle.db, centerId, { revisionId: '1; drop table shops' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it('records every kind it names: each table of HISTORY_KINDS has the trigger', async () => {
    const found = await sql<{ table: string }>`select c.relname as table from pg_trigger t
      join pg_class c on c.oid = t.tgrelid where t.tgname = c.relname || '_history'`.execute(handle.db);
    const linkTables = Object.values(LINKED_ROWS).map((link) => link.table);
    expect(found.rows.map((row) => row.table).sort()).toEqual(
      [...new Set([...Object.values(HISTORY_KINDS), ...linkTables])].sort(),
    );
  });

  it('is append-only: a revision cannot be changed or deleted', async () => {
    await expect(sql`update record_revisions set actor_label = 'someone else'`.execute(handle.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from record_revisions`.execute(handle.db)).rejects.toThrow(/append-only/);
  });
});
