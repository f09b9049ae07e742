// The module registry (spec 2.11) as the dashboard reads it: the areas, their modules, the roles and the digest
// hours come from core's browser-safe entry; this file adds what the screens need on top.
import { AREA_IDS, AREAS, type AreaId, isRole, type ModuleId, type Role } from '@center-platform/core/shared';
import type { MessageKey } from './i18n';

export { DIGEST_HOURS, ROLES } from '@center-platform/core/shared';
export type { AreaId, ModuleId, Role };

/** Every navigation area with the module that switches it. */
export const AREA_MODULES = Object.fromEntries(AREAS.map((area) => [area.id, area.module])) as Record<AreaId, ModuleId>;

/** The areas in the order of the registry. */
export const AREA_ORDER = AREA_IDS;

/** A role's label in the catalogue (spec 2.9). */
export function roleLabelKey(role: string): MessageKey | undefined {
  if (!isRole(role)) return undefined;
  const key: MessageKey = `role.${role}`;
  return key;
}
