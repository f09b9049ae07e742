import type { AccessRule } from '@center-platform/core/accounts';
import { type AgencyCaller, type AgencyRule, type AgencyTarget, checkAgencyAccess } from '@center-platform/core/agency';
import type { Role } from '@center-platform/core/db';
import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import type { Context, Hono } from 'hono';
import { BRIDGE_HEADER } from '../auth/authenticate';
import { requireAccess } from '../auth/guard';
import { declareStaffRoute } from '../auth/staff-routes';
import type { AppEnv } from '../context';
import { readFormBody, readJsonBody, validateBody } from './body';
import { ApiError } from './errors';
import { parseQuery } from './query';

// The one way to declare a staff or agency REST route: its method, path, description, inputs, answer and access in
// one `createRoute` declaration. The same declaration registers the handler, enforces the access and describes the
// route in its OpenAPI document (../docs), so no route exists unguarded or undocumented.
//
// The inputs are checked here rather than by OpenAPIHono's validators, which would check them all before the
// handler: an agency route checks its body only after the caller was checked against the record it names, and
// every body keeps the API's checks (any Content-Type, `The body must be JSON.`, text PostgreSQL cannot store).

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A staff route's rule, and where a center-scoped rule finds the center the request acts on. */
export interface StaffAccess {
  staff: AccessRule;
  centerParam?: string;
  centerQuery?: string;
}

/** An agency route's rule (spec 4.6, 5) and what the request acts on. */
export interface AgencyAccess<Query = unknown> {
  agency: AgencyRule;
  /** the path parameter naming the center, for the role x route walk of the staff routes */
  centerParam?: string;
  /**
   * what the request acts on; unknown records throw NOT_FOUND here (after the first access check). The body is
   * not validated yet (that follows the second check): read the fields it needs with `bodyUuid`.
   */
  target(c: Context<AppEnv>, input: { body: unknown; query: Query }): Promise<AgencyTarget>;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

export interface RouteSpec<
  P extends z.ZodObject | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
> {
  method: Method;
  /** Hono syntax: `/api/agencyos/v1/centers/:centerId` */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /**
   * checked in this order, each a 400 naming the field: `param.<name>`, `query.<name>`, `body.<field>`; the body is
   * JSON unless `form` says it is `multipart/form-data` (an upload: its files are `File`s)
   */
  request?: { params?: P; query?: Q; body?: B; form?: boolean };
  /** the documented `data` of the success answer; the handler returns the data and the route answers `{ success: true, data }` */
  response?: z.ZodType;
  status?: 200 | 201 | 202;
}

export interface RouteInput<P, Q, B> {
  params: Output<P>;
  query: Output<Q>;
  /** the body as sent, once valid (core parses it again, so its transforms run once) */
  body: Input<B>;
}

/** A handler answers a Response, or the data of `{ success: true, data }`. */
type Handler<I> = (c: Context<AppEnv>, input: I) => unknown;

/** A path parameter that must be a uuid (`param.<name>: expected a uuid`, never a database error). */
export const UuidParam = z.uuid('expected a uuid');
/** `?centerId=`: the center a staff request acts on. */
export const CenterQuery = z.object({ centerId: UuidParam });

/** Which OpenAPI document a route belongs to. */
export type Api = 'staff' | 'agency';

/** Every declared route with its OpenAPI declaration; the documents and the agency tests read this list. */
export const DECLARED_ROUTES: { api: Api; method: Method; path: string; definition: RouteConfig }[] = [];

const capitalized = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** e.g. `putCentersByCenterIdParkingZonesByZoneId` */
function operationId(method: Method, path: string): string {
  const words = path
    .replace(/^\/api\/(agencyos\/v1\/)?/, '')
    .split(/[/-]/)
    .map((part) => (part.startsWith(':') ? `By${capitalized(part.slice(1))}` : capitalized(part)));
  return `${method}${words.join('')}`;
}

function whoMayCall(staff: AccessRule, agency: AgencyRule | undefined): string {
  const roles = staff.roles === 'any' ? 'every staff role' : (staff.roles as Role[]).join(', ');
  const where = staff.centerScoped ? ', on the center of the session' : agency ? ', within their organization' : '';
  const parts = [`Staff (session or a user's bearer key): ${roles}${where}.`];
  if (!agency) return parts[0] as string;
  parts.push(
    agency.apiKey
      ? `Organization API key with the "${agency.apiKey}" scope, for records of its organization.`
      : 'Staff only: organization API keys are refused (403 API_KEY_NOT_ACCEPTED).',
  );
  if (agency.bridge) parts.push(`Bridge credential (${BRIDGE_HEADER} header, CM_BRIDGE_SECRET).`);
  return parts.join(' ');
}

const ERROR = { $ref: '#/components/schemas/Error' };
const error = (description: string) => ({ description, content: { 'application/json': { schema: ERROR } } });

/**
 * A schema as JSON Schema 2020-12 (which OpenAPI 3.1 uses), by zod's own conversion: bodies and answers as the
 * route checks and sends them (e.g. nullable fields as `anyOf`, uuid patterns, closed answer objects).
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
}

/** Path or query parameters, each described by zod's own conversion like the bodies. */
function parameters(schema: z.ZodType) {
  if (!(schema instanceof z.ZodObject)) return schema as z.ZodObject;
  const fields = Object.entries(schema.shape as Record<string, z.ZodType>);
  // a clone: schemas made before @hono/zod-openapi extended zod (core's) have no `openapi` method of their own
  const described = fields.map(([name, field]) => [name, field.clone().openapi(jsonSchema(field, 'input'))]);
  return z.object(Object.fromEntries(described));
}

function definition(
  spec: RouteSpec<z.ZodObject | undefined, z.ZodType | undefined, z.ZodType | undefined>,
  access: StaffAccess | AgencyAccess,
): RouteConfig {
  const agency = 'agency' in access ? access.agency : undefined;
  const { params, query, body, form } = spec.request ?? {};
  // every path parameter is documented: those the declaration checks by their schema, any other as a string
  const names = [...spec.path.matchAll(/:(\w+)/g)].map((match) => [match[1] as string, z.string()]);
  const pathParams = names.length > 0 ? z.object({ ...Object.fromEntries(names), ...params?.shape }) : undefined;
  const success = spec.response
    ? {
        description: 'Success',
        content: {
          'application/json': {
            schema: {
              type: 'object' as const,
              required: ['success', 'data'],
              properties: { success: { const: true }, data: jsonSchema(spec.response, 'output') },
            },
          },
        },
      }
    : { description: 'Success' };
  return createRoute({
    method: spec.method,
    path: spec.path.replace(/:(\w+)/g, '{$1}'),
    tags: [spec.tag],
    summary: spec.summary,
    description: [spec.description, whoMayCall(agency?.staff ?? (access as StaffAccess).staff, agency)]
      .filter(Boolean)
      .join('\n\n'),
    operationId: operationId(spec.method, spec.path),
    security: [
      ...(agency?.apiKey ? [{ organizationKey: [] }] : []),
      { session: [] },
      ...(agency?.bridge ? [{ bridge: [] }] : []),
    ],
    request: {
      ...(pathParams ? { params: parameters(pathParams) } : {}),
      ...(query ? { query: parameters(query) } : {}),
      ...(body
        ? {
            body: {
              required: true,
              content: { [form ? 'multipart/form-data' : 'application/json']: { schema: jsonSchema(body, 'input') } },
            },
          }
        : {}),
    },
    responses: {
      [spec.status ?? 200]: success,
      400: error('Invalid input; the message names each field (`body.latitude: ...`).'),
      401: error('No credentials, or a credential that is unknown, revoked or expired.'),
      403: error('The credential may not call this route or act on this record.'),
      ...(spec.path.includes(':') ? { 404: error('The record named does not exist.') } : {}),
      ...(spec.method === 'post' || spec.method === 'put' ? { 409: error('A unique value is taken.') } : {}),
    },
  });
}

/** The caller as the agency access sees it: staff (session or a user's bearer key), an organization key, the bridge. */
function agencyCaller(c: Context<AppEnv>): AgencyCaller | null {
  const principal = c.get('principal');
  if (principal) return { kind: 'staff', principal };
  return c.get('agencyCaller') ?? null;
}

function requireAgencyAccess(c: Context<AppEnv>, rule: AgencyRule, target?: AgencyTarget) {
  const decision = checkAgencyAccess(agencyCaller(c), rule, target);
  if (!decision.ok) throw new ApiError(decision.status, decision.code, decision.message);
}

function parseParams(c: Context<AppEnv>, params: z.ZodObject | undefined) {
  const parsed: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(params?.shape ?? {})) {
    const result = (schema as z.ZodType).safeParse(c.req.param(name));
    if (!result.success) {
      throw new ApiError(400, 'INVALID_REQUEST', `param.${name}: ${result.error.issues[0]?.message ?? 'invalid'}`);
    }
    parsed[name] = result.data;
  }
  return parsed;
}

/**
 * Registers a route. Order per request: who may call it at all (401, role, module; agency routes: key scope,
 * bridge), the path and query (400), then for agency routes the target (404) and the target against the caller
 * (center of the session, organization of the key or of the staff member), the body (400 naming each field), then
 * the handler. So a caller refused for a record learns nothing from validation messages.
 */
export function route<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  app: Hono<AppEnv>,
  spec: RouteSpec<P, Q, B> & { access: AgencyAccess<Output<Q>> },
  handler: Handler<RouteInput<P, Q, B> & { target: AgencyTarget }>,
): void;
export function route<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(app: Hono<AppEnv>, spec: RouteSpec<P, Q, B> & { access: StaffAccess }, handler: Handler<RouteInput<P, Q, B>>): void;
/** A route declared once for the staff path and its agency twin: its handler reads only what both give it. */
export function route<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  app: Hono<AppEnv>,
  spec: RouteSpec<P, Q, B> & { access: StaffAccess | AgencyAccess<Output<Q>> },
  handler: Handler<RouteInput<P, Q, B>>,
): void;
export function route(
  app: Hono<AppEnv>,
  spec: RouteSpec<z.ZodObject | undefined, z.ZodType | undefined, z.ZodType | undefined> & {
    access: StaffAccess | AgencyAccess;
  },
  handler: Handler<{ params: unknown; query: unknown; body: unknown; target: AgencyTarget }>,
) {
  const { access, method, path } = spec;
  const agency = 'agency' in access ? access : undefined;
  const staff = 'staff' in access ? access : undefined;
  if (!DECLARED_ROUTES.some((r) => r.method === method && r.path === path)) {
    DECLARED_ROUTES.push({ api: agency ? 'agency' : 'staff', method, path, definition: definition(spec, access) });
  }
  declareStaffRoute({
    method,
    path,
    rule: agency ? agency.agency.staff : (staff as StaffAccess).staff,
    ...(access.centerParam ? { centerParam: access.centerParam } : {}),
    ...(staff?.centerQuery ? { centerQuery: staff.centerQuery } : {}),
  });
  const { params, query, body, form } = spec.request ?? {};
  app[method](path, async (c) => {
    if (agency) requireAgencyAccess(c, agency.agency);
    else {
      const { centerParam, centerQuery, staff: rule } = staff as StaffAccess;
      const centerId = centerParam
        ? (c.req.param(centerParam) ?? null)
        : centerQuery
          ? (c.req.query(centerQuery) ?? null)
          : undefined;
      requireAccess(c, rule, centerId);
    }
    const input = {
      params: parseParams(c, params),
      query: query ? parseQuery(c, query) : undefined,
      body: body ? await (form ? readFormBody(c) : readJsonBody(c)) : undefined,
    };
    let target: AgencyTarget | undefined;
    if (agency) {
      target = await agency.target(c, input);
      requireAgencyAccess(c, agency.agency, target);
    }
    if (body) validateBody(body, input.body);
    // a staff handler's input has no target
    const answer = await handler(c, { ...input, target: target as AgencyTarget });
    if (answer instanceof Response) return answer;
    return c.json({ success: true, data: answer }, spec.status ?? 200);
  });
}
