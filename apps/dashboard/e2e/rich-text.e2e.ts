// Issue 26, point 4: the rich-text editor of a news item in the browser. Opening it changes nothing; bold text and
// a link are set with the toolbar (a script link is refused at the field and never set); HTML pasted from Word
// loses Word's markup and the script in it; the preview shows the text as the server's sanitizer leaves it; and
// after saving, the public read of the news carries exactly that.
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e, SCREENSHOTS, seriousAxeViolations, toast } from './harness';

/**
 * The page as seen (not the full page: the sheet is fixed and scrolls inside) at desktop and phone width, with the
 * field in view: `<name>-view-1440.png` and `<name>-view-390.png`, next to the harness's full-page ones.
 */
async function viewShots(page: Page, field: Locator, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await field.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-view-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

// what Word puts on the clipboard, with a script a web page could have added
const WORD_HTML =
  '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{mso-style-parent:""}</style></head>' +
  '<body><!--StartFragment-->' +
  "<p class=MsoNormal style='mso-margin-top-alt:auto;mso-bidi-font-weight:bold'>Aus Word <b>kopiert</b><o:p></o:p></p>" +
  '<p class=MsoNormal><o:p>&nbsp;</o:p></p><script>window.pastedScriptRan = true</script>' +
  "<p class=MsoNormal style='mso-list:l0 level1 lfo1'><![if !supportLists]><span>·</span><![endif]>Erster Punkt<o:p></o:p></p>" +
  '<!--EndFragment--></body></html>';

describe('the rich-text editor in the browser', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await openE2e();
  });
  afterAll(() => e?.close());

  it('formats, links, cleans pasted Word HTML, previews and saves what the public news read then carries', async () => {
    const user = await e.createUser('CONTENT_EDITOR', 'rich-text-editor@example.com');
    const centerId = user.centerId ?? '';
    const news = await e.platform.db
      .insertInto('news')
      .values({ centerId, title: 'Sommerfest im Center', status: 'Active', content: '<p>Erster Absatz.</p>' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const publicContent = async () => {
      const res = await fetch(`${e.url}/api/centers/${centerId}/news`);
      const body = (await res.json()) as { data: { id: string; content: string | null }[] };
      return body.data.find((item) => item.id === news.id)?.content ?? null;
    };
    expect(await publicContent()).toBe('<p>Erster Absatz.</p>');

    const page = await e.newPage();
    await e.signIn(page, user.email);
    await page.goto(`${e.url}/dashboard/news?edit=${news.id}`);
    const sheet = page.getByRole('dialog', { name: /Sommerfest im Center/ });
    const text = sheet.getByRole('textbox', { name: 'Inhalt' });
    await text.waitFor();
    // showing the stored text is no change
    expect(await text.innerHTML()).toContain('<p>Erster Absatz.</p>');
    const saveState = sheet.locator('.save-state');
    expect(await saveState.textContent()).toBe('Keine Änderungen');

    // bold with the toolbar: the button says it is pressed while the cursor is in bold text
    const toolbar = sheet.getByRole('toolbar', { name: 'Formatierung von „Inhalt“' });
    const bold = toolbar.getByRole('button', { name: 'Fett' });
    await text.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Mit ');
    await bold.click();
    expect(await bold.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('Musik');
    await bold.click();
    expect(await bold.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.type(' und ');
    expect(await saveState.textContent()).toBe('1 ungespeicherte Änderung');

    // Ctrl-K in the text opens the link dialog (not the dashboard's jump-to palette), as the link button does
    const address = sheet.getByRole('textbox', { name: 'Linkadresse' });
    await page.keyboard.press('Control+k');
    await address.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await sheet.locator('.rte-link').getByRole('button', { name: 'Abbrechen' }).click();
    await address.waitFor({ state: 'detached' });
    // a script link is refused at the field, in the interface language, and not set
    await toolbar.getByRole('button', { name: 'Link' }).click();
    await address.fill('javascript:alert(1)');
    await sheet.getByRole('button', { name: 'Link setzen' }).click();
    const problem = sheet.getByRole('alert').filter({ hasText: 'Diese Art Link übernimmt die Website nicht.' });
    await problem.waitFor();
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    expect(await text.innerHTML()).not.toContain('javascript');
    await e.screenshots(page, 'rich-text-link-problem');
    await viewShots(page, sheet.locator('.rte-field'), 'rich-text-link-problem');
    // Enter sets a valid address (and does not send the form); with nothing selected the address is the text
    await address.fill('www.example.com/sommerfest');
    await address.press('Enter');
    await address.waitFor({ state: 'detached' });
    expect(await text.innerHTML()).toContain('<a href="https://www.example.com/sommerfest">');
    expect(await sheet.isVisible()).toBe(true);
    expect(await saveState.textContent()).toBe('1 ungespeicherte Änderung');

    // pasted Word HTML: Word's markup and the script are gone, the text and its bold stay, the list is a list
    await text.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await text.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Aus Word kopiert');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, WORD_HTML);
    await expect.poll(() => text.innerHTML()).toContain('Aus Word <strong>kopiert</strong>');
    const inEditor = await text.innerHTML();
    expect(inEditor).not.toMatch(/mso|o:p|script|Mso/i);
    expect(inEditor).toContain('Erster Punkt</p></li></ul>');
    expect(await page.evaluate(() => 'pastedScriptRan' in window)).toBe(false);
    // no serious accessibility finding inside the rich-text field (findings are `rule (impact): selector`)
    const findings = await seriousAxeViolations(page);
    const inField = await page.evaluate(
      (all) =>
        all.filter((found) => {
          const selector = found.slice(found.indexOf('): ') + 3);
          return document.querySelector(selector)?.closest('.rte-field') != null;
        }),
      findings,
    );
    expect(inField).toEqual([]);
    await e.screenshots(page, 'rich-text-editor');
    await viewShots(page, sheet.locator('.rte-field'), 'rich-text-editor');
    // at phone width the toolbar wraps inside the field: no button reaches past the editor's frame
    await page.setViewportSize({ width: 390, height: 844 });
    const frame = await sheet.locator('.rte-frame').boundingBox();
    const buttons = await toolbar.getByRole('button').all();
    expect(buttons).toHaveLength(14);
    for (const button of buttons) {
      const box = await button.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((frame?.x ?? 0) + (frame?.width ?? 0));
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 860 });

    // the preview: the text as the server's sanitizer leaves it, in the website's typography
    await sheet.getByRole('button', { name: 'Vorschau' }).click();
    const preview = sheet.getByRole('region', { name: 'Vorschau von „Inhalt“' });
    await preview.locator('.rte-preview-doc strong', { hasText: 'Musik' }).waitFor();
    const previewed = await preview.locator('.rte-preview-doc').innerHTML();
    expect(previewed).toContain('<a href="https://www.example.com/sommerfest" rel="noopener noreferrer">');
    await e.screenshots(page, 'rich-text-preview');
    await viewShots(page, sheet.locator('.rte-field'), 'rich-text-preview');
    // the HTML view shows the same text as HTML; back in the editor nothing has changed
    await sheet.getByRole('button', { name: 'HTML', exact: true }).click();
    expect(await sheet.getByLabel('Inhalt (HTML)').inputValue()).toContain('<strong>Musik</strong>');
    await sheet.getByRole('button', { name: 'Bearbeiten', exact: true }).click();
    expect(await text.isVisible()).toBe(true);
    expect(await saveState.textContent()).toBe('1 ungespeicherte Änderung');

    await page.keyboard.press('Control+s');
    await toast(page, /gespeichert/).waitFor();
    await expect.poll(publicContent, { timeout: 10_000 }).toContain('<strong>Musik</strong>');
    const stored = (await publicContent()) ?? '';
    expect(stored).toBe(previewed);
    expect(stored).toContain('<p>Erster Absatz.</p>');
    expect(stored).toContain('<a href="https://www.example.com/sommerfest" rel="noopener noreferrer">');
    expect(stored).toContain('Aus Word <strong>kopiert</strong>');
    expect(stored).toContain('<ul><li><p>Erster Punkt</p></li></ul>');
    expect(stored).not.toMatch(/mso|o:p|<script|javascript|class=|style=/i);

    // opened again, the saved text is no change either
    await page.goto(`${e.url}/dashboard/news?edit=${news.id}`);
    await text.waitFor();
    await expect.poll(() => text.innerHTML()).toContain('Musik');
    expect(await saveState.textContent()).toBe('Keine Änderungen');
  });

  it("edits the template's CTA text and a page's HTML as rich text; opening either changes nothing", async () => {
    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    // template content: the CTA box's text (rich text of the website's template)
    await page.goto(`${e.url}/dashboard/c/demo-center/template-content`);
    await page.getByRole('tab', { name: 'CTA-Box' }).click();
    const cta = page.getByRole('tabpanel', { name: 'CTA-Box' });
    const ctaText = cta.getByRole('textbox', { name: 'Text', exact: true });
    await ctaText.waitFor();
    const ctaState = cta.locator('.save-state');
    expect(await ctaState.textContent()).toBe('Keine Änderungen');
    await ctaText.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Jetzt ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Flächen mieten');
    expect(await ctaState.textContent()).toBe('Ungespeicherte Änderungen');
    await page.keyboard.press('Control+s');
    await toast(page, '„CTA-Box“ ist gespeichert.').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'CTA-Box' }).click();
    await expect.poll(() => ctaText.innerHTML()).toContain('<p>Jetzt <strong>Flächen mieten</strong></p>');
    expect(await ctaState.textContent()).toBe('Keine Änderungen');

    // page content: the imprint's `html` value
    await page.goto(`${e.url}/dashboard/c/demo-center/page-content`);
    await page.getByRole('button', { name: '„impressum“ bearbeiten' }).click();
    const editor = page.getByRole('region', { name: 'Seite „impressum“ bearbeiten' });
    const html = editor.getByRole('textbox', { name: 'html', exact: true });
    await expect.poll(() => html.innerHTML()).toContain('Demo Center GmbH, Mannheim');
    expect(await editor.locator('.save-state').textContent()).toBe('Keine Änderungen');
    await html.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await editor.getByRole('button', { name: 'Kursiv' }).click();
    await page.keyboard.type('Sitz der Gesellschaft');
    await editor.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Seite „impressum“ ist gespeichert.').first().waitFor();
    const res = await fetch(`${e.url}/api/centers/${await e.centerIdOf('demo-center')}/page-content`);
    const pages = ((await res.json()) as { data: { pageType: string; content: { html?: string } }[] }).data;
    expect(pages.find((p) => p.pageType === 'impressum')?.content.html).toBe(
      '<p>Demo Center GmbH, Mannheim</p><p><em>Sitz der Gesellschaft</em></p>',
    );
  });

  it('shows a reader the text formatted, not editable', async () => {
    const reader = await e.createUser('VIEWER', 'rich-text-reader@example.com');
    const row = await e.platform.db
      .selectFrom('news')
      .select('id')
      .where('title', '=', 'Sommerfest im Center')
      .executeTakeFirstOrThrow();
    const page = await e.newPage();
    await e.signIn(page, reader.email);
    await page.goto(`${e.url}/dashboard/news?edit=${row.id}`);
    const text = page.getByRole('dialog').getByRole('textbox', { name: 'Inhalt' });
    await expect.poll(() => text.innerHTML()).toContain('<strong>Musik</strong>');
    await expect.poll(() => text.getAttribute('contenteditable')).toBe('false');
    const bold = page.getByRole('dialog').getByRole('button', { name: 'Fett' });
    expect(await bold.isDisabled()).toBe(true);
  });
});
