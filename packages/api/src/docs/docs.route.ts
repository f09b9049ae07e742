import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { ANY_STAFF_RULE } from '../auth/rules';
import type { AppDeps, AppEnv } from '../context';
import { route } from '../http/route';
import { publicReadCors } from '../public/cors';
import { publicDocument as buildPublicDocument, routesDocument } from './openapi';

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

// the folder of the swagger-ui-dist assets; resolved, not imported (its entry loads the whole bundle)
const assetsDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** A browsable reference of an OpenAPI document of this host (Swagger UI served from here, no third-party CDN). */
const referencePage = (title: string, documentUrl: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="reference"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script>SwaggerUIBundle({ url: '${documentUrl}', dom_id: '#reference', deepLinking: true });</script>
</body></html>`;

/**
 * `/api/openapi.json`: the OpenAPI 3.1 document generated from the zod schemas that shape the public
 * answers; `/api/agencyos/v1/openapi.json`: the agency integration API's (spec 9); `/api/docs` and
 * `/api/agencyos/v1/docs`: browsable references of them, served from this host (no third-party CDN). All public.
 */
export function docsRoutes(publicRoutes: OpenAPIHono<AppEnv>, { config }: AppDeps) {
  let publicDocument: unknown;
  let agencyDocument: unknown;
  return new Hono<AppEnv>()
    .use('/api/openapi.json', publicReadCors)
    .get('/api/openapi.json', (c) => {
      publicDocument ??= buildPublicDocument(publicRoutes, config.baseUrl);
      return c.json(publicDocument);
    })
    .get('/api/docs', (c) => c.html(referencePage('Center Platform public API', '/api/openapi.json')))
    .use('/api/agencyos/v1/openapi.json', publicReadCors)
    .get('/api/agencyos/v1/openapi.json', (c) => {
      agencyDocument ??= routesDocument('agency', config.baseUrl);
      return c.json(agencyDocument);
    })
    .get('/api/agencyos/v1/docs', (c) =>
      c.html(referencePage('Center Platform agency API', '/api/agencyos/v1/openapi.json')),
    )
    .get('/api/docs/assets/:file', async (c) => {
      const type = ASSETS[c.req.param('file')];
      if (!type) return c.notFound();
      const body = await readFile(join(assetsDir, c.req.param('file')));
      return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
    });
}

/**
 * `/api/staff/openapi.json`: the OpenAPI 3.1 document of the staff REST routes, and `/api/staff/docs` to browse it;
 * for any signed-in staff member (anonymous callers learn nothing about the staff routes).
 */
export function staffDocsRoutes({ config }: Pick<AppDeps, 'config'>) {
  const app = new Hono<AppEnv>();
  let document: unknown;
  route(
    app,
    {
      method: 'get',
      path: '/api/staff/openapi.json',
      tag: 'Documentation',
      summary: 'This document',
      access: { staff: ANY_STAFF_RULE },
    },
    (c) => {
      document ??= routesDocument('staff', config.baseUrl);
      return c.json(document);
    },
  );
  route(
    app,
    {
      method: 'get',
      path: '/api/staff/docs',
      tag: 'Documentation',
      summary: 'A browsable reference of this document',
      access: { staff: ANY_STAFF_RULE },
    },
    (c) => c.html(referencePage('Center Platform staff API', '/api/staff/openapi.json')),
  );
  return app;
}
