// Spec 4.6: the per-template hosting project map of an organization, read by slug or id and changed by template.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { getOrganizationHosting, patchOrganizationHosting } from './hosting';
import { findOrganization } from './organizations';

describe('organization hosting', () => {
  let handle: DatabaseHandle;
  let organizationId: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    organizationId = (
      await handle.db
        .insertInto('organizations')
        .values({
          name: 'Agency Group',
          slug: 'agency-group',
          hosting: JSON.stringify({ legacy: 'not-an-object' }) as never,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => handle.close());

  it('finds an organization by slug or id', async () => {
    expect((await findOrganization(handle.db, 'agency-group')).id).toBe(organizationId);
    expect((await findOrganization(handle.db, organizationId.toUpperCase())).slug).toBe('agency-group');
    await expect(findOrganization(handle.db, 'nobody')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('sets, replaces and removes entries by template and keeps the others', async () => {
    expect((await getOrganizationHosting(handle.db, organizationId)).projects).toEqual({});
    await patchOrganizationHosting(handle.db, organizationId, {
      classic: { provider: 'vercel', projectId: 'prj_1', productionUrl: 'https://classic.example' },
      modern: { provider: 'netlify', projectId: 'site-2' },
    });
    const changed = await patchOrganizationHosting(handle.db, organizationId, {
      modern: null,
      premium: { provider: 'vercel', projectId: 'prj_3', teamId: 'team_9' },
    });
    expect(changed.projects).toEqual({
      classic: { provider: 'vercel', projectId: 'prj_1', productionUrl: 'https://classic.example' },
      premium: { provider: 'vercel', projectId: 'prj_3', teamId: 'team_9' },
    });
  });

  it('refuses bad template keys, unknown fields and non-https URLs', async () => {
    for (const patch of [
      { 'Bad Key': { provider: 'vercel', projectId: 'x' } },
      { __proto__x: null, classic: { provider: 'vercel', projectId: 'x', deployHook: 'https://hook' } },
      { classic: { provider: 'vercel', projectId: 'x', productionUrl: 'http://plain.example' } },
      { classic: { provider: 'vercel' } },
    ]) {
      await expect(patchOrganizationHosting(handle.db, organizationId, patch as never)).rejects.toMatchObject({
        kind: 'invalid',
      });
    }
  });
});
