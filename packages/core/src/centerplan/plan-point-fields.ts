import { z } from 'zod';
import { type FieldPieces, optionalSlug, SortOrderInput } from '../content/field-pieces';
import { MAX_COORDINATE } from '../wayfinding/graph-rules';

// The fields of the points staff place on the plan, entrances and touchscreens (browser-safe: the server parses
// with `STORED`, the dashboard's form checks with `CHECK_ONLY`). A point lies on a floor of the center's plan at
// x/y in the floor's SVG coordinates. Each gives the fields, a create's input (the name required) and an update's.

const Coordinate = z.number().min(0).max(MAX_COORDINATE).nullable();

const onThePlan = {
  /** a floor of the same center's plan, or null */
  floorId: z.uuid().nullable(),
  x: Coordinate,
  y: Coordinate,
  isActive: z.boolean(),
};

export const entranceInputs = ({ plainText, optionalText }: FieldPieces) => {
  const fields = z.object({
    name: plainText().min(1).max(120),
    description: optionalText(2000),
    ...onThePlan,
    /** step-free */
    isAccessible: z.boolean(),
    sortOrder: SortOrderInput,
  });
  return { fields, create: fields.partial().required({ name: true }), update: fields.partial() };
};

export const touchscreenInputs = ({ plainText }: FieldPieces) => {
  const fields = z.object({
    name: plainText().min(1).max(120),
    slug: optionalSlug,
    ...onThePlan,
    /** the direction the screen faces, in degrees clockwise from the plan's top */
    orientation: z.number().int().min(0).max(359).nullable(),
  });
  return { fields, create: fields.partial().required({ name: true }), update: fields.partial() };
};
