import { z } from 'zod';
import {
  type FieldPieces,
  IsoTimestamp,
  LISTING_FIELDS,
  optionalEmail,
  optionalHref,
  optionalSlug,
} from './field-pieces';

// The fields of the editorial content of spec 2.8 (news, events, offers, jobs) as staff write them, for a treatment of
// their text (browser-safe: the server parses with `STORED`, the dashboard's form checks with `CHECK_ONLY`). Each gives the fields, a create's input (the title required) and an
// update's (only the fields present).

const editorialFields = ({ plainText, TagsInput }: FieldPieces) => ({
  title: plainText().min(1).max(300),
  slug: optionalSlug,
  ...LISTING_FIELDS,
  image: optionalHref,
  tags: TagsInput,
});

export const newsInputs = (pieces: FieldPieces) => {
  const fields = z.object({
    ...editorialFields(pieces),
    content: pieces.htmlText(200_000),
    excerpt: pieces.optionalText(2000),
    publishDate: IsoTimestamp,
    category: pieces.optionalText(100),
    isConstructionDiary: z.boolean(),
    /** stored as `metadata.pdfUrl` (the center newspaper); other metadata keys are kept */
    pdfUrl: optionalHref,
    /** the shops linked to a construction-diary entry: replaced as a set; shops of the same center only */
    linkedShopIds: z.array(z.uuid()).max(200),
  });
  return { fields, create: fields.partial().required({ title: true }), update: fields.partial() };
};

export const eventInputs = (pieces: FieldPieces) => {
  const fields = z.object({
    ...editorialFields(pieces),
    description: pieces.htmlText(50_000),
    startsAt: IsoTimestamp,
    endsAt: IsoTimestamp,
    location: pieces.optionalText(200),
    shopId: z.uuid().nullable(),
  });
  return { fields, create: fields.partial().required({ title: true }), update: fields.partial() };
};

export const offerInputs = (pieces: FieldPieces) => {
  const fields = z.object({
    ...editorialFields(pieces),
    description: pieces.htmlText(50_000),
    shopId: z.uuid().nullable(),
    validFrom: IsoTimestamp,
    validUntil: IsoTimestamp,
    takeawayExclusive: z.boolean(),
  });
  return { fields, create: fields.partial().required({ title: true }), update: fields.partial() };
};

export const jobInputs = (pieces: FieldPieces) => {
  const fields = z.object({
    ...editorialFields(pieces),
    description: pieces.htmlText(50_000),
    shopId: z.uuid().nullable(),
    employmentType: pieces.optionalText(60),
    contactEmail: optionalEmail,
  });
  return { fields, create: fields.partial().required({ title: true }), update: fields.partial() };
};
