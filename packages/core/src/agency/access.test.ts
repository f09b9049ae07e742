// Spec 4.6, 5: who reaches an agency route - staff by their rule and organization, organization API keys by
// scope and organization, the bridge only on center-scoped routes that accept it.
import { describe, expect, it } from 'vitest';
import { allModulesOn, type Principal, rule } from '../accounts/access';
import type { AgencyCaller, AgencyRule } from './access';
import { checkAgencyAccess } from './access';

const ORG = '00000000-0000-4000-8000-00000000000a';
const OTHER_ORG = '00000000-0000-4000-8000-00000000000b';
const CENTER = '00000000-0000-4000-8000-00000000000c';
const OTHER_CENTER = '00000000-0000-4000-8000-00000000000d';

const centerRoute: AgencyRule = {
  staff: rule('organization-management', ['SUPER_ADMIN', 'CENTER_ADMIN']),
  apiKey: 'write',
  bridge: true,
};
const staffOnly: AgencyRule = { ...centerRoute, apiKey: null, bridge: false };
const organizationRoute: AgencyRule = {
  staff: rule('system-integration', ['SUPER_ADMIN', 'CENTER_MANAGER'], { centerScoped: false }),
  apiKey: 'read',
  bridge: false,
};

const staff = (role: Principal['role'], organizationId: string | null = ORG, centerId: string | null = CENTER) =>
  ({ kind: 'staff', principal: { userId: 'u', role, organizationId, centerId, modules: allModulesOn() } }) as const;
const key = (scopes: ('read' | 'write')[], organizationId = ORG): AgencyCaller => ({
  kind: 'api_key',
  keyId: 'k',
  name: 'agency',
  organizationId,
  scopes,
});
const code = (decision: ReturnType<typeof checkAgencyAccess>) => (decision.ok ? 'ok' : decision.code);

describe('checkAgencyAccess', () => {
  it('answers 401 without any caller', () => {
    expect(checkAgencyAccess(null, centerRoute)).toMatchObject({ ok: false, status: 401, code: 'UNAUTHENTICATED' });
  });

  it('holds staff to the rule, the center of the session and their organization', () => {
    expect(code(checkAgencyAccess(staff('CENTER_ADMIN'), centerRoute))).toBe('ok');
    expect(code(checkAgencyAccess(staff('CENTER_ADMIN'), centerRoute, { organizationId: ORG, centerId: CENTER }))).toBe(
      'ok',
    );
    expect(code(checkAgencyAccess(staff('VIEWER'), centerRoute))).toBe('FORBIDDEN_ROLE');
    expect(
      code(checkAgencyAccess(staff('CENTER_ADMIN'), centerRoute, { organizationId: ORG, centerId: OTHER_CENTER })),
    ).toBe('FORBIDDEN_CENTER');
    expect(code(checkAgencyAccess(staff('CENTER_MANAGER'), organizationRoute, { organizationId: OTHER_ORG }))).toBe(
      'FORBIDDEN_ORGANIZATION',
    );
    expect(code(checkAgencyAccess(staff('CENTER_MANAGER'), organizationRoute, { organizationId: ORG }))).toBe('ok');
    // the platform operator reaches every organization
    expect(
      code(checkAgencyAccess(staff('SUPER_ADMIN', null, null), organizationRoute, { organizationId: OTHER_ORG })),
    ).toBe('ok');
  });

  it('holds an API key to the routes that accept keys, its scopes and its organization', () => {
    expect(
      code(checkAgencyAccess(key(['read', 'write']), centerRoute, { organizationId: ORG, centerId: CENTER })),
    ).toBe('ok');
    expect(code(checkAgencyAccess(key(['read']), centerRoute))).toBe('INSUFFICIENT_SCOPE');
    expect(code(checkAgencyAccess(key(['read', 'write']), staffOnly))).toBe('API_KEY_NOT_ACCEPTED');
    expect(
      code(
        checkAgencyAccess(key(['read', 'write']), centerRoute, { organizationId: OTHER_ORG, centerId: OTHER_CENTER }),
      ),
    ).toBe('FORBIDDEN_ORGANIZATION');
    // a center without an organization belongs to no key
    expect(code(checkAgencyAccess(key(['read']), organizationRoute, { organizationId: null }))).toBe(
      'FORBIDDEN_ORGANIZATION',
    );
  });

  it('lets the bridge reach only the routes that accept it, on any center', () => {
    expect(
      code(checkAgencyAccess({ kind: 'bridge' }, centerRoute, { organizationId: OTHER_ORG, centerId: CENTER })),
    ).toBe('ok');
    expect(code(checkAgencyAccess({ kind: 'bridge' }, staffOnly))).toBe('BRIDGE_NOT_ACCEPTED');
    expect(code(checkAgencyAccess({ kind: 'bridge' }, organizationRoute))).toBe('BRIDGE_NOT_ACCEPTED');
  });
});
