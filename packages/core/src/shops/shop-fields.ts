import { z } from 'zod';
import { FloorNumberInput } from '../centerplan/floor-rules';
import {
  ContentStatusInput,
  type FieldPieces,
  MediaValue,
  optionalEmail,
  optionalHref,
  SlugInput,
  SortOrderInput,
} from '../content/field-pieces';

// The fields of a shop or branch location as staff write them (spec 2.6), for a treatment of their text (browser-safe:
// the server parses with `STORED`, the dashboard's form checks with `CHECK_ONLY`).
export function shopInputs({ plainText, htmlText, optionalText, OpeningHoursInput, TagsInput }: FieldPieces) {
  const fields = z.object({
    /** set: a branch location of this chain */
    chainId: z.uuid().nullable(),
    /** a category of the same center (for a branch it overrides the chain's category) */
    categoryId: z.uuid().nullable(),
    name: plainText().min(1).max(200),
    slug: SlugInput,
    description: htmlText(50_000),
    shortDescription: optionalText(1000),
    floor: optionalText(60),
    floorNumber: FloorNumberInput.nullable(),
    unitNumber: optionalText(60),
    logo: optionalHref,
    coverImage: optionalHref,
    gallery: z.array(MediaValue.refine((v) => v !== '', 'Empty media value.')).max(50),
    /** optional: absent leaves the stored hours untouched; null clears them */
    openingHours: OpeningHoursInput,
    tags: TagsInput,
    status: ContentStatusInput,
    showOnWebsite: z.boolean(),
    phone: optionalText(64),
    email: optionalEmail,
    website: optionalHref,
    sortOrder: SortOrderInput,
  });
  return {
    fields,
    /** a create: name and slug are required, everything else optional */
    create: fields.partial().required({ name: true, slug: true }),
    /** an update: only the fields present change */
    update: fields.partial(),
  };
}
