import { describe, expect, it } from 'vitest';
import { isMessageKey } from './i18n';
import { CATALOGUE } from './i18n/both-catalogues';
import { canOpen, navigationBlocks } from './navigation';
import { AREA_MODULES, AREA_ORDER, ROLES, roleLabelKey } from './registry';
import { DASHBOARD_SCREENS } from './routes';

describe('the registry of the dashboard', () => {
  it('labels every role and area in both languages', () => {
    for (const role of ROLES) expect(isMessageKey(roleLabelKey(role) ?? ''), role).toBe(true);
    expect(roleLabelKey('NOT_A_ROLE')).toBeUndefined();
    for (const area of AREA_ORDER) expect(isMessageKey(`area.${area}`), area).toBe(true);
    expect(Object.keys(CATALOGUE.en).sort()).toEqual(Object.keys(CATALOGUE.de).sort());
  });

  it('places every screen of the routes table in an area', () => {
    for (const screen of DASHBOARD_SCREENS) {
      for (const area of [screen.area, ...(screen.alsoIn ?? [])]) expect(AREA_ORDER, screen.path).toContain(area);
    }
  });

  it('lists the plugin sites in the plugin integration area (spec 2.11: cms-integration)', () => {
    const screen = DASHBOARD_SCREENS.find((s) => s.path === 'plugin-sites');
    expect(screen?.area).toBe('plugin-integration');
    expect(AREA_MODULES['plugin-integration']).toBe('cms-integration');
  });
});

describe('navigationBlocks', () => {
  const screens = [
    { area: 'dashboard', path: '' },
    { area: 'dashboard', path: 'profile' },
    { area: 'users', path: 'users' },
    { area: 'organization-center', path: 'mail-aliases' },
    { area: 'editorial', path: 'news', inNavigation: false },
  ] as const;
  const allOn = Object.fromEntries(Object.values(AREA_MODULES).map((m) => [m, true]));

  it('shows the blocks of the visible areas that have screens, in the registry order', () => {
    const blocks = navigationBlocks(
      { areas: ['dashboard', 'editorial', 'organization-center', 'users'], modules: allOn },
      screens,
    );
    expect(blocks.map((b) => b.area)).toEqual(['dashboard', 'organization-center', 'users']);
    expect(blocks[0]?.items.map((s) => s.path)).toEqual(['', 'profile']);
  });

  it('lists a screen of several areas once, under the first area the role sees, and opens it from any of them', () => {
    const plan = { area: 'center-website', alsoIn: ['digital-apps-hardware'], path: 'center-plan' } as const;
    const both = navigationBlocks({ areas: ['center-website', 'digital-apps-hardware'], modules: allOn }, [plan]);
    expect(both.map((b) => [b.area, b.items.length])).toEqual([['center-website', 1]]);
    const apps = navigationBlocks({ areas: ['digital-apps-hardware'], modules: allOn }, [plan]);
    expect(apps.map((b) => b.area)).toEqual(['digital-apps-hardware']);
    const facility = { role: 'FACILITY_MANAGER', areas: ['digital-apps-hardware'], modules: allOn } as const;
    expect(canOpen(plan, facility)).toBe(true);
    expect(canOpen(plan, { ...facility, modules: { ...allOn, 'digital-experience': false } })).toBe(false);
    expect(canOpen(plan, { role: 'FINANCE_MANAGER', areas: ['finance'], modules: allOn })).toBe(false);
    expect(canOpen(plan, { role: 'SUPER_ADMIN', areas: [], modules: {} })).toBe(true);
  });

  it('lists a screen that further requires a role only for that role (and the platform operator)', () => {
    const activity = { area: 'organization-center', path: 'history', roles: ['CENTER_ADMIN'] } as const;
    const config = { areas: ['organization-center'], modules: allOn } as const;
    expect(navigationBlocks({ ...config, role: 'CENTER_ADMIN' }, [activity])).toHaveLength(1);
    expect(navigationBlocks({ ...config, role: 'CENTER_MANAGER' }, [activity])).toHaveLength(0);
    expect(canOpen(activity, { ...config, role: 'CENTER_MANAGER' })).toBe(false);
    expect(canOpen(activity, { ...config, role: 'SUPER_ADMIN' })).toBe(true);
  });

  it('always shows the dashboard home, and hides a block whose area is not visible or whose module is off', () => {
    expect(navigationBlocks({ areas: [], modules: {} }, screens).map((b) => b.area)).toEqual(['dashboard']);
    const usersOff = navigationBlocks({ areas: ['users'], modules: { ...allOn, users: false } }, screens);
    expect(usersOff.map((b) => b.area)).toEqual(['dashboard']);
  });
});
