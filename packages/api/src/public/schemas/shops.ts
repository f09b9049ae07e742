import { z } from '@hono/zod-openapi';
import { MediaValue, NullableString } from './common';

export const ContentStatusParam = z
  .enum(['Active', 'Inactive', 'Draft', 'Archived'])
  .openapi({ description: 'Status filter, e.g. Active' });

export const OpeningHours = z.union([z.null(), z.string(), z.record(z.string(), z.unknown())]).openapi('OpeningHours', {
  description:
    'Spec 2.6: null, free text, or an object with English weekday keys, each { hours } or { open, close } (either may be "closed"); branch locations under regularHours',
});

export const PublicShop = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    category: NullableString.openapi({ description: 'Category name' }),
    categoryId: z.uuid().nullable(),
    categorySlug: NullableString,
    description: NullableString,
    shortDescription: NullableString,
    floor: NullableString,
    floorNumber: z.number().int().nullable(),
    unitNumber: NullableString,
    logo: MediaValue,
    coverImage: MediaValue,
    gallery: z.array(z.string()),
    openingHours: OpeningHours,
    openingStatus: z
      .object({
        state: z.enum(['open', 'closed', 'unknown']),
        nextChange: z.string().datetime().nullable().openapi({ description: 'When the state changes next (UTC)' }),
      })
      .openapi({
        description:
          "Open now, in the center's time zone: the shop's week (a weekday it leaves out is closed), the center's opening hours where the shop gives none or only text",
      }),
    isShopLocation: z.boolean(),
    chain: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }).nullable(),
    tags: z.array(z.string()),
    status: z.string(),
    phone: NullableString,
    email: NullableString,
    website: NullableString,
  })
  .openapi('Shop');

export const ShopList = z
  .object({
    success: z.literal(true),
    data: z.array(PublicShop),
    total: z.number().int(),
    pagination: z.object({
      limit: z.number().int(),
      offset: z.number().int(),
      hasMore: z.boolean(),
      nextOffset: z.number().int().nullable(),
    }),
    meta: z.object({ centerId: z.uuid(), publicWebsite: z.boolean(), status: NullableString }),
  })
  .openapi('ShopList');
