import { z } from 'zod';
import type { FieldPieces } from '../content/field-pieces';

// The inputs of a library file's edits (issue 26), browser-safe: the dashboard checks the alt text with the same
// schema (given CHECK_ONLY), the server strips markup from it (given STORED) like from every plain text.

/**
 * The areas (spec 2.11) whose roles upload, describe and delete files: whoever edits a picture field (the
 * editorial content, the center website's logos and images, the DOOH playlists of digital apps).
 */
export const MEDIA_WRITE_AREAS = ['editorial', 'center-website', 'digital-apps-hardware'] as const;

export const MAX_ALT_TEXT = 500;

const MediaRef = { centerId: z.uuid('expected a uuid'), id: z.uuid('expected a uuid') };
export const MediaFileInput = z.strictObject(MediaRef);
export type MediaFileInput = z.input<typeof MediaFileInput>;

export function mediaFileInputs({ plainText }: FieldPieces) {
  /** What the picture shows, for screen readers and search engines. */
  const AltText = plainText().max(MAX_ALT_TEXT, `at most ${MAX_ALT_TEXT} characters`);
  return { AltText, UpdateMediaInput: z.strictObject({ ...MediaRef, altText: AltText.nullable() }) };
}
