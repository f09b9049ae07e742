// Issue 26.4: the editor's preview shows what a write stores, because it parses with the same piece.
import { describe, expect, it } from 'vitest';
import { newsInputs } from './editorial-fields';
import { sanitizeHtml } from './html';
import { previewRichText, RICH_TEXT_PREVIEW_MAX_LENGTH, RichTextPreviewInput } from './rich-text-preview';
import { STORED } from './staff-write';

const preview = (html: string) => previewRichText(RichTextPreviewInput.parse({ html }));

describe('the rich-text preview', () => {
  it('answers the HTML as the sanitizer leaves it', () => {
    const html =
      '<p class="MsoNormal" onclick="x()">Hallo <strong>Welt</strong> <a href="javascript:alert(1)">böse</a> ' +
      '<a href="https://example.com" target="_blank">gut</a></p><script>alert(1)</script><h1>Titel</h1>';
    expect(preview(html).html).toBe(sanitizeHtml(html));
    expect(preview(html).html).toBe(
      '<p>Hallo <strong>Welt</strong> <a rel="noopener noreferrer">böse</a> ' +
        '<a href="https://example.com" rel="noopener noreferrer" target="_blank">gut</a></p><h2>Titel</h2>',
    );
  });

  it('is what a news write stores', () => {
    const html = '  <p>Neu: <em>heute</em></p><iframe src="https://x.example"></iframe>  ';
    const stored = newsInputs(STORED).update.parse({ content: html }).content;
    expect(preview(html).html).toBe(stored);
  });

  it("answers '' when nothing visible is left, and refuses more than the longest field takes", () => {
    expect(preview('<p> </p><script>x</script>').html).toBe('');
    expect(preview('').html).toBe('');
    expect(RichTextPreviewInput.safeParse({ html: 'x'.repeat(RICH_TEXT_PREVIEW_MAX_LENGTH + 1) }).success).toBe(false);
  });
});
