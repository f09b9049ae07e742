import { MAX_SHOP_PAGE, PublicShopListJson } from '@center-platform/core/shops';
import { createRoute, z } from '@hono/zod-openapi';
import { allowPublicReads } from '../cors';
import type { PublicApp, PublicDeps } from '../public-app';
import { booleanFlag, CenterIdParams, CenterIdQuery, intParam, jsonResponse, listOf } from '../schemas/common';
import { ContentStatusParam, PublicShop, ShopList } from '../schemas/shops';

const shopsOfCenter = createRoute({
  method: 'get',
  path: '/api/centers/{centerId}/shops',
  tags: ['Shops'],
  summary: 'Shops and branch locations of a center, paged (spec 2.1, 2.6, 4.1)',
  request: {
    params: CenterIdParams,
    query: z.object({
      publicWebsite: booleanFlag.optional().openapi({
        description: 'true applies the public listing filter; without it everything not inactive is listed',
      }),
      status: ContentStatusParam.optional(),
      limit: intParam(1, MAX_SHOP_PAGE).optional().openapi({ example: 50, description: '1 to 5000, default 100' }),
      offset: intParam(0, 1_000_000).optional().openapi({ example: 0, description: 'default 0' }),
    }),
  },
  responses: jsonResponse(ShopList, 'One page of shops'),
});

const shopsForWidget = createRoute({
  method: 'get',
  path: '/api/shops',
  tags: ['Shops'],
  summary: 'Every publicly listed shop of a center (the map widget read, spec 4.10)',
  request: { query: CenterIdQuery },
  responses: jsonResponse(listOf(PublicShop, 'PublicShopListAll'), 'Shops'),
});

export function registerShopRoutes(app: PublicApp, { db, cache }: PublicDeps) {
  // each row's JSON per row version: a rebuild after a save serializes the rows it changed (issue 23)
  const shopsJson = new PublicShopListJson();
  allowPublicReads(app, shopsOfCenter);
  app.openapi(shopsOfCenter, (c) => {
    const query = c.req.valid('query');
    const filters = {
      publicWebsite: query.publicWebsite ?? false,
      ...(query.status ? { status: query.status } : {}),
      limit: query.limit ?? 100,
      offset: query.offset ?? 0,
    };
    return cache.answer(c, {
      selector: { id: c.req.valid('param').centerId },
      key: `shops:${JSON.stringify(filters)}`,
      loadAt: async (id, now) => ({ json: await shopsJson.list(db, id, filters, now) }),
    });
  });

  allowPublicReads(app, shopsForWidget);
  app.openapi(shopsForWidget, (c) =>
    cache.answer(c, {
      selector: { id: c.req.valid('query').centerId },
      key: 'shops-all',
      loadAt: async (id, now) => ({
        json: await shopsJson.data(db, id, { publicWebsite: true, limit: MAX_SHOP_PAGE, offset: 0 }, now),
      }),
    }),
  );
}
