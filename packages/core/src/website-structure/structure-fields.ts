import { z } from 'zod';
import { HEX_COLOR } from '../centers/public-settings';
import { type FieldPieces, optionalEmail, optionalHref, optionalSlug, SortOrderInput } from '../content/field-pieces';

// The fields of the website structure as staff write them (browser-safe: the server parses with `STORED`, the
// dashboard's form checks with `CHECK_ONLY`): shop categories, the three kinds of themes and the website contacts.
// Each gives the fields, a create's input (the name required) and an update's (only the fields present). A slug
// left out is made from the name.

/** A colour as `#rgb`, `#rrggbb` or `#rrggbbaa`, or null ('' becomes null). */
const optionalColor = z
  .union([z.literal(''), z.string().trim().regex(HEX_COLOR, 'Use a colour like #1a2b3c.')])
  .nullable()
  .transform((v) => (v === '' ? null : v));

export const categoryInputs = ({ plainText, optionalText }: FieldPieces) => {
  const fields = z.object({
    name: plainText().min(1).max(120),
    slug: optionalSlug,
    /** the category above this one (of the same center), or null */
    parentId: z.uuid().nullable(),
    /** an icon by name (e.g. `shirt`, as the website's icon set names it) */
    icon: optionalText(60),
    color: optionalColor,
    showOnWebsite: z.boolean(),
    sortOrder: SortOrderInput,
  });
  return { fields, create: fields.partial().required({ name: true }), update: fields.partial() };
};

/** What every theme has: office, gastronomy and category themes. */
const themeFields = ({ plainText, optionalText }: FieldPieces) =>
  z.object({
    name: plainText().min(1).max(120),
    slug: optionalSlug,
    description: optionalText(2000),
    image: optionalHref,
    icon: optionalText(60),
    isActive: z.boolean(),
    sortOrder: SortOrderInput,
  });

export const officeThemeInputs = (pieces: FieldPieces) => {
  const fields = themeFields(pieces);
  return { fields, create: fields.partial().required({ name: true }), update: fields.partial() };
};

export const categoryThemeInputs = (pieces: FieldPieces) => {
  const fields = themeFields(pieces).extend({
    showOnWebsite: z.boolean(),
    /** the categories of the theme (of the same center) */
    categoryIds: z.array(z.uuid()).max(200),
  });
  return { fields, create: fields.partial().required({ name: true }), update: fields.partial() };
};

export const gastronomyThemeInputs = (pieces: FieldPieces) => {
  const fields = themeFields(pieces).extend({
    /** the shops of the theme (of the same center) */
    shopIds: z.array(z.uuid()).max(500),
  });
  return { fields, create: fields.partial().required({ name: true }), update: fields.partial() };
};

export const websiteContactInputs = ({ plainText, optionalText }: FieldPieces) => {
  const fields = z.object({
    name: plainText().min(1).max(120),
    position: optionalText(120),
    department: optionalText(120),
    email: optionalEmail,
    phone: optionalText(64),
    image: optionalHref,
    /** listed by the public contacts read */
    isPublic: z.boolean(),
    sortOrder: SortOrderInput,
  });
  return { fields, create: fields.partial().required({ name: true }), update: fields.partial() };
};
