import { z } from 'zod';
import {
  type FieldPieces,
  LISTING_FIELDS,
  optionalEmail,
  optionalHref,
  optionalSlug,
  SortOrderInput,
} from './field-pieces';

// The fields of services and offices/practices as staff write them, for a treatment of their text (browser-safe: the
// server parses with `STORED`, the dashboard's form checks with `CHECK_ONLY`). Each gives the fields, a create's input (the name required) and an
// update's (only the fields present).

/** How a service or an office is listed: as other content, and with its place in the list. */
const listing = { ...LISTING_FIELDS, sortOrder: SortOrderInput };

export const serviceInputs = ({ plainText, htmlText, optionalText }: FieldPieces) => {
  const fields = z.object({
    name: plainText().min(1).max(200),
    description: htmlText(20_000),
    category: optionalText(100),
    icon: optionalHref,
    floor: optionalText(60),
    /** without the public-website flag the services read lists only active services (4.1) */
    isActive: z.boolean(),
    showOnWebsite: z.boolean(),
    ...listing,
  });
  return { fields, create: fields.partial().required({ name: true }), update: fields.partial() };
};

export const officeInputs = ({ plainText, htmlText, optionalText, OpeningHoursInput }: FieldPieces) => {
  const fields = z.object({
    /** an office theme of the same center */
    themeId: z.uuid().nullable(),
    name: plainText().min(1).max(200),
    slug: optionalSlug,
    description: htmlText(50_000),
    speciality: optionalText(200),
    floor: optionalText(60),
    logo: optionalHref,
    image: optionalHref,
    phone: optionalText(64),
    email: optionalEmail,
    website: optionalHref,
    /** optional: absent leaves the stored hours untouched; null clears them */
    openingHours: OpeningHoursInput,
    ...listing,
  });
  return { fields, create: fields.partial().required({ name: true }), update: fields.partial() };
};
