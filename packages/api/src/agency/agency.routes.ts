import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { referencePage } from '../docs/docs.route';
import { publicReadCors } from '../public/cors';
import { AGENCY_ROUTES } from './agency-route';
import { agencyCenterRoutes } from './centers.routes';
import { agencyHostingRoutes } from './hosting.routes';
import { agencyOfficeRoutes } from './offices.routes';
import { agencyOpenApiDocument } from './openapi';
import { agencyParkingZoneRoutes } from './parking-zones.routes';
import { agencyShopLocationRoutes } from './shop-locations.routes';
import { websiteConfigRoutes } from './website-config.routes';

/** Spec 4.6, 5, 9: the agency integration API under /api/agencyos/v1/ (and the dashboard's website-config path). */
export function agencyRoutes(deps: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>()
    .route('/', agencyCenterRoutes(deps))
    .route('/', websiteConfigRoutes(deps))
    .route('/', agencyOfficeRoutes(deps))
    .route('/', agencyShopLocationRoutes(deps))
    .route('/', agencyHostingRoutes(deps))
    .route('/', agencyParkingZoneRoutes(deps));
}

/** The agency API's OpenAPI document and its browsable reference: public, like the public API's. */
export function agencyDocsRoutes({ config }: Pick<AppDeps, 'config'>) {
  let document: unknown;
  return new Hono<AppEnv>()
    .use('/api/agencyos/v1/openapi.json', publicReadCors)
    .get('/api/agencyos/v1/openapi.json', (c) => {
      document ??= agencyOpenApiDocument(AGENCY_ROUTES, config.baseUrl);
      return c.json(document);
    })
    .get('/api/agencyos/v1/docs', (c) =>
      c.html(referencePage('Center Platform agency API', '/api/agencyos/v1/openapi.json')),
    );
}
