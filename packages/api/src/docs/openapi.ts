import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context';
import { type Api, DECLARED_ROUTES } from '../http/route';
import { WEBSITE_FORM_OPERATIONS } from '../website-forms/website-forms.routes';
import { PUBLIC_OPERATION_IDS } from './public-operations';

// The OpenAPI 3.1 documents of the declared staff and agency routes (../http/route), written by the generator that
// writes the public reads' document (@hono/zod-openapi's), from the declarations that register and guard the routes.

const SECURITY_SCHEMES = {
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
} as const;

/** The one error body of the API (../http/errors). */
const ERROR = {
  type: 'object' as const,
  required: ['success', 'error'],
  properties: {
    success: { const: false },
    error: {
      type: 'object' as const,
      required: ['code', 'message'],
      properties: { code: { type: 'string' as const }, message: { type: 'string' as const } },
    },
  },
};

const INFO = {
  agency: {
    title: 'Center Platform agency integration API',
    version: '1',
    description:
      'The API agencies build center websites and automations against, versioned by its path prefix /api/agencyos/v1/. Answers are `{ success: true, data }`; errors `{ success: false, error: { code, message } }`. Fields are added without a version bump.',
  },
  staff: {
    title: 'Center Platform staff API',
    version: '1',
    description:
      'The REST routes of the dashboard and staff tools (the dashboard also calls tRPC procedures, not listed here). Every route needs staff credentials and answers by its declared rule. Errors are `{ success: false, error: { code, message } }`.',
  },
} as const;

/** The document of one API: every declared route of it, its access, inputs and answers. */
export function routesDocument(api: Api, baseUrl: string) {
  const generator = new OpenAPIHono();
  const schemes = api === 'agency' ? SECURITY_SCHEMES : { session: SECURITY_SCHEMES.session };
  for (const [name, scheme] of Object.entries(schemes)) {
    generator.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
  }
  generator.openAPIRegistry.registerComponent('schemas', 'Error', ERROR);
  for (const route of DECLARED_ROUTES) if (route.api === api) generator.openAPIRegistry.registerPath(route.definition);
  return generator.getOpenAPI31Document({ openapi: '3.1.0', info: INFO[api], servers: [{ url: baseUrl }] });
}

const PUBLIC_INFO = {
  title: 'Center Platform public API',
  version: '1.0.0',
  description:
    'The public reads of center websites, kiosks and apps (spec 4.1) and the visitor actions (routing, chatbot, website forms). No credentials; CORS `*`. Every read answers with an ETag; send If-None-Match to get 304. Errors are `{ success: false, error: { code, message } }`.',
};

/**
 * The document of the public API (`/api/openapi.json`): the routes registered on the public app and the website
 * form endpoints, each with its operationId (public-operations.ts) and `security: []` (no credentials).
 */
export function publicDocument(publicRoutes: OpenAPIHono<AppEnv>, baseUrl: string) {
  const generator = new OpenAPIHono();
  const forms = WEBSITE_FORM_OPERATIONS.map((route) => ({ type: 'route' as const, route }));
  for (const definition of [...publicRoutes.openAPIRegistry.definitions, ...forms]) {
    if (definition.type !== 'route') {
      generator.openAPIRegistry.definitions.push(definition);
      continue;
    }
    const { route } = definition;
    const operationId = PUBLIC_OPERATION_IDS[`${route.method} ${route.path}`];
    if (!operationId) throw new Error(`no operationId for ${route.method} ${route.path} (public-operations.ts)`);
    generator.openAPIRegistry.registerPath({ ...route, operationId, security: [] });
  }
  return generator.getOpenAPI31Document({ openapi: '3.1.0', info: PUBLIC_INFO, servers: [{ url: baseUrl }] });
}
