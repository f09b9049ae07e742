// Spec 4.8: one reporting execute at a time. Reporting runs have no target center (null), which the unique index
// of the legacy import (kind, target center) does not cover; migration 0007 holds one queued or running reporting
// run. Legacy runs whose target center was deleted (null as well) are not blocked by it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { DomainError } from '../../errors';
import { openTestDatabase } from '../../testing/test-database';
import { createImportRun, finishImportRun } from '../import-runs';
import { requestReportingExecute } from './request-execute';

const EXPORT = { url: 'http://127.0.0.1:9/api/integrations/cockpit-export', apiKey: 'key' };

describe('requestReportingExecute: one active reporting run', () => {
  let handle: DatabaseHandle;
  const queued: string[] = [];
  const request = (skipTestClients?: boolean) =>
    requestReportingExecute(handle.db, {
      exportConfig: EXPORT,
      ...(skipTestClients === undefined ? {} : { skipTestClients }),
      createdByUserId: null,
      enqueue: async (runId) => {
        queued.push(runId);
        return `job-${runId}`;
      },
    });

  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle?.close());

  it('records a queued run without a target center and hands it to enqueue', async () => {
    const answer = await request();
    if (answer.dryRun) throw new Error('expected a run');
    expect(answer.run).toMatchObject({
      kind: 'reporting',
      status: 'queued',
      targetCenterId: null,
      sourceRef: 'http://127.0.0.1:9/api/integrations/cockpit-export',
      options: { skipTestClients: true },
    });
    expect(queued).toEqual([answer.run.id]);
  });

  it('refuses a second one while the first is queued or running (CONFLICT naming it), then accepts once it ended', async () => {
    const [active] = queued;
    for (const status of ['queued', 'running'] as const) {
      await handle.db
        .updateTable('importRuns')
        .set({ status })
        .where('id', '=', active ?? '')
        .execute();
      const refused = await request(false).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused).toMatchObject({ kind: 'conflict', code: 'IMPORT_ALREADY_ACTIVE' });
      expect((refused as Error).message).toBe(`A reporting import is already queued or running (run ${active}).`);
    }
    expect(queued).toHaveLength(1);
    await finishImportRun(handle.db, active ?? '', 'succeeded', {});
    const next = await request(false);
    expect(next.dryRun ? null : next.run.options).toEqual({ skipTestClients: false });
  });

  it('does not block legacy runs whose target center is gone (null too), nor is blocked by them', async () => {
    const centers = await handle.db
      .insertInto('centers')
      .values([
        { name: 'A', slug: 'a' },
        { name: 'B', slug: 'b' },
      ])
      .returning('id')
      .execute();
    for (const center of centers) {
      await createImportRun(
        handle.db,
        { kind: 'legacy', sourceRef: '1', targetCenterId: center.id, options: {}, createdByUserId: null },
        async () => null,
      );
    }
    // both legacy runs lose their target (on delete set null) while a reporting run is active
    await handle.db
      .deleteFrom('centers')
      .where(
        'id',
        'in',
        centers.map((c) => c.id),
      )
      .execute();
    const runs = await handle.db
      .selectFrom('importRuns')
      .select(['kind', 'status', 'targetCenterId'])
      .where('status', 'in', ['queued', 'running'])
      .orderBy('kind')
      .execute();
    expect(runs).toEqual([
      { kind: 'legacy', status: 'queued', targetCenterId: null },
      { kind: 'legacy', status: 'queued', targetCenterId: null },
      { kind: 'reporting', status: 'queued', targetCenterId: null },
    ]);
  });

  it('refuses before recording anything when the export is not configured', async () => {
    const before = (await handle.db.selectFrom('importRuns').select('id').execute()).length;
    for (const exportConfig of [{ url: EXPORT.url }, { apiKey: 'key' }, {}]) {
      const refused = await requestReportingExecute(handle.db, {
        exportConfig,
        createdByUserId: null,
        enqueue: async () => null,
      }).catch((error: unknown) => error);
      expect(refused).toMatchObject({ name: 'ReportingUpstreamError', code: 'REPORTING_NOT_CONFIGURED' });
    }
    expect((await handle.db.selectFrom('importRuns').select('id').execute()).length).toBe(before);
  });
});
