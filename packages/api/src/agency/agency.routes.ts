import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { agencyCenterRoutes } from './centers.routes';
import { agencyHostingRoutes } from './hosting.routes';
import { agencyOfficeRoutes } from './offices.routes';
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
