// The navigation of spec 2.11: one block per area the role sees, in the registry's order. A block is
// hidden when its module is off; the dashboard home is always there; an area without a screen in the
// routes table shows nothing (no empty placeholders).

import { AREA_MODULES, AREA_ORDER, type AreaId, type ModuleId, type Role } from './registry';
import type { DashboardScreen } from './routes';

export interface ModuleConfig {
  role: Role;
  /** the visible area ids for the role (profile.roleModuleConfig) */
  areas: readonly AreaId[];
  /** the effective modules of the role */
  modules: Partial<Record<ModuleId, boolean>>;
}

export function isAreaVisible(area: AreaId, config: Pick<ModuleConfig, 'areas' | 'modules'>): boolean {
  if (area === 'dashboard') return true;
  return config.areas.includes(area) && config.modules[AREA_MODULES[area]] !== false;
}

/** The first visible one of a screen's area and its further areas (`alsoIn`), if any. */
export function visibleAreaOf(
  screen: Pick<DashboardScreen, 'area' | 'alsoIn'>,
  config: Pick<ModuleConfig, 'areas' | 'modules'>,
): AreaId | undefined {
  return [screen.area, ...(screen.alsoIn ?? [])].find((area) => isAreaVisible(area, config));
}

/** Whether the role has a screen that requires roles beyond its area's (spec 2.11: "a menu item can further require
 * a role"); the platform operator has every one. */
export function isForRole(screen: Pick<DashboardScreen, 'roles'>, role: Role | undefined): boolean {
  return !screen.roles || role === 'SUPER_ADMIN' || (role !== undefined && screen.roles.includes(role));
}

/** Whether a screen may open: one of its areas is visible and it is for the role, or the caller is the platform
 * operator (who passes every module and role check of the API, so a hidden area stays reachable by its address). */
export function canOpen(screen: Pick<DashboardScreen, 'area' | 'alsoIn' | 'roles'>, config: ModuleConfig): boolean {
  return (
    config.role === 'SUPER_ADMIN' || (isForRole(screen, config.role) && visibleAreaOf(screen, config) !== undefined)
  );
}

export interface NavigationBlock<S> {
  area: AreaId;
  items: S[];
}

/** A screen with further areas is listed once: in the block of the first of its areas the role sees. */
export function navigationBlocks<S extends Pick<DashboardScreen, 'area' | 'alsoIn' | 'inNavigation' | 'roles'>>(
  config: Pick<ModuleConfig, 'areas' | 'modules'> & { role?: Role },
  screens: readonly S[],
): NavigationBlock<S>[] {
  return AREA_ORDER.filter((area) => isAreaVisible(area, config))
    .map((area) => ({
      area,
      items: screens.filter(
        (s) => s.inNavigation !== false && isForRole(s, config.role) && visibleAreaOf(s, config) === area,
      ),
    }))
    .filter((block) => block.items.length > 0);
}
