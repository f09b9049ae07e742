// Spec 4.6, 6.1 in a real Chromium: the social review workflow. A CONTENT_EDITOR of the demo center drafts a post
// from a news item, edits its text and requests approval (the approvers are mailed SOCIAL_REVIEW_REQUEST); a
// CENTER_ADMIN opens the post by the link of that mail, rejects it with a comment (SOCIAL_REVIEW to the editor);
// the editor edits and asks again; the admin approves. Publishing without a configured provider is refused in words.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e, PASSWORD, toast } from './harness';

const POST_PATH = /\/dashboard(?:\/c\/[\w-]+)?\/social\/posts\/([0-9a-f-]{36})$/;

async function signIn(page: Page, url: string, email: string) {
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((address) => address.href.startsWith(`${url}/dashboard`));
}

/** The state badge next to the post's title. */
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

describe('the social review workflow in the browser', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await openE2e();
  });
  afterAll(() => e?.close());

  it('drafts from a news item, is rejected with a comment, asked again and approved', async () => {
    const editor = await e.createUser('CONTENT_EDITOR', 'social-editor@example.com');
    const admin = await e.createUser('CENTER_ADMIN', 'social-admin@example.com');
    const mailsTo = (to: string, tag: string) => e.postmark.messages.filter((m) => m.To === to && m.Tag === tag);

    // the editor: the hub is listed in the navigation; a draft from the news item "Center-News 1"
    const editorPage = await e.newPage();
    await editorPage.goto(`${e.url}/auth/signin`);
    await signIn(editorPage, e.url, editor.email);
    await editorPage.getByRole('link', { name: 'Social Media', exact: true }).click();
    await editorPage.waitForURL(/\/dashboard(?:\/c\/[\w-]+)?\/social$/);
    await editorPage.getByRole('heading', { name: 'Neuer Entwurf' }).waitFor();
    const counts = (page: Page) => page.getByRole('list', { name: 'Anzahl der Beiträge je Status' }).textContent();
    expect(await counts(editorPage)).toContain('Entwurf: 0');
    const item = editorPage.getByLabel('Eintrag', { exact: true });
    await item.waitFor();
    await item.selectOption({ label: 'Center-News 1' });
    await e.screenshot(editorPage, 'social-hub-new-draft');
    await editorPage.getByRole('button', { name: 'Entwurf anlegen' }).click();
    await editorPage.waitForURL(POST_PATH);
    const postId = POST_PATH.exec(new URL(editorPage.url()).pathname)?.[1] ?? '';
    expect(postId).not.toBe('');
    const postUrl = `${e.url}/dashboard/social/posts/${postId}`;

    // the draft: prefilled from the news item, editable, then sent for approval
    await expect.poll(() => heading(editorPage).textContent()).toContain('Center-News 1');
    expect(await heading(editorPage).textContent()).toContain('Entwurf');
    const text = editorPage.getByLabel('Text des Beitrags');
    expect(await text.inputValue()).toContain('Center-News 1');
    await text.fill('Neu im Center: die Center-News 1.\n\nJetzt lesen!');
    // an unsaved text holds the request back
    expect(await editorPage.getByRole('button', { name: 'Freigabe anfordern' }).isDisabled()).toBe(true);
    await editorPage.getByRole('button', { name: 'Text speichern' }).click();
    await editorPage.getByText('Der Text ist gespeichert.').waitFor();
    await editorPage.getByRole('button', { name: 'Freigabe anfordern' }).click();
    await toast(editorPage, /Die Freigabe ist angefordert/).waitFor();
    await expect.poll(() => heading(editorPage).textContent()).toContain('Wartet auf Freigabe');
    // the text is locked while it is reviewed; the editor cannot review the own post
    expect(await editorPage.getByLabel('Text des Beitrags').count()).toBe(0);
    expect(await editorPage.getByRole('button', { name: 'Freigeben' }).count()).toBe(0);
    await e.screenshot(editorPage, 'social-post-requested');

    // the review request went to the admin, linking this very page
    await expect.poll(() => mailsTo(admin.email, 'SOCIAL_REVIEW_REQUEST').length).toBe(1);
    expect(mailsTo(admin.email, 'SOCIAL_REVIEW_REQUEST')[0]?.TextBody).toContain(`/dashboard/social/posts/${postId}`);

    // the admin follows the mail's link: sign-in first, then the post
    const adminPage = await e.newPage();
    await adminPage.goto(postUrl);
    await adminPage.waitForURL(/\/auth\/signin/);
    await signIn(adminPage, e.url, admin.email);
    await adminPage.waitForURL(POST_PATH);
    await expect.poll(() => heading(adminPage).textContent()).toContain('Wartet auf Freigabe');
    expect(await adminPage.getByText('Neu im Center: die Center-News 1.').count()).toBe(1);
    const facts = (page: Page) => page.locator('dl.facts').first().textContent();
    expect(await facts(adminPage)).toMatch(/Redakteur\s*E2E CONTENT_EDITOR/);
    // a rejection needs a reason
    await adminPage.getByRole('button', { name: 'Ablehnen' }).click();
    await adminPage.getByText('Bitte schreiben Sie einen Kommentar.').waitFor();
    await adminPage.getByLabel('Begründung der Ablehnung').fill('Bitte mit Datum und kürzer.');
    await adminPage.getByRole('button', { name: 'Ablehnen' }).click();
    await toast(adminPage, /Der Beitrag ist abgelehnt/).waitFor();
    await expect.poll(() => heading(adminPage).textContent()).toContain('Abgelehnt');
    const adminThread = adminPage.getByRole('list', { name: 'Kommentare zum Beitrag' });
    await expect.poll(() => adminThread.textContent()).toContain('Bitte mit Datum und kürzer.');
    await e.screenshot(adminPage, 'social-post-rejected');
    await expect.poll(() => mailsTo(editor.email, 'SOCIAL_REVIEW').length).toBe(1);
    expect(mailsTo(editor.email, 'SOCIAL_REVIEW')[0]?.TextBody).toContain(`/dashboard/social/posts/${postId}`);

    // the editor sees the reason, edits, comments and asks again
    await editorPage.reload();
    await expect.poll(() => heading(editorPage).textContent()).toContain('Abgelehnt');
    expect(await editorPage.getByText('Abgelehnt: Bitte mit Datum und kürzer.').count()).toBe(1);
    await editorPage.getByLabel('Text des Beitrags').fill('Center-News 1 – ab Montag im Center.');
    await editorPage.getByRole('button', { name: 'Text speichern' }).click();
    await editorPage.getByText('Der Text ist gespeichert.').waitFor();
    await editorPage.getByLabel('Ihr Kommentar').fill('Gekürzt und mit Datum.');
    await editorPage.getByRole('button', { name: 'Kommentar senden' }).click();
    const editorThread = editorPage.getByRole('list', { name: 'Kommentare zum Beitrag' });
    await expect.poll(() => editorThread.getByRole('listitem').count()).toBe(2);
    await editorPage.getByRole('button', { name: 'Freigabe anfordern' }).click();
    await expect.poll(() => heading(editorPage).textContent()).toContain('Wartet auf Freigabe');
    await expect.poll(() => mailsTo(admin.email, 'SOCIAL_REVIEW_REQUEST').length).toBe(2);

    // the admin's hub lists the open approval; the admin approves with a comment
    await adminPage.goto(`${e.url}/dashboard/social`);
    const approvals = adminPage.getByRole('heading', { name: 'Offene Freigaben (1)' });
    await approvals.waitFor();
    await e.screenshot(adminPage, 'social-hub-open-approval');
    await adminPage.getByRole('link', { name: 'Center-News 1' }).first().click();
    await adminPage.waitForURL(POST_PATH);
    await expect.poll(() => heading(adminPage).textContent()).toContain('Wartet auf Freigabe');
    expect(await adminPage.getByText('Center-News 1 – ab Montag im Center.').count()).toBe(1);
    await adminPage.getByLabel('Kommentar zur Freigabe (optional)').fill('Passt so.');
    await adminPage.getByRole('button', { name: 'Freigeben' }).click();
    await toast(adminPage, 'Der Beitrag ist freigegeben.').waitFor();
    // the editor's bell, open on its page, shows the approval live, without a reload: within seconds, where
    // reading it again (the fallback without the stream) would take up to 15 s
    const unreadBell = editorPage.getByRole('button', { name: /^Benachrichtigungen: \d+ ungelesen$/ });
    await unreadBell.waitFor({ timeout: 4_000 });
    await unreadBell.click();
    const bell = editorPage.getByRole('dialog', { name: 'Benachrichtigungen' });
    await bell.getByText('Beitrag freigegeben').waitFor({ timeout: 4_000 });
    await e.screenshot(editorPage, 'bell-approval');
    await bell.getByRole('button', { name: 'Alle als gelesen markieren' }).click();
    await editorPage.getByRole('button', { name: 'Benachrichtigungen', exact: true }).waitFor();
    await editorPage.keyboard.press('Escape');
    await expect.poll(() => heading(adminPage).textContent()).toContain('Freigegeben');
    await expect.poll(() => adminThread.getByRole('listitem').count()).toBe(3);
    const thread = await adminThread.textContent();
    expect(thread).toMatch(/Bitte mit Datum und kürzer\..*Gekürzt und mit Datum\..*Passt so\./s);
    expect(await facts(adminPage)).toMatch(/Geprüft von\s*E2E CENTER_ADMIN.*Kommentar der Prüfung\s*Passt so\./s);

    // publishing without a configured provider is refused in words, and the post stays approved
    await adminPage.getByRole('button', { name: 'Veröffentlichen' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Veröffentlichen' }).click();
    await adminPage
      .getByText('Auf dieser Plattform ist kein Social-Media-Dienst zum Veröffentlichen eingerichtet.')
      .waitFor();
    expect(await heading(adminPage).textContent()).toContain('Freigegeben');
    await e.screenshot(adminPage, 'social-post-approved');

    // the editor's page shows the outcome; the hub counts it
    await editorPage.goto(`${e.url}/dashboard/social`);
    await expect.poll(() => counts(editorPage)).toContain('Freigegeben: 1');
    await editorPage.goto(postUrl);
    await expect.poll(() => heading(editorPage).textContent()).toContain('Freigegeben');
    expect(await editorPage.getByRole('button', { name: 'Freigabe anfordern' }).count()).toBe(0);
    // SOCIAL_REVIEW: the rejection at once; the approval at once too, as the editor's digest is off (the default)
    await expect.poll(() => mailsTo(editor.email, 'SOCIAL_REVIEW').length).toBe(2);
    expect(mailsTo(editor.email, 'SOCIAL_REVIEW').map((m) => m.Subject)).toEqual([
      expect.stringContaining('abgelehnt'),
      expect.stringContaining('freigegeben'),
    ]);
    await e.screenshot(editorPage, 'social-post-editor-approved');

    // a draft from a visitor review: checked in the form, then its snapshot on the post page
    await editorPage.goto(`${e.url}/dashboard/social`);
    await editorPage.getByLabel('Quelle', { exact: true }).selectOption({ label: 'Besucherbewertung' });
    await editorPage.getByRole('button', { name: 'Entwurf anlegen' }).click();
    await editorPage.getByText('Bitte geben Sie an, wer die Bewertung geschrieben hat.').waitFor();
    await editorPage.getByLabel('Verfasser der Bewertung').fill('Erika M.');
    await editorPage.getByLabel('Bewertung', { exact: true }).selectOption({ label: '4 von 5 Sternen' });
    await editorPage.getByLabel('Text der Bewertung').fill('Tolle Läden und freundliches Personal.');
    await editorPage.getByLabel('Herkunft (optional)').fill('Google');
    await editorPage.getByRole('button', { name: 'Entwurf anlegen' }).click();
    await editorPage.waitForURL(POST_PATH);
    await expect.poll(() => heading(editorPage).textContent()).toContain('Bewertung von Erika M.');
    expect(await facts(editorPage)).toContain('Besucherbewertung');
    const snapshot = await editorPage.locator('dl.facts').nth(1).textContent();
    expect(snapshot).toMatch(/Verfasser\s*Erika M\..*Bewertung\s*4\/5.*Herkunft\s*Google/s);
    expect(await editorPage.getByLabel('Text des Beitrags').inputValue()).toContain('Tolle Läden');
    await e.screenshot(editorPage, 'social-post-review-draft');
  });
});
