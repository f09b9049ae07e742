import { z } from 'zod';
import { type FieldPieces, IsoTimestamp, optionalHref, SortOrderInput } from './field-pieces';

// The fields of the homepage tiles and hot picks of the center website as staff write them, for a treatment of their
// text (browser-safe: the server parses with `STORED`, the dashboard's form checks with `CHECK_ONLY`). Each gives the fields, a create's input (the title required) and an
// update's (only the fields present).

export const homepageTileInputs = ({ plainText, optionalText }: FieldPieces) => {
  const fields = z.object({
    title: plainText().min(1).max(200),
    subtitle: optionalText(500),
    image: optionalHref,
    linkUrl: optionalHref,
    /** layout size of the tile, e.g. `large` or `small` */
    size: optionalText(32),
    isActive: z.boolean(),
    visibleFrom: IsoTimestamp,
    visibleUntil: IsoTimestamp,
    sortOrder: SortOrderInput,
  });
  return { fields, create: fields.partial().required({ title: true }), update: fields.partial() };
};

export const hotPickInputs = ({ plainText, optionalText }: FieldPieces) => {
  const fields = z.object({
    /** a shop of the same center */
    shopId: z.uuid().nullable(),
    title: plainText().min(1).max(200),
    description: optionalText(2000),
    image: optionalHref,
    linkUrl: optionalHref,
    isActive: z.boolean(),
    visibleFrom: IsoTimestamp,
    visibleUntil: IsoTimestamp,
    sortOrder: SortOrderInput,
  });
  return { fields, create: fields.partial().required({ title: true }), update: fields.partial() };
};
