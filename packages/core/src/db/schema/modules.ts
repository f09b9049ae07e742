// Module registry (2.11).
import type { Role } from './accounts';
import type { UpdatedAt, Uuid } from './columns';

export interface ModuleTenantSettingsTable {
  organizationId: string;
  moduleId: string;
  enabled: boolean;
  updatedAt: UpdatedAt;
}

export interface RoleModuleOverridesTable {
  id: Uuid;
  /** null: the platform-wide default for the role */
  organizationId: string | null;
  role: Role;
  moduleId: string;
  enabled: boolean;
  updatedAt: UpdatedAt;
}
