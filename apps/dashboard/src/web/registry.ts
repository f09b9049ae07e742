// The few facts of the module registry (spec 2.11, packages/core/src/modules/registry.ts) the browser
// needs, copied so the bundle never loads the server package. The types come from core, so a new area,
// module or role fails type checking here until it is added; registry.test.ts compares the copy with core.
import type { AreaId, DIGEST_HOURS as CORE_DIGEST_HOURS, ModuleId, Role } from '@center-platform/core';
import type { MessageKey } from './i18n';

export type { AreaId, ModuleId, Role };

/** Every navigation area in the order of the registry, with the module that switches it. */
export const AREA_MODULES = {
  dashboard: 'dashboard',
  editorial: 'mall-core',
  social: 'social-core',
  property: 'property-core',
  'center-website': 'digital-experience',
  'digital-apps-hardware': 'digital-experience',
  'plugin-integration': 'cms-integration',
  'organization-center': 'organization-management',
  marketing: 'marketing-core',
  finance: 'finance-core',
  analytics: 'analytics-core',
  community: 'community-core',
  'center-manager-app': 'center-manager-app',
  integrations: 'system-integration',
  'integration-credentials': 'system-integration',
  system: 'system-integration',
  users: 'users',
} as const satisfies Record<AreaId, ModuleId>;

export const AREA_ORDER = Object.keys(AREA_MODULES) as AreaId[];

/** Every role, in the order of spec 2.9, with its label in the catalogue. */
const ROLE_LABELS = {
  SUPER_ADMIN: 'role.SUPER_ADMIN',
  CENTER_ADMIN: 'role.CENTER_ADMIN',
  ORG_MARKETING_MANAGER: 'role.ORG_MARKETING_MANAGER',
  CONTENT_EDITOR: 'role.CONTENT_EDITOR',
  AGENCY_CONTENT_EDITOR: 'role.AGENCY_CONTENT_EDITOR',
  CENTER_MANAGER: 'role.CENTER_MANAGER',
  CM_ASSISTANT: 'role.CM_ASSISTANT',
  FACILITY_MANAGER: 'role.FACILITY_MANAGER',
  FACILITY_TECHNICIAN: 'role.FACILITY_TECHNICIAN',
  FACILITY_ASSISTANT: 'role.FACILITY_ASSISTANT',
  TENANT: 'role.TENANT',
  VIEWER: 'role.VIEWER',
  FINANCE_MANAGER: 'role.FINANCE_MANAGER',
  ANALYTICS_VIEWER: 'role.ANALYTICS_VIEWER',
} as const satisfies Record<Role, MessageKey>;

export const ROLES = Object.keys(ROLE_LABELS) as Role[];

export function roleLabelKey(role: string): MessageKey | undefined {
  return Object.hasOwn(ROLE_LABELS, role) ? ROLE_LABELS[role as Role] : undefined;
}

/** The send hours of the daily digest (spec 2.9, 6.2). */
export const DIGEST_HOURS = [7, 8, 9, 10, 12, 15, 18] as const satisfies typeof CORE_DIGEST_HOURS;
