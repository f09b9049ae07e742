import type { Role } from '@center-platform/core';
import { z } from 'zod';
import { BRIDGE_HEADER } from '../auth/authenticate';
import type { AgencyRouteSpec } from './agency-route';

// The OpenAPI 3.1 document of the agency integration API (spec 9: "descriptions exist for the agency
// integration"), built from the same declarations that register and guard the routes (./agency-route), with the
// zod schemas of their inputs and answers as JSON Schema (2020-12, which OpenAPI 3.1 uses).

const ERROR = { $ref: '#/components/schemas/Error' };

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
}

const error = (description: string) => ({ description, content: { 'application/json': { schema: ERROR } } });

function roles(spec: AgencyRouteSpec): string {
  const staff = spec.access.staff.roles === 'any' ? 'every staff role' : (spec.access.staff.roles as Role[]).join(', ');
  const parts = [
    `Staff (session or a user's bearer key): ${staff}${spec.access.staff.centerScoped ? ', on the center of the session' : ', within their organization'}.`,
    spec.access.apiKey
      ? `Organization API key with the "${spec.access.apiKey}" scope, for records of its organization.`
      : 'Staff only: organization API keys are refused (403 API_KEY_NOT_ACCEPTED).',
  ];
  if (spec.access.bridge) parts.push(`Bridge credential (${BRIDGE_HEADER} header, CM_BRIDGE_SECRET).`);
  return parts.join(' ');
}

const capitalized = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** e.g. `putCentersByCenterIdParkingZonesByZoneId` */
function operationId(spec: AgencyRouteSpec): string {
  const words = spec.path
    .replace('/api/agencyos/v1/', '')
    .split(/[/-]/)
    .map((part) => (part.startsWith(':') ? `By${capitalized(part.slice(1))}` : capitalized(part)));
  return `${spec.method}${words.join('')}`;
}

function operation(spec: AgencyRouteSpec) {
  const parameters = [
    ...Object.entries(spec.params ?? {}).map(([name, schema]) => ({
      name,
      in: 'path',
      required: true,
      schema: jsonSchema(schema, 'input'),
    })),
    ...Object.entries(
      ((spec.query ? jsonSchema(spec.query, 'input').properties : undefined) as Record<string, unknown> | undefined) ??
        {},
    ).map(([name, schema]) => ({ name, in: 'query', required: false, schema })),
  ];
  const data = spec.response ? jsonSchema(spec.response, 'output') : { type: 'object' };
  const security = [
    ...(spec.access.apiKey ? [{ organizationKey: [] }] : []),
    { session: [] },
    ...(spec.access.bridge ? [{ bridge: [] }] : []),
  ];
  return {
    tags: [spec.tag],
    summary: spec.summary,
    description: [spec.description, roles(spec)].filter(Boolean).join('\n\n'),
    operationId: operationId(spec),
    security,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(spec.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(spec.body, 'input') } } } }
      : {}),
    responses: {
      [String(spec.status ?? 200)]: {
        description: 'Success',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['success', 'data'],
              properties: { success: { const: true }, data },
            },
          },
        },
      },
      '400': error('Invalid input; the message names each field (`body.latitude: ...`).'),
      '401': error('No credentials, or a credential that is unknown, revoked or expired.'),
      '403': error('The credential may not call this route or act on this record.'),
      ...(spec.method !== 'post' || spec.params ? { '404': error('The record named does not exist.') } : {}),
      ...(spec.method === 'post' || spec.method === 'put' ? { '409': error('A unique value is taken.') } : {}),
    },
  };
}

/** The document: every declared agency route, its access, inputs and answers. */
export function agencyOpenApiDocument(routes: readonly AgencyRouteSpec[], baseUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of routes) {
    const path = spec.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [spec.method]: operation(spec) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Center Platform agency integration API',
      version: '1',
      description:
        'The API agencies build center websites and automations against, versioned by its path prefix /api/agencyos/v1/. Answers are `{ success: true, data }`; errors `{ success: false, error: { code, message } }`. Fields are added without a version bump.',
    },
    servers: [{ url: baseUrl }],
    paths,
    components: {
      securitySchemes: {
        organizationKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An organization API key (cpo_...), created and revoked by the platform operator in the dashboard; shown once. Scopes: read, write.',
        },
        session: {
          type: 'http',
          scheme: 'bearer',
          description: "Staff: the dashboard's session cookie, or a user's personal bearer key (cps_...).",
        },
        bridge: {
          type: 'apiKey',
          in: 'header',
          name: 'X-CM-Bridge-Secret',
          description: 'The server-to-server bridge credential (CM_BRIDGE_SECRET); center-scoped routes only.',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['success', 'error'],
          properties: {
            success: { const: false },
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: { code: { type: 'string' }, message: { type: 'string' } },
            },
          },
        },
      },
    },
  };
}
