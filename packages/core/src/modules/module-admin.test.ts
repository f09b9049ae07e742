// The SUPER_ADMIN's module switches of one organization (spec 2.11): the overview says what each module needs and
// why one is off; a module others need takes them along; the dashboard home stays on; role exceptions are set and
// removed; an unknown organization is NOT_FOUND.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { getModuleOverview, switchRoleModule, switchTenantModule } from './module-admin';
import { getEffectiveModules } from './module-settings';

describe('module switches of an organization', () => {
  let handle: DatabaseHandle;
  let organizationId: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    const row = await handle.db
      .insertInto('organizations')
      .values({ name: 'Module GmbH', slug: 'module-admin-org' })
      .returning('id')
      .executeTakeFirstOrThrow();
    organizationId = row.id;
  });
  afterAll(() => handle?.close());

  const moduleOf = (overview: Awaited<ReturnType<typeof getModuleOverview>>, id: string) =>
    overview.modules.find((row) => row.id === id);

  it('shows every module on at first, with what each needs and what needs it', async () => {
    const overview = await getModuleOverview(handle.db, { organizationId });
    expect(overview.organization).toEqual({ id: organizationId, name: 'Module GmbH' });
    expect(overview.modules.every((row) => row.switchedOn && row.effective)).toBe(true);
    expect(moduleOf(overview, 'mall-core')?.neededBy).toEqual(['social-core', 'marketing-core']);
    expect(moduleOf(overview, 'social-core')?.needs).toEqual(['mall-core']);
    expect(moduleOf(overview, 'dashboard')?.alwaysOn).toBe(true);
  });

  it('switches a module off for every role and takes the modules that need it along', async () => {
    const overview = await switchTenantModule(handle.db, { organizationId, moduleId: 'mall-core', enabled: false });
    expect(moduleOf(overview, 'mall-core')).toMatchObject({ switchedOn: false, effective: false });
    // still switched on, but off in effect: the screen says it is off because mall-core is
    expect(moduleOf(overview, 'social-core')).toMatchObject({ switchedOn: true, effective: false });
    const editor = await getEffectiveModules(handle.db, { organizationId, role: 'CONTENT_EDITOR' });
    expect(editor['mall-core']).toBe(false);
    expect(editor['social-core']).toBe(false);
    const back = await switchTenantModule(handle.db, { organizationId, moduleId: 'mall-core', enabled: true });
    expect(moduleOf(back, 'social-core')?.effective).toBe(true);
  });

  it('keeps the dashboard home on and refuses an unknown organization or module', async () => {
    await expect(
      switchTenantModule(handle.db, { organizationId, moduleId: 'dashboard', enabled: false }),
    ).rejects.toMatchObject({ code: 'MODULE_ALWAYS_ON' });
    await expect(
      getModuleOverview(handle.db, { organizationId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'ORGANIZATION_NOT_FOUND' });
    await expect(
      switchTenantModule(handle.db, { organizationId, moduleId: 'nope' as never, enabled: true }),
    ).rejects.toThrow();
  });

  it("sets and removes a role's exception within the organization", async () => {
    const off = await switchRoleModule(handle.db, {
      organizationId,
      role: 'CONTENT_EDITOR',
      moduleId: 'social-core',
      enabled: false,
    });
    expect(off.overrides).toEqual([{ role: 'CONTENT_EDITOR', moduleId: 'social-core', enabled: false }]);
    expect((await getEffectiveModules(handle.db, { organizationId, role: 'CONTENT_EDITOR' }))['social-core']).toBe(
      false,
    );
    expect((await getEffectiveModules(handle.db, { organizationId, role: 'CENTER_ADMIN' }))['social-core']).toBe(true);
    const cleared = await switchRoleModule(handle.db, {
      organizationId,
      role: 'CONTENT_EDITOR',
      moduleId: 'social-core',
      enabled: null,
    });
    expect(cleared.overrides).toEqual([]);
  });
});
