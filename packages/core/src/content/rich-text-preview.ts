import { z } from 'zod';
import { htmlText } from './staff-write';

// The preview of the dashboard's rich-text editor (issue 26.4): what a center website gets of the rich text being
// edited. It parses with the very piece every rich-text field of a write parses with (`htmlText`: trimmed,
// storable, capped, then `sanitizeHtml`), so the preview and the stored value cannot differ. Nothing is read or
// stored.

/** The longest rich-text field (a news item's content, editorial-fields.ts). */
export const RICH_TEXT_PREVIEW_MAX_LENGTH = 200_000;

/** The rich text to preview, sanitized as it parses ('' and markup with nothing visible become null). */
export const RichTextPreviewInput = z.object({ html: htmlText(RICH_TEXT_PREVIEW_MAX_LENGTH) });

/** What the website gets: the sanitized HTML, '' when nothing visible is left (the field is stored empty). */
export function previewRichText(input: z.output<typeof RichTextPreviewInput>): { html: string } {
  return { html: input.html ?? '' };
}
