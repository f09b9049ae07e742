import { z } from '@hono/zod-openapi';
import { listOf, MediaValue, NullableString, nullableRef, oneOf } from './common';
import { OpeningHours } from './shops';

const Settings = z
  .record(z.string(), z.unknown())
  .openapi({ description: 'Stored settings, passed through without secret-looking keys' });

const CategoryFields = {
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  icon: NullableString,
  color: NullableString,
  parentId: z.uuid().nullable(),
  sortOrder: z.number().int(),
};

export const WebsiteCategoryList = listOf(
  z
    .object({ ...CategoryFields, shopCount: z.number().int().openapi({ description: 'Publicly listed shops' }) })
    .openapi('WebsiteCategory'),
  'WebsiteCategoryList',
);

export const CategoryList = listOf(
  z.object({ ...CategoryFields, showOnWebsite: z.boolean() }).openapi('Category'),
  'CategoryList',
);

const ThemeFields = {
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  description: NullableString,
  image: MediaValue,
  icon: NullableString,
};

export const WebsiteCategoryThemeList = listOf(
  z
    .object({
      ...ThemeFields,
      categories: z.array(z.object({ id: z.uuid(), name: z.string(), slug: z.string() })),
    })
    .openapi('WebsiteCategoryTheme'),
  'WebsiteCategoryThemeList',
);

export const CategoryThemeList = listOf(
  z
    .object({
      ...ThemeFields,
      isActive: z.boolean(),
      showOnWebsite: z.boolean(),
      sortOrder: z.number().int(),
      categoryIds: z.array(z.uuid()),
    })
    .openapi('CategoryTheme'),
  'CategoryThemeList',
);

export const OfficeThemeList = listOf(
  z
    .object({
      ...ThemeFields,
      offices: z.array(
        z.object({
          id: z.uuid(),
          name: z.string(),
          slug: NullableString,
          speciality: NullableString,
          floor: NullableString,
          logo: MediaValue,
        }),
      ),
    })
    .openapi('OfficeTheme'),
  'OfficeThemeList',
);

export const GastronomyThemeList = listOf(
  z
    .object({
      ...ThemeFields,
      shops: z.array(
        z.object({ id: z.uuid(), name: z.string(), slug: z.string(), logo: MediaValue, floor: NullableString }),
      ),
    })
    .openapi('GastronomyTheme'),
  'GastronomyThemeList',
);

export const EntranceList = listOf(
  z
    .object({
      id: z.uuid(),
      name: z.string(),
      description: NullableString,
      floorId: z.uuid().nullable(),
      floorNumber: z.number().int().nullable(),
      x: z.number().nullable(),
      y: z.number().nullable(),
      isAccessible: z.boolean(),
    })
    .openapi('Entrance'),
  'EntranceList',
);

export const DoohPlaylist = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    isLocalHero: z.boolean(),
    settings: Settings,
    schedule: Settings.describe(
      'When the playlist plays: `weekdays` (none: every day), `from`/`until` (HH:MM), `startDate`/`endDate`.',
    ),
    items: z.array(
      z.object({
        id: z.uuid(),
        kind: z.enum(['image', 'video', 'html', 'shop', 'offer', 'news', 'event']),
        title: NullableString,
        mediaUrl: MediaValue,
        refId: z.uuid().nullable(),
        durationSeconds: z.number().int(),
        content: Settings,
        sortOrder: z.number().int(),
      }),
    ),
  })
  .openapi('DoohPlaylist');

export const DoohPlaylistList = listOf(DoohPlaylist, 'DoohPlaylistList');
export const DoohPlaylistResponse = oneOf(DoohPlaylist, 'DoohPlaylistResponse');
export const DoohActiveResponse = oneOf(
  z.object({ playlist: nullableRef(DoohPlaylist), signage: Settings }),
  'DoohActiveResponse',
);

const FloorFields = {
  id: z.uuid(),
  floorNumber: z.number().int(),
  name: z.string(),
  shortName: NullableString,
  mapImage: MediaValue,
  isDefault: z.boolean(),
};

export const CenterplanResponse = oneOf(
  z
    .object({
      id: z.uuid(),
      name: NullableString,
      settings: Settings,
      defaultFloorId: z.uuid().nullable(),
      floors: z.array(z.object(FloorFields).openapi('MapFloorSummary')),
    })
    .openapi('Centerplan'),
  'CenterplanResponse',
);

export const FloorList = listOf(
  z
    .object({ ...FloorFields, mapSvg: z.string().openapi({ description: 'SVG markup; empty when the fetch failed' }) })
    .openapi('MapFloor'),
  'MapFloorList',
);

export const MapLocationList = listOf(
  z
    .object({
      id: z.uuid(),
      floorId: z.uuid(),
      shopId: z.uuid().nullable(),
      serviceId: z.uuid().nullable(),
      svgElementId: NullableString,
      mappingMethod: z.enum(['element_id', 'data_id', 'coordinate']),
      x: z.number().nullable(),
      y: z.number().nullable(),
      label: NullableString,
      shop: z
        .object({
          id: z.uuid(),
          name: z.string(),
          slug: z.string(),
          category: NullableString,
          logo: MediaValue,
          openingHours: OpeningHours,
        })
        .nullable(),
      service: z.object({ id: z.uuid(), name: z.string(), icon: MediaValue }).nullable(),
    })
    .openapi('MapLocation'),
  'MapLocationList',
);

const Touchscreen = z
  .object({
    id: z.uuid(),
    centerId: z.uuid(),
    name: z.string(),
    slug: z.string(),
    floorId: z.uuid().nullable(),
    floorNumber: z.number().int().nullable(),
    x: z.number().nullable(),
    y: z.number().nullable(),
    orientation: z.number().nullable(),
  })
  .openapi('Touchscreen');

export const TouchscreenList = listOf(Touchscreen, 'TouchscreenList');
export const SignageConfigResponse = oneOf(
  z.object({ settings: Settings, touchscreens: z.array(Touchscreen) }).openapi('SignageConfig'),
  'SignageConfigResponse',
);
