import { z } from 'zod';
import type { FieldPieces } from '../content/field-pieces';

// A map location as staff link it (spec 2.7; browser-safe: `@center-platform/core/shared`): the server's
// LinkLocationInput (map-locations.ts) is made with the storing pieces, the dashboard's link form checks with the
// check-only ones.

export const MappingMethodInput = z.enum(['element_id', 'data_id', 'coordinate']);

export function linkLocationInputs({ plainText }: FieldPieces) {
  return z
    .object({
      floorId: z.uuid(),
      shopId: z.uuid().optional(),
      serviceId: z.uuid().optional(),
      method: MappingMethodInput,
      svgElementId: plainText().min(1).max(200).optional(),
      x: z.number().finite().optional(),
      y: z.number().finite().optional(),
      label: plainText().max(200).optional(),
    })
    .refine((v) => (v.shopId === undefined) !== (v.serviceId === undefined), {
      message: 'Give either shopId or serviceId.',
    })
    .refine((v) => v.method === 'coordinate' || v.svgElementId !== undefined, {
      message: 'svgElementId is required for element_id and data_id.',
      path: ['svgElementId'],
    })
    .refine((v) => v.method !== 'coordinate' || (v.x !== undefined && v.y !== undefined), {
      message: 'x and y are required for coordinate.',
      path: ['x'],
    });
}

/** The columns the floor's location list sorts by: the linked shop's or service's name, the method, the element. */
export const LOCATION_SORT_KEYS = ['target', 'method', 'element'] as const;
export type LocationSortKey = (typeof LOCATION_SORT_KEYS)[number];
