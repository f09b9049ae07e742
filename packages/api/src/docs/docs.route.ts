import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { publicReadCors } from '../public/cors';

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

// the folder of the swagger-ui-dist assets; resolved, not imported (its entry loads the whole bundle)
const assetsDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** A browsable reference of an OpenAPI document of this host (Swagger UI served from here, no third-party CDN). */
export const referencePage = (title: string, documentUrl: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="reference"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script>SwaggerUIBundle({ url: '${documentUrl}', dom_id: '#reference', deepLinking: true });</script>
</body></html>`;

const page = referencePage('Center Platform public API', '/api/openapi.json');

/**
 * `/api/openapi.json`: the OpenAPI 3.1 document generated from the zod schemas that shape the public
 * answers; `/api/docs`: a browsable reference of it, served from this host (no third-party CDN).
 */
export function docsRoutes(publicRoutes: OpenAPIHono<AppEnv>, { config }: AppDeps) {
  let document: unknown;
  return new Hono<AppEnv>()
    .use('/api/openapi.json', publicReadCors)
    .get('/api/openapi.json', (c) => {
      document ??= publicRoutes.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Center Platform public API',
          version: '1.0.0',
          description:
            'The public reads of center websites, kiosks and apps (spec 4.1). No credentials; CORS `*`. Every answer carries an ETag; send If-None-Match to get 304. Errors are `{ success: false, error: { code, message } }`.',
        },
        servers: [{ url: config.baseUrl }],
      });
      return c.json(document);
    })
    .get('/api/docs', (c) => c.html(page))
    .get('/api/docs/assets/:file', async (c) => {
      const type = ASSETS[c.req.param('file')];
      if (!type) return c.notFound();
      const body = await readFile(join(assetsDir, c.req.param('file')));
      return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
    });
}
