import { z } from 'zod';
import { CLEAN_TEXT } from './characters';
import { isSafeHref } from './href';

// The zod pieces every content input is made of (browser-safe: `@center-platform/core/shared`). The pieces that
// take text are made for a treatment: the server's strips markup from plain text and sanitizes rich text as it
// parses (`STORED` in staff-write.ts); a dashboard form checks the same rules without changing anything
// (`CHECK_ONLY`), so it says at the field what the API would refuse.

const HREF_MESSAGE = 'Use a relative path or an http(s) URL.';

/** A link target (relative path or http(s) URL); '' is allowed (a cleared field). */
export const SafeHref = z.string().trim().max(2048).refine(isSafeHref, HREF_MESSAGE);
/** A media value as stored (spec 2.1): a relative path or an absolute http(s) URL. */
export const MediaValue = z.string().trim().max(2048).refine(isSafeHref, HREF_MESSAGE);

/** A link or media value, or null ('' becomes null). */
export const optionalHref = SafeHref.nullable().transform((v) => (v === '' ? null : v));

/** An e-mail address or null ('' becomes null). */
export const optionalEmail = z
  .union([z.literal(''), z.email().max(320)])
  .nullable()
  .transform((v) => (v === '' ? null : v));

export const SlugInput = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.');

/** A slug, or null ('' becomes null). Content slugs are not unique. */
export const optionalSlug = z
  .union([z.literal(''), SlugInput])
  .nullable()
  .transform((v) => (v === '' ? null : v));

export const ContentStatusInput = z.enum(['Draft', 'Active', 'Inactive', 'Archived']);
export const AuthorshipLabelInput = z.enum(['human', 'ai', 'ai_reviewed']).nullable();

/** A point in time as an ISO string (`2026-05-01T10:00:00Z`, with offset, or a plain date); null clears it. */
export const IsoTimestamp = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).nullable();

export const SortOrderInput = z.number().int().min(-1_000_000).max(1_000_000);

/** How a content row is listed (editorial content, services, offices): its status, authorship and visibility window. */
export const LISTING_FIELDS = {
  status: ContentStatusInput,
  authorshipLabel: AuthorshipLabelInput,
  visibleFrom: IsoTimestamp,
  visibleUntil: IsoTimestamp,
};

/** Opening hours in any accepted form of spec 2.6, size-capped (before the treatment). */
const OpeningHoursValue = z
  .union([z.null(), z.string().max(5000), z.record(z.string().max(64), z.unknown())])
  .refine((value) => JSON.stringify(value).length <= 20_000, 'The opening hours are too long.');
type OpeningHours = z.output<typeof OpeningHoursValue>;

/** What the text pieces do to a value that passes their checks. */
export interface TextTreatment {
  /** plain text (names, titles): markup removed */
  strip: (text: string) => string;
  /** rich text: sanitized to the allowlist; null when nothing visible is left */
  sanitize: (html: string | null) => string | null;
  /** free-form opening hours: every string without markup */
  openingHours: (schema: typeof OpeningHoursValue) => z.ZodType<OpeningHours, z.input<typeof OpeningHoursValue>>;
}

/** The dashboard's treatment: the checks alone (the server still strips and sanitizes what it stores). */
export const CHECK_ONLY: TextTreatment = { strip: (text) => text, sanitize: (html) => html, openingHours: (s) => s };

/** The text pieces of a treatment. */
export function fieldPieces(treatment: TextTreatment) {
  /** Trimmed text that PostgreSQL can store (no NUL, no unpaired surrogate); markup kept: the base of rich text. */
  const storableText = () =>
    z
      .string()
      .trim()
      .refine(...CLEAN_TEXT);
  /** Plain text (names, titles, labels, descriptions without markup): trimmed, storable, markup stripped. */
  const plainText = () => storableText().overwrite(treatment.strip);
  return {
    plainText,
    /** Text of at most `max` characters; '' becomes null. */
    optionalText: (max: number) =>
      plainText()
        .max(max)
        .nullable()
        .transform((v) => (v === '' ? null : v)),
    /**
     * Rich text a visitor page renders: capped in length as given, then sanitized (no scripts, styles, event
     * handlers or foreign URL schemes); '' and markup with nothing visible become null.
     */
    htmlText: (max = 100_000) =>
      storableText()
        .max(max)
        .nullable()
        .transform((v) => treatment.sanitize(v)),
    TagsInput: z.array(plainText().min(1).max(60)).max(50),
    /** Opening hours in any accepted form of spec 2.6 (stored through the central serialization), size-capped. */
    OpeningHoursInput: treatment.openingHours(OpeningHoursValue),
  };
}
export type FieldPieces = ReturnType<typeof fieldPieces>;
