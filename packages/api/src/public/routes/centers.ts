import {
  centerByDomainView,
  centerBySlugView,
  centerThemeConfig,
  getVisitorSurface,
  normalizeDomain,
} from '@center-platform/core/centers';
import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/errors';
import { allowPublicReads } from '../cors';
import type { PublicApp, PublicDeps } from '../public-app';
import { found } from '../read-cache';
import { CenterByDomain, CenterBySlug, ThemeConfig, VisitorSurfaceResponse } from '../schemas/centers';
import { CenterIdParams, jsonResponse } from '../schemas/common';

const SlugParams = z.object({
  slug: z
    .string()
    .max(100)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a center slug')
    .openapi({ param: { name: 'slug', in: 'path' }, example: 'demo-center' }),
});

const bySlug = createRoute({
  method: 'get',
  path: '/api/centers/by-slug/{slug}',
  tags: ['Centers'],
  summary: 'The center of a slug, as a flat object (spec 2.5)',
  request: { params: SlugParams },
  responses: jsonResponse(CenterBySlug, 'The center'),
});

const themeConfig = createRoute({
  method: 'get',
  path: '/api/centers/by-slug/{slug}/theme-config',
  tags: ['Centers'],
  summary: 'Theme configuration of a center website',
  request: { params: SlugParams },
  responses: jsonResponse(ThemeConfig, 'The theme configuration'),
});

const byDomain = createRoute({
  method: 'get',
  path: '/api/centers/by-domain',
  tags: ['Centers'],
  summary: 'The center of a custom domain; without `domain`, the request Host',
  request: {
    query: z.object({ domain: z.string().max(253).optional().openapi({ example: 'www.demo-center.example' }) }),
  },
  responses: jsonResponse(CenterByDomain, 'The center and its URLs'),
});

const visitorSurface = createRoute({
  method: 'get',
  path: '/api/centers/{centerId}/public-visitor-surface',
  tags: ['Centers'],
  summary: 'Everything a visitor frontend needs in one read (spec 2.2-2.4, schemaVersion 1)',
  request: { params: CenterIdParams },
  responses: jsonResponse(VisitorSurfaceResponse, 'The public visitor surface'),
});

export function registerCenterRoutes(app: PublicApp, { db, config, cache, snapshotSigner }: PublicDeps) {
  allowPublicReads(app, bySlug);
  app.openapi(bySlug, (c) =>
    cache.answer(c, {
      selector: { slug: c.req.valid('param').slug },
      key: 'center-by-slug',
      load: async (id) => found(await centerBySlugView(db, id, config.baseUrl)),
    }),
  );

  allowPublicReads(app, themeConfig);
  app.openapi(themeConfig, (c) =>
    cache.answer(c, {
      selector: { slug: c.req.valid('param').slug },
      key: 'theme-config',
      load: async (id) => found(await centerThemeConfig(db, id)),
    }),
  );

  allowPublicReads(app, byDomain);
  app.openapi(byDomain, (c) => {
    const requested = c.req.valid('query').domain ?? c.req.header('host') ?? '';
    const domain = normalizeDomain(requested);
    if (!domain) throw new ApiError(400, 'INVALID_REQUEST', 'query.domain: expected a host name');
    return cache.answer(c, {
      selector: { domain },
      key: 'center-by-domain',
      load: async (id) => {
        const view = await centerByDomainView(db, id, config.baseUrl);
        return found(view && { success: true, data: view });
      },
    });
  });

  allowPublicReads(app, visitorSurface);
  app.openapi(visitorSurface, (c) =>
    cache.answer(c, {
      selector: { id: c.req.valid('param').centerId },
      key: 'visitor-surface',
      load: async (id) => {
        const { keyId, publicKey } = await snapshotSigner();
        const surface = await getVisitorSurface(db, id, {
          botChallengeSiteKey: config.botChallenge.siteKey,
          snapshotKey: { keyId, publicKey },
        });
        return found(surface && { success: true, data: surface });
      },
    }),
  );
}
