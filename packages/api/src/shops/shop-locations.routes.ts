import type { AccountServices } from '@center-platform/core/accounts';
import {
  createShopLocation,
  ShopLocationCreateInput,
  ShopLocationUpdateInput,
  updateShopLocation,
} from '@center-platform/core/shops';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { CenterQuery, route, UuidParam } from '../http/route';
import { SHOP_LOCATION_RULE } from './rules';

/**
 * Spec 2.6, 4.6: `POST /api/shop-locations?centerId=` creates a branch location (a shop with `chainId`),
 * `PUT /api/shop-locations/{id}?centerId=` changes one. The body is validated here (400 naming `body.<field>`)
 * and written by core's shop write path: opening hours go through the central serialization under
 * `regularHours`.
 */
export function shopLocationRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  const rule = SHOP_LOCATION_RULE;

  route(
    app,
    {
      method: 'post',
      path: '/api/shop-locations',
      tag: 'Shops',
      summary: 'Create a branch location (a shop of a chain)',
      access: { staff: rule, centerQuery: 'centerId' },
      request: { query: CenterQuery, body: ShopLocationCreateInput },
      status: 201,
    },
    (_c, { query, body }) => createShopLocation(services.db, query.centerId, body),
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/shop-locations/:id',
      tag: 'Shops',
      summary: 'Change a branch location',
      access: { staff: rule, centerQuery: 'centerId' },
      request: { params: z.object({ id: UuidParam }), query: CenterQuery, body: ShopLocationUpdateInput },
    },
    (_c, { params, query, body }) => updateShopLocation(services.db, query.centerId, params.id, body),
  );
  return app;
}
