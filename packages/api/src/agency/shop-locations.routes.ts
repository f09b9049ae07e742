import { DomainError, ShopLocationUpdateInput, updateShopLocation } from '@center-platform/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { agencyRoute } from './agency-route';
import { AGENCY_RULES } from './rules';
import { RecordSchema } from './schemas';

/**
 * Spec 4.6 `PUT /api/agencyos/v1/shop-locations/{id}`: a branch location's fields through the shop write path;
 * `categoryId` (a category of the branch's own center, or null) overrides the category of this one branch only:
 * the chain and its other branches keep theirs.
 */
export function agencyShopLocationRoutes({ db }: Pick<AppDeps, 'db'>) {
  const app = new Hono<AppEnv>();
  agencyRoute(
    app,
    {
      method: 'put',
      path: '/api/agencyos/v1/shop-locations/:id',
      tag: 'Shop locations',
      summary: 'Change a branch location (categoryId per branch)',
      description:
        'Only the fields given change. categoryId must be a category of the same center (else 400); null removes the override. Opening hours are stored under regularHours.',
      access: AGENCY_RULES.shopLocationWrite,
      params: { id: z.uuid('expected a uuid') },
      body: ShopLocationUpdateInput.strict(),
      target: async (c) => {
        const location = await db
          .selectFrom('shops')
          .innerJoin('centers', 'centers.id', 'shops.centerId')
          .select(['centers.id as centerId', 'centers.organizationId'])
          .where('shops.id', '=', c.req.param('id') as string)
          .where('shops.chainId', 'is not', null)
          .executeTakeFirst();
        if (!location) throw new DomainError('not_found', 'NOT_FOUND', 'Shop location was not found.');
        return location;
      },
      response: RecordSchema,
    },
    (c, { body, target }) => updateShopLocation(db, target.centerId as string, c.req.param('id') as string, body),
  );
  return app;
}
