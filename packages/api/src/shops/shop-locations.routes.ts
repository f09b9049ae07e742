import {
  type AccountServices,
  createShopLocation,
  ShopLocationCreateInput,
  ShopLocationUpdateInput,
  updateShopLocation,
} from '@center-platform/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { staffRoute } from '../auth/staff-routes';
import type { AppEnv } from '../context';
import { parseBody } from '../http/body';
import { uuidParam } from '../http/params';
import { parseQuery } from '../http/query';
import { SHOP_LOCATION_RULE } from './rules';

const CenterQuery = z.object({ centerId: z.uuid('expected a uuid') });

/**
 * Spec 2.6, 4.6: `POST /api/shop-locations?centerId=` creates a branch location (a shop with `chainId`),
 * `PUT /api/shop-locations/{id}?centerId=` changes one. The body is validated here (400 naming `body.<field>`)
 * and written by core's shop write path: opening hours go through the central serialization under
 * `regularHours`.
 */
export function shopLocationRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  const rule = SHOP_LOCATION_RULE;

  staffRoute(app, { method: 'post', path: '/api/shop-locations', rule, centerQuery: 'centerId' }, async (c) => {
    const { centerId } = parseQuery(c, CenterQuery);
    await parseBody(c, ShopLocationCreateInput);
    // core parses the request body again from its raw form (the schema's transforms run once)
    const location = await createShopLocation(services.db, centerId, await c.req.json());
    return c.json({ success: true, data: location }, 201);
  });

  staffRoute(app, { method: 'put', path: '/api/shop-locations/:id', rule, centerQuery: 'centerId' }, async (c) => {
    const id = uuidParam(c, 'id');
    const { centerId } = parseQuery(c, CenterQuery);
    await parseBody(c, ShopLocationUpdateInput);
    const location = await updateShopLocation(services.db, centerId, id, await c.req.json());
    return c.json({ success: true, data: location });
  });
  return app;
}
