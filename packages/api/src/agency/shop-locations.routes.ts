import { shopLocationTarget } from '@center-platform/core/agency';
import { ShopLocationUpdateInput, updateShopLocation } from '@center-platform/core/shops';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { route } from '../http/route';
import { AGENCY_RULES } from './rules';
import { RecordSchema } from './schemas';

/**
 * Spec 4.6 `PUT /api/agencyos/v1/shop-locations/{id}`: a branch location's fields through the shop write path;
 * `categoryId` (a category of the branch's own center, or null) overrides the category of this one branch only:
 * the chain and its other branches keep theirs.
 */
export function agencyShopLocationRoutes({ db }: Pick<AppDeps, 'db'>) {
  const app = new Hono<AppEnv>();
  route(
    app,
    {
      method: 'put',
      path: '/api/agencyos/v1/shop-locations/:id',
      tag: 'Shop locations',
      summary: 'Change a branch location (categoryId per branch)',
      description:
        'Only the fields given change. categoryId must be a category of the same center (else 400); null removes the override. Opening hours are stored under regularHours.',
      access: {
        agency: AGENCY_RULES.shopLocationWrite,
        target: (c) => shopLocationTarget(db, c.req.param('id') as string),
      },
      request: { params: z.object({ id: z.uuid('expected a uuid') }), body: ShopLocationUpdateInput.strict() },
      response: RecordSchema,
    },
    (_c, { params, body, target }) => updateShopLocation(db, target.centerId as string, params.id, body),
  );
  return app;
}
