// Issue 25.7 in a real Chromium: an editor changes a shop; the center's admin opens the shop's history in its
// editor, sees who changed which field from what to what, restores the earlier version, and the public read shows it
// at once; the restore is itself in the history, and an editor sees no history at all.

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e, SCREENSHOTS, seriousAxeViolations, toast } from './harness';

describe('the history of a shop', () => {
  let e: E2e;
  let centerId: string;
  let editor: { email: string };
  let admin: { email: string };

  beforeAll(async () => {
    e = await openE2e();
    centerId = await e.centerIdOf('demo-center');
    editor = await e.createUser('CONTENT_EDITOR', 'history-editor@example.com');
    admin = await e.createUser('CENTER_ADMIN', 'history-admin@example.com');
  });
  afterAll(() => e?.close());

  const publicShop = async (slug: string) => {
    const body = (await (await fetch(`${e.url}/api/centers/${centerId}/shops?limit=5000`)).json()) as {
      data: { slug: string; name: string; floor: string | null }[];
    };
    return body.data.find((s) => s.slug === slug);
  };

  it('restores a shop’s earlier version from its history', async () => {
    const shop = await e.platform.db
      .selectFrom('shops')
      .select(['id', 'name', 'slug'])
      .where('centerId', '=', centerId)
      .where('slug', '=', 'modehaus-lindner')
      .executeTakeFirstOrThrow();

    // the editor renames the shop; an editor's sheet has no history
    const editorPage = await e.newPage();
    await e.signIn(editorPage, editor.email);
    await editorPage.goto(`${e.url}/dashboard/c/demo-center/shops?edit=${shop.id}`);
    const editorSheet = editorPage.getByRole('dialog', { name: /Modehaus Lindner/ });
    await editorSheet.waitFor();
    expect(await editorSheet.getByText('Verlauf', { exact: true }).count()).toBe(0);
    await editorSheet.getByLabel('Name', { exact: true }).fill('Lindner Mode Outlet');
    await editorSheet.getByRole('button', { name: 'Speichern' }).click();
    await toast(editorPage, /gespeichert/).waitFor();
    await expect.poll(async () => (await publicShop(shop.slug))?.name).toBe('Lindner Mode Outlet');

    // the admin reads who changed what
    const page = await e.newPage();
    await e.signIn(page, admin.email);
    await page.goto(`${e.url}/dashboard/c/demo-center/shops?edit=${shop.id}`);
    const sheet = page.getByRole('dialog', { name: /Lindner Mode Outlet/ });
    await sheet.waitFor();
    await sheet.getByText('Verlauf', { exact: true }).click();
    const items = sheet.locator('.history-item');
    await items.first().waitFor();
    expect(await items.count()).toBe(2);
    const newest = items.first();
    expect(await newest.locator('.history-head').textContent()).toContain('Geändert');
    expect(await newest.locator('.history-head').textContent()).toContain(`E2E CONTENT_EDITOR <${editor.email}>`);
    expect(await newest.locator('tbody tr').allTextContents()).toEqual([`Name${shop.name}Lindner Mode Outlet`]);
    // the newest version is the shop as it is: nothing to restore there
    expect(await newest.getByRole('button').count()).toBe(0);
    expect(await items.nth(1).locator('.history-head').textContent()).toContain('Angelegt');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // the sheet as it is seen (a full-page picture would show the list behind it)
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await items.nth(1).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOTS, `shop-history-${width}.png`) });
    }

    // restore the version before the change: asked in place, then the website shows it at once
    await items
      .nth(1)
      .getByRole('button', { name: /wiederherstellen/ })
      .click();
    await items.nth(1).getByRole('button', { name: 'Ja, wiederherstellen' }).click();
    await toast(page, /ist auf den Stand vom .* zurückgesetzt/).waitFor();
    expect(await sheet.count()).toBe(0);
    expect((await publicShop(shop.slug))?.name).toBe(shop.name);

    // the restore is itself a change in the history, by the admin
    await page.goto(`${e.url}/dashboard/c/demo-center/shops?edit=${shop.id}`);
    const again = page.getByRole('dialog', { name: new RegExp(shop.name) });
    await again.waitFor();
    await again.getByText('Verlauf', { exact: true }).click();
    const restored = again.locator('.history-item').first();
    await restored.waitFor();
    expect(await restored.locator('.history-head').textContent()).toContain('Wiederhergestellt');
    expect(await restored.locator('.history-head').textContent()).toContain(`E2E CENTER_ADMIN <${admin.email}>`);
    expect(await again.locator('.history-item').count()).toBe(3);
  });

  it('restores the player configuration from its history; settings and pages have theirs too', async () => {
    // the players are the platform operator's here (the demo's center admins have no hardware area)
    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    await page.goto(`${e.url}/dashboard/c/demo-center/signage`);
    const language = page.getByRole('combobox', { name: 'Sprache', exact: true });
    await language.waitFor();
    const before = await language.inputValue();
    const other = before === 'en' ? 'de' : 'en';
    await language.selectOption(other);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Die Player-Konfiguration ist gespeichert.').waitFor();

    // the change inside the settings object is named by its field
    await page.getByText('Verlauf', { exact: true }).click();
    const items = page.locator('.history-item');
    await items.first().waitFor();
    const newest = await items.first().locator('tbody tr').allTextContents();
    // the language by its name, as the form offers it
    const named = { de: 'Deutsch', en: 'Englisch' } as Record<string, string>;
    expect(newest).toContain(`Sprache${named[before]}${named[other]}`);
    const restorable = items.nth(1);
    await restorable.getByRole('button', { name: /wiederherstellen/ }).click();
    await restorable.getByRole('button', { name: 'Ja, wiederherstellen' }).click();
    await toast(page, /Der Stand vom .* ist wiederhergestellt/).waitFor();
    await expect.poll(() => language.inputValue()).toBe(before);

    // the center's settings and a page's content have a history panel for the admin as well
    await page.goto(`${e.url}/dashboard/c/demo-center/center-settings`);
    await page.getByText('Verlauf', { exact: true }).waitFor();
    await page.goto(`${e.url}/dashboard/c/demo-center/page-content`);
    await page
      .getByRole('button', { name: /bearbeiten|Bearbeiten/ })
      .first()
      .click();
    await page.getByText('Verlauf', { exact: true }).waitFor();
  });

  it("shows a user's account changes in the user's sheet, read only, with who made them", async () => {
    const viewer = await e.createUser('VIEWER', 'history-viewer@example.com');
    const page = await e.newPage();
    await e.signIn(page, admin.email);
    await page.goto(`${e.url}/dashboard/c/demo-center/users`);
    await page.getByLabel('Name oder E-Mail suchen').fill(viewer.email);
    await page.getByRole('button', { name: 'E2E VIEWER bearbeiten' }).click();
    let sheet = page.getByRole('dialog', { name: 'E2E VIEWER bearbeiten' });
    await sheet.getByLabel('Rolle', { exact: true }).selectOption('CONTENT_EDITOR');
    await sheet.getByRole('button', { name: 'Speichern' }).click();
    await page
      .getByRole('dialog', { name: 'Änderungen speichern?' })
      .getByRole('button', { name: 'Speichern' })
      .click();
    await toast(page, /sind gespeichert/).waitFor();

    await page.getByRole('button', { name: 'E2E VIEWER bearbeiten' }).click();
    sheet = page.getByRole('dialog', { name: 'E2E VIEWER bearbeiten' });
    await sheet.getByText('Verlauf', { exact: true }).click();
    const newest = sheet.locator('.history-item').first();
    await newest.waitFor();
    expect(await newest.textContent()).toContain(admin.email);
    expect(await newest.locator('tbody tr').allTextContents()).toContain('RolleNur lesenRedakteur');
    // accounts are changed in their form, never restored from their history
    expect(await sheet.getByRole('button', { name: /wiederherstellen/ }).count()).toBe(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'user-history.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(SCREENSHOTS, 'user-history-390.png') });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('lists every write to the center in the change log for its admin, filtered by kind; an editor has no change log', async () => {
    const page = await e.newPage();
    await e.signIn(page, admin.email);
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .first()
      .getByRole('link', { name: 'Änderungsverlauf' })
      .click();
    const log = page.getByRole('list', { name: 'Änderungsverlauf' });
    await log.locator('.history-item').first().waitFor();
    const all = await log.locator('.history-record').allTextContents();
    // the shop renamed, the user whose role changed, the player configuration: all in one list
    expect(all).toEqual(expect.arrayContaining(['Shop: Modehaus Lindner', 'Benutzer: E2E VIEWER']));
    await page.getByLabel('Art des Eintrags').selectOption({ label: 'Benutzer' });
    await expect
      .poll(async () => new Set((await log.locator('.history-record').allTextContents()).map((t) => t.split(':')[0])))
      .toEqual(new Set(['Benutzer']));
    expect(await page.getByRole('button', { name: /wiederherstellen/ }).count()).toBe(0);
    await e.screenshots(page, 'change-log');

    const editorPage = await e.newPage();
    await e.signIn(editorPage, editor.email);
    const navigation = editorPage.getByRole('navigation', { name: 'Hauptnavigation' }).first();
    await navigation.getByRole('link', { name: 'News und Bautagebuch' }).waitFor();
    expect(await navigation.getByRole('link', { name: 'Änderungsverlauf' }).count()).toBe(0);
  });
});
