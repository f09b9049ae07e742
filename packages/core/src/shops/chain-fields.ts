import { z } from 'zod';
import { ContentStatusInput, type FieldPieces, optionalHref, optionalSlug } from '../content/field-pieces';

// The fields of a chain (the brand that branch locations in several centers belong to) as staff write them
// (browser-safe: the server parses with `STORED`, the dashboard's form checks with `CHECK_ONLY`). A branch location
// shows the chain's logo and texts where it has none of its own. A slug left out is made from the name.
export function chainInputs({ plainText, htmlText, optionalText }: FieldPieces) {
  const fields = z.object({
    name: plainText().min(1).max(200),
    slug: optionalSlug,
    description: htmlText(50_000),
    shortDescription: optionalText(1000),
    logo: optionalHref,
    coverImage: optionalHref,
    website: optionalHref,
    /** a branch location is listed publicly only while its chain is Active */
    status: ContentStatusInput,
  });
  return { fields, create: fields.partial().required({ name: true }), update: fields.partial() };
}
