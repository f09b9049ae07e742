import {
  getPublicCenterplan,
  getPublicSignageConfig,
  listPublicFloors,
  listPublicMapLocations,
  listPublicTouchscreens,
} from '@center-platform/core/centerplan';
import {
  listCategories,
  listCategoryThemes,
  listEntrances,
  listGastronomyThemes,
  listOfficeThemes,
  listWebsiteCategories,
  listWebsiteCategoryThemes,
} from '@center-platform/core/centers';
import {
  DOOH_SLUG,
  getActiveDooh,
  getLocalHeroPlaylist,
  getPublicPlaylist,
  listPublicPlaylists,
} from '@center-platform/core/dooh';
import { createRoute, z } from '@hono/zod-openapi';
import { allowPublicReads } from '../cors';
import type { PublicApp, PublicDeps } from '../public-app';
import { found, type LoadResult, sendUnversioned } from '../read-cache';
import { CenterIdParams, CenterIdQuery, intParam, jsonResponse } from '../schemas/common';
import {
  CategoryList,
  CategoryThemeList,
  CenterplanResponse,
  DoohActiveResponse,
  DoohPlaylistList,
  DoohPlaylistResponse,
  EntranceList,
  FloorList,
  GastronomyThemeList,
  MapLocationList,
  OfficeThemeList,
  SignageConfigResponse,
  TouchscreenList,
  WebsiteCategoryList,
  WebsiteCategoryThemeList,
} from '../schemas/structure';

const uuidQuery = (name: string) => z.uuid().openapi({ param: { name, in: 'query' } });

const FloorsQuery = CenterIdQuery.extend({
  floorId: uuidQuery('floorId').optional(),
  floorNumber: intParam(-999, 999)
    .optional()
    .openapi({ example: -1, description: '0 = ground floor, 1 = first upper, -1 = first lower' }),
});

/** A read of one center by its `{centerId}` path parameter, answered from the cache. */
function centerRead(path: string, tags: string[], summary: string, schema: z.ZodType, name: string) {
  return createRoute({
    method: 'get',
    path: `/api/centers/{centerId}${path}`,
    tags,
    summary,
    request: { params: CenterIdParams },
    responses: jsonResponse(schema, name),
  });
}

const websiteCategories = centerRead(
  '/website-categories',
  ['Categories'],
  'Shop categories shown on the website, with their number of publicly listed shops',
  WebsiteCategoryList,
  'Website categories',
);
const categoryThemesForWebsite = centerRead(
  '/category-themes-for-website',
  ['Categories'],
  'Active category themes shown on the website, with their website categories',
  WebsiteCategoryThemeList,
  'Category themes',
);
const categoryThemes = centerRead(
  '/category-themes',
  ['Categories'],
  'Every category theme with its category ids (for the dashboard UI)',
  CategoryThemeList,
  'Category themes',
);
const officeThemes = centerRead(
  '/office-themes',
  ['Themes'],
  'Active office themes with their offices of status Active',
  OfficeThemeList,
  'Office themes',
);
const gastronomyThemes = centerRead(
  '/gastronomy-themes',
  ['Themes'],
  'Active gastronomy themes with their publicly listed shops',
  GastronomyThemeList,
  'Gastronomy themes',
);
const entrances = centerRead(
  '/entrances',
  ['Wayfinding'],
  'Active entrances with their floor numbers',
  EntranceList,
  'Entrances',
);
const doohPlaylists = centerRead(
  '/dooh/public/playlists',
  ['DOOH'],
  'Active DOOH playlists with their items',
  DoohPlaylistList,
  'Playlists',
);
const doohActive = centerRead(
  '/dooh/public/active',
  ['DOOH'],
  'The playlist a player shows now and the signage settings',
  DoohActiveResponse,
  'Player data',
);
const doohLocalHero = centerRead(
  '/dooh/public/local-hero',
  ['DOOH'],
  'The active local-hero playlist',
  DoohPlaylistResponse,
  'The local-hero playlist',
);
const signageConfig = centerRead(
  '/signage-config',
  ['Signage'],
  'Signage settings and the touchscreen locations with their floor numbers',
  SignageConfigResponse,
  'Signage configuration',
);

const doohPlaylist = createRoute({
  method: 'get',
  path: '/api/centers/{centerId}/dooh/public/playlist',
  tags: ['DOOH'],
  summary: 'One active DOOH playlist by slug',
  request: {
    params: CenterIdParams,
    query: z.object({ slug: z.string().regex(DOOH_SLUG, 'expected a playlist slug').openapi({ example: 'main' }) }),
  },
  responses: jsonResponse(DoohPlaylistResponse, 'The playlist'),
});

const categories = createRoute({
  method: 'get',
  path: '/api/categories',
  tags: ['Categories'],
  summary: 'Every shop category of a center',
  request: { query: CenterIdQuery },
  responses: jsonResponse(CategoryList, 'Categories'),
});

const centerplan = createRoute({
  method: 'get',
  path: '/api/wayfinding/centerplan',
  tags: ['Wayfinding'],
  summary: 'The center plan and its active floors, without SVG (spec 2.7)',
  request: { query: CenterIdQuery },
  responses: jsonResponse(CenterplanResponse, 'The center plan'),
});

const floors = createRoute({
  method: 'get',
  path: '/api/wayfinding/floors',
  tags: ['Wayfinding'],
  summary: 'Active floors with their SVG markup, optionally one by id or number',
  request: { query: FloorsQuery },
  responses: jsonResponse(FloorList, 'Floors'),
});

const locations = createRoute({
  method: 'get',
  path: '/api/wayfinding/locations',
  tags: ['Wayfinding'],
  summary: 'Map locations of one floor with their listed shop or active service (spec 4.10)',
  request: { query: z.object({ floorId: uuidQuery('floorId') }) },
  responses: jsonResponse(MapLocationList, 'Map locations'),
});

const touchscreens = createRoute({
  method: 'get',
  path: '/api/touchscreens',
  tags: ['Signage'],
  summary: 'Active touchscreens with their floor numbers; of one center, or of every center',
  request: { query: z.object({ centerId: uuidQuery('centerId').optional() }) },
  responses: jsonResponse(TouchscreenList, 'Touchscreens'),
});

const list = async (rows: Promise<unknown[]>): Promise<LoadResult> => ({ data: { success: true, data: await rows } });
const one = (value: unknown, code: string, message: string) =>
  found(value === undefined ? undefined : { success: true, data: value }, code, message);

export function registerStructureRoutes(app: PublicApp, { db, cache }: PublicDeps) {
  const byCenter: [ReturnType<typeof centerRead>, string, (centerId: string) => Promise<LoadResult>][] = [
    [websiteCategories, 'website-categories', (id) => list(listWebsiteCategories(db, id))],
    [categoryThemesForWebsite, 'category-themes-for-website', (id) => list(listWebsiteCategoryThemes(db, id))],
    [categoryThemes, 'category-themes', (id) => list(listCategoryThemes(db, id))],
    [officeThemes, 'office-themes', (id) => list(listOfficeThemes(db, id))],
    [gastronomyThemes, 'gastronomy-themes', (id) => list(listGastronomyThemes(db, id))],
    [entrances, 'entrances', (id) => list(listEntrances(db, id))],
    [doohPlaylists, 'dooh-playlists', (id) => list(listPublicPlaylists(db, id))],
    [doohActive, 'dooh-active', async (id) => ({ data: { success: true, data: await getActiveDooh(db, id) } })],
    [
      doohLocalHero,
      'dooh-local-hero',
      async (id) => one(await getLocalHeroPlaylist(db, id), 'LOCAL_HERO_NOT_FOUND', 'No active local-hero playlist.'),
    ],
    [
      signageConfig,
      'signage-config',
      async (id) => ({ data: { success: true, data: await getPublicSignageConfig(db, id) } }),
    ],
  ];
  for (const [route, key, load] of byCenter) {
    allowPublicReads(app, route);
    app.openapi(route, (c) => cache.answer(c, { selector: { id: c.req.valid('param').centerId }, key, load }));
  }

  allowPublicReads(app, doohPlaylist);
  app.openapi(doohPlaylist, (c) => {
    const { slug } = c.req.valid('query');
    return cache.answer(c, {
      selector: { id: c.req.valid('param').centerId },
      key: `dooh-playlist:${slug}`,
      load: async (id) =>
        one(await getPublicPlaylist(db, id, slug), 'PLAYLIST_NOT_FOUND', 'No active playlist has this slug.'),
    });
  });

  allowPublicReads(app, categories);
  app.openapi(categories, (c) =>
    cache.answer(c, {
      selector: { id: c.req.valid('query').centerId },
      key: 'categories',
      load: (id) => list(listCategories(db, id)),
    }),
  );

  allowPublicReads(app, centerplan);
  app.openapi(centerplan, (c) =>
    cache.answer(c, {
      selector: { id: c.req.valid('query').centerId },
      key: 'centerplan',
      load: async (id) =>
        one(await getPublicCenterplan(db, id), 'CENTERPLAN_NOT_FOUND', 'This center has no center plan.'),
    }),
  );

  allowPublicReads(app, floors);
  app.openapi(floors, (c) => {
    const { centerId, ...selector } = c.req.valid('query');
    return cache.answer(c, {
      selector: { id: centerId },
      key: `floors:${JSON.stringify(selector)}`,
      load: (id) => list(listPublicFloors(db, id, selector)),
    });
  });

  allowPublicReads(app, locations);
  app.openapi(locations, (c) => {
    const { floorId } = c.req.valid('query');
    return cache.answer(c, {
      selector: { floorId },
      key: `locations:${floorId}`,
      load: (id) => list(listPublicMapLocations(db, id, floorId)),
    });
  });

  allowPublicReads(app, touchscreens);
  app.openapi(touchscreens, async (c) => {
    const { centerId } = c.req.valid('query');
    if (centerId) {
      return cache.answer(c, {
        selector: { id: centerId },
        key: 'touchscreens',
        load: (id) => list(listPublicTouchscreens(db, id)),
      });
    }
    // every center's screens: no single content version to key the cache on, so a short max-age instead
    return sendUnversioned(c, { success: true, data: await listPublicTouchscreens(db) }, 30);
  });
}
