// Role names in mails and the welcome e-mail's role groups (spec 2.9, 6.1).
import { normalizeRole } from '../accounts/roles';

export type WelcomeGroup = 'admin' | 'editorial' | 'center-manager-app' | 'read-only';

/** The role a name stands for (legacy aliases mapped); a name the platform does not know is kept, upper-cased. */
export function canonicalRole(role: string): string {
  return normalizeRole(role) ?? role.trim().toUpperCase();
}

/** The group whose bullets the WELCOME e-mail shows; unknown roles get the read-only text. */
export function welcomeGroupOf(role: string): WelcomeGroup {
  const r = canonicalRole(role);
  if (r === 'SUPER_ADMIN' || r === 'CENTER_ADMIN') return 'admin';
  if (r === 'ORG_MARKETING_MANAGER' || r === 'CONTENT_EDITOR' || r === 'AGENCY_CONTENT_EDITOR') return 'editorial';
  if (r === 'CENTER_MANAGER' || r === 'CM_ASSISTANT' || r === 'TENANT' || r.startsWith('FACILITY_')) {
    return 'center-manager-app';
  }
  return 'read-only';
}

const ROLE_LABELS: Record<string, string> = {
  SUPER_ADMIN: 'Super-Administration',
  CENTER_ADMIN: 'Center-Administration',
  ORG_MARKETING_MANAGER: 'Marketing-Management',
  CONTENT_EDITOR: 'Redaktion',
  AGENCY_CONTENT_EDITOR: 'Agentur-Redaktion',
  CENTER_MANAGER: 'Center-Management',
  CM_ASSISTANT: 'Assistenz Center-Management',
  FACILITY_MANAGER: 'Facility-Management',
  FACILITY_TECHNICIAN: 'Haustechnik',
  FACILITY_ASSISTANT: 'Assistenz Facility-Management',
  TENANT: 'Mieter',
  VIEWER: 'Lesezugriff',
  FINANCE_MANAGER: 'Finanzen',
  ANALYTICS_VIEWER: 'Auswertungen (Lesezugriff)',
};

/** The German name of a role, e.g. "Redaktion"; an unknown role is shown as given. */
export function roleLabel(role: string): string {
  const r = canonicalRole(role);
  return ROLE_LABELS[r] ?? (r.startsWith('FACILITY_') ? 'Facility-Team' : role);
}
