import { rolesOf, rule } from '@center-platform/core/accounts';
import type { AgencyRule } from '@center-platform/core/agency';
import { CENTERPLAN_RULE } from '../centerplan/rules';
import { SHOP_LOCATION_RULE } from '../shops/rules';

// The declared access of every agency route (spec 4.6, 5) and of the dashboard's key management. Staff rules
// follow the areas of 2.11; `apiKey` is the scope an organization key needs (null: staff only); `bridge` marks
// the center-scoped routes the server-to-server bridge credential may call.

/** Organization API keys are credentials: their page is SUPER_ADMIN only (2.11 "credential pages"). */
export const ORGANIZATION_KEYS_RULE = rule('system-integration', rolesOf('integration-credentials'), {
  centerScoped: false,
});

const CENTER = rule('organization-management', rolesOf('organization-center'), { centerScoped: true });
const WEBSITE = rule('digital-experience', rolesOf('center-website'), { centerScoped: true });
const PARKING = rule('property-core', rolesOf('property'), { centerScoped: true });
const HOSTING = rule('system-integration', rolesOf('integrations'), { centerScoped: false });

const read = (staff: AgencyRule['staff'], bridge = true): AgencyRule => ({ staff, apiKey: 'read', bridge });
const write = (staff: AgencyRule['staff'], bridge = true): AgencyRule => ({ staff, apiKey: 'write', bridge });

export const AGENCY_RULES = {
  centerRead: read(CENTER),
  centerWrite: write(CENTER),
  /** a new center belongs to an organization, not to a session's center: the platform operator or a key */
  centerCreate: write(rule('organization-management', ['SUPER_ADMIN'], { centerScoped: false }), false),
  context: read(CENTERPLAN_RULE),
  officeWrite: write(SHOP_LOCATION_RULE),
  shopLocationWrite: write(SHOP_LOCATION_RULE),
  parkingRead: read(PARKING),
  parkingWrite: write(PARKING),
  hostingRead: read(HOSTING, false),
  hostingWrite: write(HOSTING, false),
  /** staff only: neither keys nor the bridge (spec 4.6, 5) */
  websiteConfig: { staff: WEBSITE, apiKey: null, bridge: false } satisfies AgencyRule,
} as const;
