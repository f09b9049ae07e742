// The access rule of the agency integration API (spec 4.6, 5) and the one check that enforces it. Three kinds
// of caller reach `/api/agencyos/v1/`:
// - staff (a session or a user's bearer key): the route's staff rule of ../accounts/access (center-scoped rules:
//   the center of the session), and on organization-level routes their own organization (SUPER_ADMIN: every one);
// - an organization API key: only routes that accept keys, only with the scope the route needs, and only the
//   records of the key's organization;
// - the server-to-server bridge (CM_BRIDGE_SECRET): only center-scoped routes that accept it.
//
// The check runs twice per request: before the target is known (who may call the route at all: 401, role,
// module, scope) and once the target's center and organization are known (center of the session, the key's
// organization). So a caller the route refuses learns nothing about the records it names.
import { type AccessDecision, type AccessRule, checkAccess, type Principal } from '../accounts/access';
import type { AgencyKeyScope, OrganizationKeyCaller } from '../organizations/api-keys';

export type AgencyCaller =
  | { kind: 'staff'; principal: Principal }
  | ({ kind: 'api_key' } & OrganizationKeyCaller)
  | { kind: 'bridge' };

export interface AgencyRule {
  /** the rule for staff callers */
  staff: AccessRule;
  /** the scope an organization key needs; null: staff only (keys are refused) */
  apiKey: AgencyKeyScope | null;
  /** the route is center-scoped and accepts the bridge credential */
  bridge: boolean;
}

/** What a request acts on, once resolved: a center (and its organization) or an organization alone. */
export interface AgencyTarget {
  organizationId: string | null;
  centerId?: string;
}

export type AgencyErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN_ROLE'
  | 'MODULE_DISABLED'
  | 'FORBIDDEN_CENTER'
  | 'API_KEY_NOT_ACCEPTED'
  | 'INSUFFICIENT_SCOPE'
  | 'BRIDGE_NOT_ACCEPTED'
  | 'FORBIDDEN_ORGANIZATION';

export type AgencyDecision = { ok: true } | { ok: false; status: 401 | 403; code: AgencyErrorCode; message: string };

const ALLOWED: AgencyDecision = { ok: true };
const forbidden = (code: AgencyErrorCode, message: string): AgencyDecision => ({
  ok: false,
  status: 403,
  code,
  message,
});
const otherOrganization = forbidden('FORBIDDEN_ORGANIZATION', 'This record belongs to another organization.');

export function checkAgencyAccess(
  caller: AgencyCaller | null,
  rule: AgencyRule,
  target?: AgencyTarget,
): AgencyDecision {
  if (!caller) return checkAccess(null, rule.staff) as AgencyDecision;
  switch (caller.kind) {
    case 'staff': {
      const decision: AccessDecision = checkAccess(
        caller.principal,
        rule.staff,
        target?.centerId === undefined ? undefined : { centerId: target.centerId },
      );
      if (!decision.ok || !target || rule.staff.centerScoped || caller.principal.role === 'SUPER_ADMIN') {
        return decision;
      }
      // an organization's record: staff act within their own organization only (a center-scoped rule already
      // bound them to the center of their session)
      return target.organizationId === caller.principal.organizationId ? ALLOWED : otherOrganization;
    }
    case 'api_key':
      if (rule.apiKey === null) {
        return forbidden(
          'API_KEY_NOT_ACCEPTED',
          'This route is for staff only; an organization API key cannot call it.',
        );
      }
      if (!caller.scopes.includes(rule.apiKey)) {
        return forbidden('INSUFFICIENT_SCOPE', `This API key lacks the "${rule.apiKey}" scope.`);
      }
      if (target && target.organizationId !== caller.organizationId) return otherOrganization;
      return ALLOWED;
    case 'bridge':
      return rule.bridge
        ? ALLOWED
        : forbidden('BRIDGE_NOT_ACCEPTED', 'The bridge credential reaches center-scoped routes only.');
  }
}
