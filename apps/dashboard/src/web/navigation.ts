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

/** Whether a screen may open: its area is visible, or the caller is the platform operator (who passes every
 * module and role check of the API, so a hidden area stays reachable by its address). */
export function canOpen(screen: Pick<DashboardScreen, 'area'>, config: ModuleConfig): boolean {
  return config.role === 'SUPER_ADMIN' || isAreaVisible(screen.area, config);
}

export interface NavigationBlock<S> {
  area: AreaId;
  items: S[];
}

export function navigationBlocks<S extends Pick<DashboardScreen, 'area' | 'inNavigation'>>(
  config: Pick<ModuleConfig, 'areas' | 'modules'>,
  screens: readonly S[],
): NavigationBlock<S>[] {
  return AREA_ORDER.filter((area) => isAreaVisible(area, config))
    .map((area) => ({ area, items: screens.filter((s) => s.area === area && s.inNavigation !== false) }))
    .filter((block) => block.items.length > 0);
}
