import { getWebsiteConfig } from '@center-platform/core/centers';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { route } from '../http/route';
import { centerOfPath } from './path-center';
import { AGENCY_RULES } from './rules';
import { WebsiteConfigSchema } from './schemas';

/**
 * Spec 4.6, 5, 7: the website configuration, staff only (a session or a user's bearer key; organization keys and
 * the bridge are refused, anonymous callers get 401). Never cached: it carries the form recipients and the whole
 * template content. The dashboard path and the agency path answer the same core read.
 */
export function websiteConfigRoutes({ db }: Pick<AppDeps, 'db'>) {
  const app = new Hono<AppEnv>();
  const rule = AGENCY_RULES.websiteConfig;
  const params = z.object({ centerId: z.uuid('expected a uuid') });

  route(
    app,
    {
      method: 'get',
      path: '/api/centers/:centerId/website-config',
      tag: 'Website',
      summary: 'The complete website configuration of a center',
      access: { staff: rule.staff, centerParam: 'centerId' },
      request: { params },
      response: WebsiteConfigSchema,
    },
    (_c, { params }) => getWebsiteConfig(db, params.centerId),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/agencyos/v1/centers/:centerId/website-config',
      tag: 'Website',
      summary: 'The complete website configuration of a center (staff only)',
      description:
        'For staff tools on a server: template content, theme overrides, companion configuration and form recipients. Organization API keys and the bridge are refused (403); external frontends must read the public visitor surface instead.',
      access: {
        agency: rule,
        centerParam: 'centerId',
        target: centerOfPath(db),
      },
      request: { params },
      response: WebsiteConfigSchema,
    },
    (_c, { target }) => getWebsiteConfig(db, target.centerId as string),
  );
  return app;
}
