import { type AgencyCaller, type AgencyRule, type AgencyTarget, checkAgencyAccess } from '@center-platform/core';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { declareStaffRoute } from '../auth/staff-routes';
import type { AppEnv } from '../context';
import { readJsonBody, validateBody } from '../http/body';
import { ApiError } from '../http/errors';
import { parseQuery } from '../http/query';

type Method = 'get' | 'post' | 'put' | 'patch';

/**
 * One route of the agency integration API (spec 4.6, 9): its access, its inputs and what it acts on. The same
 * declaration registers the handler, enforces the access and describes the route in the agency OpenAPI document,
 * so no agency route exists undocumented or unguarded.
 */
export interface AgencyRouteSpec<B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType> {
  method: Method;
  /** Hono syntax: `/api/agencyos/v1/centers/:centerId` */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  access: AgencyRule;
  /** path parameters and their schemas (validated before anything else: 400 naming `param.<name>`) */
  params?: Record<string, z.ZodType>;
  query?: Q;
  body?: B;
  /**
   * what the request acts on; unknown records throw NOT_FOUND here (after the first access check). The body is
   * not validated yet (that follows the second check): read the fields it needs with `bodyUuid`.
   */
  target: (c: Context<AppEnv>, input: { body: unknown; query: z.output<Q> }) => Promise<AgencyTarget>;
  /** the path parameter naming the center, for the role x route walk of the staff routes */
  centerParam?: string;
  /** the `data` of the success answer, documented; omitted: an object */
  response?: z.ZodType;
  status?: 200 | 201;
}

export const AGENCY_ROUTES: AgencyRouteSpec[] = [];

const UUID = z.uuid();

/** The caller as the agency access sees it: staff (session or a user's bearer key), an organization key, the bridge. */
function callerOf(c: Context<AppEnv>): AgencyCaller | null {
  const principal = c.get('principal');
  if (principal) return { kind: 'staff', principal };
  return c.get('agencyCaller') ?? null;
}

function enforce(c: Context<AppEnv>, rule: AgencyRule, target?: AgencyTarget) {
  const decision = checkAgencyAccess(callerOf(c), rule, target);
  if (!decision.ok) throw new ApiError(decision.status, decision.code, decision.message);
}

/** A uuid field of a body not yet validated (for `target`): absent → undefined, anything else but a uuid → 400. */
export function bodyUuid(body: unknown, name: string): string | undefined {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !UUID.safeParse(value).success) {
    throw new ApiError(400, 'INVALID_REQUEST', `body.${name}: expected a uuid`);
  }
  return value;
}

/**
 * Registers an agency route. Order per request: who may call it at all (401, role, module, key scope, bridge),
 * the path and query (400), the target (404), the target against the caller (center of the session, organization
 * of the key or of the staff member), the body (400 naming each field), then the handler; its result is answered
 * as `{ success: true, data }`. So a caller refused for a record learns nothing from validation messages.
 */
export function agencyRoute<B extends z.ZodType, Q extends z.ZodType>(
  app: Hono<AppEnv>,
  spec: AgencyRouteSpec<B, Q>,
  handler: (
    c: Context<AppEnv>,
    input: { body: z.input<B>; query: z.output<Q>; target: AgencyTarget },
  ) => Promise<unknown>,
) {
  if (!AGENCY_ROUTES.some((r) => r.method === spec.method && r.path === spec.path)) {
    AGENCY_ROUTES.push(spec as unknown as AgencyRouteSpec);
  }
  declareStaffRoute({ method: spec.method, path: spec.path, rule: spec.access.staff, centerParam: spec.centerParam });
  app[spec.method](spec.path, async (c) => {
    enforce(c, spec.access);
    for (const [name, schema] of Object.entries(spec.params ?? {})) {
      const result = schema.safeParse(c.req.param(name));
      if (!result.success) {
        throw new ApiError(400, 'INVALID_REQUEST', `param.${name}: ${result.error.issues[0]?.message ?? 'invalid'}`);
      }
    }
    const query = (spec.query ? parseQuery(c, spec.query) : {}) as z.output<Q>;
    const body = spec.body ? await readJsonBody(c) : undefined;
    const target = await spec.target(c, { body, query });
    enforce(c, spec.access, target);
    // validated here (400 naming `body.<field>`); core parses the raw body again, so its transforms run once
    if (spec.body) validateBody(spec.body, body);
    const data = await handler(c, { body: body as z.input<B>, query, target });
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data }, spec.status ?? 200);
  });
}
