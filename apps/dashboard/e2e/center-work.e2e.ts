// Dashboard issue, points 5 and 7: editing a shop's opening hours in the browser changes the public read.
// Spec 4.6, 8: the News screen shows each item's views, shares and score, read in batches of up to 40.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e, SCREENSHOTS, toast } from './harness';

describe('center work in the browser', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await openE2e();
  });
  afterAll(() => e?.close());

  it("editing a shop's opening hours changes GET /api/centers/{id}/shops at once", async () => {
    const editor = await e.createUser('CONTENT_EDITOR', 'hours-editor@example.com');
    const centerId = editor.centerId ?? '';
    const publicShop = async (slug: string) => {
      const res = await fetch(`${e.url}/api/centers/${centerId}/shops?limit=5000`);
      const body = (await res.json()) as {
        data: { slug: string; openingHours: unknown; floor: string | null; floorNumber: number | null }[];
      };
      return body.data.find((s) => s.slug === slug);
    };
    const before = await publicShop('modehaus-lindner');
    expect(before).toBeDefined();

    const page = await e.newPage();
    await e.signIn(page, editor.email);
    await page.goto(`${e.url}/dashboard/shops`);
    // the list is paged by the server: the shop is found by its name
    await page.getByLabel('In der Liste suchen').fill('Modehaus Lind');
    await page
      .getByRole('button', { name: /Modehaus Lindner/ })
      .first()
      .click();
    // the editor is a side sheet; Save waits for a change, and the save bar counts the changed fields
    const sheet = page.getByRole('dialog', { name: /Modehaus Lindner/ });
    await sheet.waitFor();
    const save = sheet.getByRole('button', { name: 'Speichern' });
    expect(await save.isDisabled()).toBe(true);
    expect(await sheet.getByRole('status').textContent()).toBe('Keine Änderungen');
    await page.getByLabel('Montag öffnet').fill('08:00');
    await page.getByLabel('Montag schließt').fill('21:30');
    await page.getByLabel('Sonntag geschlossen').check();
    expect(await save.isDisabled()).toBe(false);
    expect(await sheet.getByRole('status').textContent()).toBe('1 ungespeicherte Änderung');
    // the floor is picked from the center plan's floors, and the label the website shows follows the pick
    const floorOfPlan = sheet.getByLabel('Etage im Centerplan');
    expect(await floorOfPlan.inputValue()).toBe('-1');
    await floorOfPlan.selectOption({ label: '1. Obergeschoss (Etage 1)' });
    expect(await sheet.getByLabel('Etage', { exact: true }).inputValue()).toBe('1. OG');
    expect(await sheet.getByRole('status').textContent()).toBe('3 ungespeicherte Änderungen');
    await e.screenshot(page, 'shop-editor');
    // Ctrl-S saves, as in every editor; the sheet closes and a toast confirms
    await page.keyboard.press('Control+s');
    await toast(page, /gespeichert/).waitFor();
    expect(await sheet.count()).toBe(0);
    await expect
      .poll(async () => (await publicShop('modehaus-lindner'))?.openingHours, { timeout: 10_000 })
      .toMatchObject({
        monday: { open: '08:00', close: '21:30' },
        sunday: { open: 'closed', close: 'closed' },
      });
    expect(await publicShop('modehaus-lindner')).toMatchObject({ floor: '1. OG', floorNumber: 1 });
    await e.screenshot(page, 'shops');
  });

  it('proposes the slug from the name, and asks before unsaved work is left behind', async () => {
    const editor = await e.createUser('CONTENT_EDITOR', 'slug-editor@example.com');
    expect(editor.centerId).toBeTruthy();
    const page = await e.newPage();
    await e.signIn(page, editor.email);
    // from the home to the shops inside the app, so the browser's back button stays in the app
    await page.goto(`${e.url}/dashboard`);
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Shops und Filialen' })
      .click();
    await page.getByRole('button', { name: 'Neuen Eintrag anlegen' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Bäckerei Groß & Söhne');
    const slug = page.getByLabel('Kurzname in der Adresse (Slug)');
    expect(await slug.inputValue()).toBe('baeckerei-gross-und-soehne');
    // the form checks itself and says what is wrong at the field, in German: no browser pop-up, nothing sent
    await slug.fill('Bäckerei X');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page
      .getByText('Bitte nur Kleinbuchstaben, Ziffern und Bindestriche verwenden (z. B. mein-eintrag).')
      .waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie die markierten Felder.' }).count()).toBe(
      1,
    );
    // after a save with problems each field is checked again as it changes: the mended slug's message goes
    await slug.fill('baeckerei');
    await page
      .getByText('Bitte nur Kleinbuchstaben, Ziffern und Bindestriche verwenden (z. B. mein-eintrag).')
      .waitFor({ state: 'detached' });
    // a slug typed by hand is kept when the name changes
    await page.getByLabel('Name', { exact: true }).fill('Bäckerei Groß');
    expect(await slug.inputValue()).toBe('baeckerei');

    // closing the sheet (Escape, its close button) with unsaved work asks first
    const ask = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
    await page.keyboard.press('Escape');
    await ask.waitFor();
    await e.screenshot(page, 'unsaved-changes-question');
    await ask.getByRole('button', { name: 'Abbrechen' }).click();
    expect(await slug.inputValue()).toBe('baeckerei');
    await page.getByRole('button', { name: 'Schließen' }).click();
    await ask.getByRole('button', { name: 'Verwerfen und verlassen' }).click();
    await page.getByRole('dialog', { name: 'Neuer Eintrag' }).waitFor({ state: 'detached' });
    expect(await slug.count()).toBe(0);
    // leaving the screen with unsaved work (here: the browser's back button) asks as well
    await page.getByRole('button', { name: 'Neuen Eintrag anlegen' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Nicht gespeichert');
    await page.goBack();
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Verwerfen und verlassen' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/shops'));
    expect(new URL(page.url()).pathname).toBe('/dashboard/c/demo-center');
  });

  it('links shops to a news item by name, found on the server, and removes one before saving', async () => {
    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    await page.goto(`${e.url}/dashboard/c/demo-center/news`);
    await page.getByRole('button', { name: 'Neuen Eintrag anlegen' }).click();
    const sheet = page.getByRole('dialog', { name: 'Neuer Eintrag' });
    await sheet.getByLabel('Titel', { exact: true }).fill('Neue Shops im Erdgeschoss');
    // a construction diary entry names the shops it concerns
    await sheet.getByLabel('Eintrag im Bautagebuch').check();
    const shops = await e.platform.db
      .selectFrom('shops')
      .innerJoin('centers', 'centers.id', 'shops.centerId')
      .select(['shops.id', 'shops.name'])
      .where('centers.slug', '=', 'demo-center')
      .orderBy('shops.name')
      .limit(2)
      .execute();
    const add = sheet.getByLabel('Verknüpfte Shops: hinzufügen');
    for (const shop of shops) {
      await add.click();
      await page.getByPlaceholder('Nach Namen suchen …').fill(shop.name);
      await page.getByRole('option', { name: shop.name, exact: true }).click();
      await sheet.locator('.chip', { hasText: shop.name }).waitFor();
    }
    await e.screenshots(page, 'news-linked-shops');
    const [kept, removed] = shops as [(typeof shops)[number], (typeof shops)[number]];
    await sheet.getByRole('button', { name: `„${removed.name}“ entfernen` }).click();
    await sheet.getByRole('button', { name: 'Speichern' }).click();
    await sheet.waitFor({ state: 'detached' });
    const stored = await e.platform.db
      .selectFrom('newsLinkedShops')
      .innerJoin('news', 'news.id', 'newsLinkedShops.newsId')
      .select('newsLinkedShops.shopId')
      .where('news.title', '=', 'Neue Shops im Erdgeschoss')
      .execute();
    expect(stored).toEqual([{ shopId: kept.id }]);
    // the other tests count the demo's news
    await e.platform.db.deleteFrom('news').where('title', '=', 'Neue Shops im Erdgeschoss').execute();
  });

  it('unpublishes and deletes a selection of news after a question naming them, visible to the public read at once', async () => {
    const editor = await e.createUser('CONTENT_EDITOR', 'bulk-editor@example.com');
    const centerId = editor.centerId ?? '';
    const publicTitles = async () => {
      const res = await fetch(`${e.url}/api/centers/${centerId}/news?published=true`);
      return ((await res.json()) as { data: { title: string }[] }).data.map((n) => n.title);
    };
    // two items the website shows today
    const chosen = (await publicTitles()).sort().slice(0, 2);
    expect(chosen).toHaveLength(2);
    const [first = '', second = ''] = chosen;

    const page = await e.newPage();
    await e.signIn(page, editor.email);
    await page.goto(`${e.url}/dashboard/news`);
    for (const title of chosen) await page.getByRole('checkbox', { name: `„${title}“ auswählen` }).check();
    const bar = page.getByRole('region', { name: 'Aktionen für die Auswahl' });
    expect(await bar.getByText('2 Einträge ausgewählt').count()).toBe(1);
    await e.screenshot(page, 'news-selection');
    await bar.getByRole('button', { name: 'Zurückziehen' }).click();
    const ask = page.getByRole('dialog', { name: '2 Einträge zurückziehen?' });
    // the question names both, in the list's order
    expect(await ask.textContent()).toMatch(new RegExp(`„(${first}|${second})“ und „(${first}|${second})“`));
    await ask.getByRole('button', { name: 'Zurückziehen' }).click();
    await toast(page, '2 Einträge sind zurückgezogen.').waitFor();
    expect(await bar.count()).toBe(0);
    const titles = await publicTitles();
    expect(titles).not.toContain(first);
    expect(titles).not.toContain(second);

    // the header box takes the whole page; deleting asks again, and "Abbrechen" keeps everything
    await page.getByRole('checkbox', { name: 'Alle Einträge dieser Seite auswählen' }).check();
    const count = await page.getByRole('checkbox', { name: / auswählen$/ }).count();
    await bar.getByRole('button', { name: 'Löschen' }).click();
    const del = page.getByRole('dialog', { name: `${count - 1} Einträge löschen?` });
    await del.waitFor();
    expect(await del.textContent()).toContain('weitere');
    await del.getByRole('button', { name: 'Abbrechen' }).click();
    await bar.getByRole('button', { name: 'Auswahl aufheben' }).click();
    expect(await bar.count()).toBe(0);
    expect(await e.platform.db.selectFrom('news').select('id').where('centerId', '=', centerId).execute()).toHaveLength(
      count - 1,
    );
  });

  it("keeps the center settings' save bar in view, counts the changes, saves with Ctrl-S and asks before leaving", async () => {
    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    await page.goto(`${e.url}/dashboard/c/demo-center/center-settings`);
    const bar = page.locator('.sticky-save');
    const save = bar.getByRole('button', { name: 'Speichern' });
    await save.waitFor();
    expect(await save.isDisabled()).toBe(true);
    expect(await bar.getByRole('status').textContent()).toBe('Keine Änderungen');
    // the bar is on screen before the end of the long form is reached
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    await page.getByLabel('Seitentitel').fill('Demo Center – neu');
    expect(await bar.getByRole('status').textContent()).toBe('1 ungespeicherte Änderung');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' }).first();
    await nav.getByRole('link', { name: 'Veranstaltungen' }).click();
    const ask = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
    await ask.getByRole('button', { name: 'Abbrechen' }).click();
    // core's schema of the settings, said at the field: a blank name is refused, nothing is sent
    const name = page.getByLabel('Name des Centers');
    const stored = await name.inputValue();
    // emptied as staff do it (Playwright's fill('') leaves this controlled field as it was in today's Chromium)
    await name.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Control+s');
    await page.locator('.field', { has: name }).last().getByText('Bitte füllen Sie dieses Feld aus.').waitFor();
    expect(await page.getByText('Die Einstellungen sind gespeichert.', { exact: true }).count()).toBe(0);
    await name.fill(stored);
    await page.keyboard.press('Control+s');
    await page.getByText('Die Einstellungen sind gespeichert.', { exact: true }).waitFor();
    expect(await bar.getByRole('status').textContent()).toBe('Keine Änderungen');
    await nav.getByRole('link', { name: 'Veranstaltungen' }).click();
    await page.waitForURL('**/dashboard/c/demo-center/events');
  });

  it('keeps what was typed in a template tab across tabs, and Ctrl-S saves the tab shown', async () => {
    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    await page.goto(`${e.url}/dashboard/c/demo-center/template-content`);
    const tabs = page.getByRole('tablist', { name: 'Bereiche der Website-Inhalte' });
    const hero = page.getByRole('tabpanel', { name: 'Bühne (Hero)' });
    const headline = hero.getByLabel('Überschrift (Nr. 1)');
    await headline.fill('Willkommen im Demo Center');
    expect(await hero.getByRole('status').textContent()).toBe('Ungespeicherte Änderungen');
    // the arrow keys move between the tabs; the hero's input stays while another tab is shown
    await tabs.getByRole('tab', { name: 'Bühne (Hero)' }).focus();
    for (const name of ['Seitensichtbarkeit', 'CTA-Box']) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => tabs.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
    }
    expect(await hero.isHidden()).toBe(true);
    await tabs.getByRole('tab', { name: 'Bühne (Hero)' }).click();
    expect(await headline.inputValue()).toBe('Willkommen im Demo Center');
    // core's schema of the update checks the tab before anything is sent: a script link is named at its field
    const link = hero.getByLabel('Button-Link (Nr. 1)');
    await link.fill('javascript:alert(1)');
    await page.keyboard.press('Control+s');
    const linkProblem = hero.getByText('Bitte einen relativen Pfad (z. B. /shops) oder eine http(s)-Adresse eingeben.');
    await linkProblem.waitFor();
    await e.screenshot(page, 'template-link-problem');
    await link.fill('/shops');
    await linkProblem.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+s');
    await toast(page, '„Bühne (Hero)“ ist gespeichert.').waitFor();
    expect(await hero.getByRole('status').textContent()).toBe('Keine Änderungen');
  });

  it("opens a page type by core's rule, checks the page before sending, and the public read shows it at once", async () => {
    const editor = await e.createUser('CONTENT_EDITOR', 'page-editor@example.com');
    const page = await e.newPage();
    await e.signIn(page, editor.email);
    await page.goto(`${e.url}/dashboard/c/demo-center/page-content`);
    const pageType = page.getByLabel('Neuer Seitentyp');
    await pageType.fill('Neue Seite');
    await page.getByRole('button', { name: 'Seite anlegen' }).click();
    const invalid = page.getByText('Bitte nur Kleinbuchstaben, Ziffern, „-“ und „_“ (höchstens 64 Zeichen).');
    await invalid.waitFor();
    // the demo has a page „vermietung“: it is edited in the list, not opened again
    await pageType.fill('vermietung');
    await page.getByText('Die Seite „vermietung“ gibt es bereits; bearbeiten Sie sie in der Liste.').waitFor();
    await pageType.fill('parken');
    await page.getByRole('button', { name: 'Seite anlegen' }).click();
    await page.getByRole('heading', { name: 'Neue Seite „parken“' }).waitFor();
    await page.getByLabel('Seitentitel').fill('Parken');
    await page.getByLabel('Neues Feld').fill('stellplaetze');
    await page.getByRole('button', { name: 'Feld hinzufügen' }).click();
    await page.getByLabel('stellplaetze', { exact: true }).fill('1.200 im Parkhaus');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Seite „parken“ ist gespeichert.').first().waitFor();
    const res = await fetch(`${e.url}/api/centers/${editor.centerId}/page-content`);
    const pages = ((await res.json()) as { data: { pageType: string; title: string; content: unknown }[] }).data;
    expect(pages.find((p) => p.pageType === 'parken')).toMatchObject({
      title: 'Parken',
      content: { stellplaetze: '1.200 im Parkhaus' },
    });
  });

  it("uploads a floor plan after checking the floor number by core's rule, sanitized on the server", async () => {
    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    await page.goto(`${e.url}/dashboard/c/demo-center/center-plan`);
    const upload = page.getByRole('region', { name: 'SVG-Plan hochladen oder ersetzen' });
    await upload.getByLabel('Ebenennummer').fill('300');
    await upload.getByRole('button', { name: 'Plan hochladen' }).click();
    const badNumber = upload.getByText('Bitte geben Sie eine ganze Zahl von -20 bis 200 an.');
    await badNumber.waitFor();
    await upload.getByLabel('Ebenennummer').fill('7');
    await badNumber.waitFor({ state: 'detached' });
    await upload.getByLabel('Name der Ebene').fill('Dachterrasse');
    await upload.getByLabel('SVG-Datei').setInputFiles({
      name: 'dach.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect id="s1" width="10" height="10" onclick="alert(1)"/></svg>',
      ),
    });
    await upload.getByRole('button', { name: 'Plan hochladen' }).click();
    await upload.getByText('Der Plan von „Dachterrasse“ (Ebene 7) ist gespeichert.').waitFor();
    const stored = await e.platform.db
      .selectFrom('mapFloors')
      .select('mapSvg')
      .where('name', '=', 'Dachterrasse')
      .executeTakeFirstOrThrow();
    expect(stored.mapSvg).toContain('id="s1"');
    expect(stored.mapSvg).not.toContain('onclick');
  });

  it('links a shop on the plan after naming what is missing at each field; the graph import asks for its file', async () => {
    const page = await e.newPage();
    const shopName = 'Linkladen E2E';
    await e.platform.db
      .insertInto('shops')
      .values({ centerId: await e.centerIdOf('demo-center'), name: shopName, slug: 'linkladen-e2e', status: 'Active' })
      .execute();
    await e.signIn(page, e.adminEmail);
    await page.goto(`${e.url}/dashboard/c/demo-center/center-plan`);
    const linkForm = page.getByRole('region', { name: 'Shop oder Service verknüpfen' });
    await linkForm.getByRole('button', { name: 'Verknüpfen' }).click();
    await linkForm.getByText('Bitte wählen Sie einen Shop oder Service.').waitFor();
    await linkForm.getByText('Bitte geben Sie das Element an.').waitFor();
    // a point picked for the coordinate method: both numbers are needed
    await linkForm.getByLabel('Methode').selectOption('coordinate');
    await linkForm.getByLabel('x (viewBox)').fill('12');
    await linkForm.getByText('Bitte wählen Sie einen Punkt im Plan oder geben Sie x und y an.').waitFor();
    await linkForm.getByLabel('Methode').selectOption('element_id');
    // a shop without a place, taken from its list, fills the form
    await page.getByRole('button', { name: `„${shopName}“ ins Formular übernehmen` }).click();
    const target = linkForm.getByLabel('Shop', { exact: true });
    await expect.poll(() => target.textContent()).toBe(shopName);
    await linkForm.getByText('Bitte wählen Sie einen Shop oder Service.').waitFor({ state: 'detached' });
    // or is found by name on the server, as a center may have thousands
    await linkForm.getByLabel('Art').selectOption('service');
    await expect.poll(() => linkForm.getByLabel('Service', { exact: true }).textContent()).toBe('– bitte wählen –');
    await linkForm.getByLabel('Art').selectOption('shop');
    await target.click();
    await page.getByPlaceholder('Nach Namen suchen …').fill('linkla');
    await page.getByRole('option', { name: shopName }).waitFor();
    await linkForm.screenshot({ path: join(SCREENSHOTS, 'center-plan-shop-picker.png') });
    await page.getByRole('option', { name: shopName }).click();
    await expect.poll(() => target.textContent()).toBe(shopName);
    // a click on the plan picks the point for the coordinate method
    await page.getByRole('img', { name: /^Plan der Ebene/ }).click();
    await expect.poll(() => linkForm.getByLabel('Methode').inputValue()).toBe('coordinate');
    expect(await linkForm.getByLabel('x (viewBox)').inputValue()).not.toBe('');
    // the plan's corner: no shop's element there
    await linkForm.getByLabel('x (viewBox)').fill('1');
    await linkForm.getByLabel('y (viewBox)').fill('1');
    await linkForm.getByRole('button', { name: 'Verknüpfen' }).click();
    // said in a toast
    await page.getByText(`„${shopName}“ ist verknüpft.`).first().waitFor();
    const linked = await e.platform.db
      .selectFrom('mapLocations')
      .innerJoin('shops', 'shops.id', 'mapLocations.shopId')
      .select(['mapLocations.mappingMethod', 'mapLocations.x'])
      .where('shops.name', '=', shopName)
      .executeTakeFirstOrThrow();
    expect(linked).toEqual({ mappingMethod: 'coordinate', x: 1 });
    // the form starts again for the next link, with the method kept
    await expect.poll(() => linkForm.getByLabel('x (viewBox)').inputValue()).toBe('');
    // the floor's location list, searched on the server, names what is linked
    const plan = page.getByRole('region', { name: /^Plan von/ });
    await plan.getByLabel('Shop, Service, Beschriftung oder Element suchen').fill('linkladen');
    await expect.poll(() => plan.locator('caption').textContent()).toBe('1–1 von 1 gefilterten Eintrag');
    expect(await plan.locator('tbody th').textContent()).toBe('Linkladen E2E (Shop)');

    const graph = page.getByRole('region', { name: 'Wegenetz' });
    await graph.getByRole('button', { name: 'Wegenetz speichern' }).click();
    await graph.getByText('Bitte wählen Sie eine JSON-Datei.').waitFor();
    await graph.getByLabel('Bearbeitete JSON-Datei').setInputFiles({
      name: 'netz.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{ not json'),
    });
    await graph.getByText('Bitte wählen Sie eine JSON-Datei.').waitFor({ state: 'detached' });
    await graph.getByRole('button', { name: 'Wegenetz speichern' }).click();
    await graph.getByRole('alert').or(graph.getByRole('status')).first().waitFor();
    await e.screenshots(page, 'center-plan-link');
  });

  it('saves the daily digest in the profile and names a recipient line that is no address at its form', async () => {
    const editor = await e.createUser('CENTER_ADMIN', 'digest-admin@example.com');
    const page = await e.newPage();
    await e.signIn(page, editor.email);
    await page.goto(`${e.url}/dashboard/profile`);
    const hour = page.getByLabel('Uhrzeit (Zeitzone Europe/Berlin)');
    expect(await hour.isDisabled()).toBe(true);
    await page.getByLabel('Tägliche Zusammenfassung per E-Mail erhalten').check();
    await hour.selectOption({ label: '07:00 Uhr' });
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByText('Ihre Einstellungen sind gespeichert.', { exact: true }).waitFor();
    const stored = await e.platform.db
      .selectFrom('users')
      .select(['emailDigestEnabled', 'emailDigestHour'])
      .where('email', '=', editor.email)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ emailDigestEnabled: true, emailDigestHour: 7 });

    await page.goto(`${e.url}/dashboard/center-settings`);
    const rental = page.getByLabel('Vermietung', { exact: true });
    await rental.fill('vermietung@center.example\nkeine adresse');
    await page.getByRole('button', { name: 'Empfänger speichern' }).click();
    const problem = page.locator('.field', { has: rental }).getByText('Bitte eine gültige E-Mail-Adresse je Zeile.');
    await problem.waitFor();
    await rental.fill('Vermietung@Center.example');
    await problem.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Empfänger speichern' }).click();
    await page.getByText('Die Empfänger der Formulare sind gespeichert.', { exact: true }).waitFor();
    // the stored address, as the server keeps it
    expect(await rental.inputValue()).toBe('vermietung@center.example');
  });

  it("the News screen shows each item's views, shares and score, all 15 demo news in one analytics call", async () => {
    const editor = await e.createUser('CONTENT_EDITOR', 'news-editor@example.com');
    const centerId = editor.centerId ?? '';
    const calls: string[][] = [];
    const page = await e.newPage();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/trpc/')) return;
      const paths = url.pathname.slice('/trpc/'.length).split(',');
      const inputs = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, { ids?: string[] }>;
      paths.forEach((path, i) => {
        if (path === 'analytics.newsPerformance') calls.push(inputs[String(i)]?.ids ?? []);
      });
    });
    await e.signIn(page, editor.email);
    await page.goto(`${e.url}/dashboard/news`);
    await expect.poll(() => page.locator('.performance').count(), { timeout: 10_000 }).toBe(15);

    const news = await e.platform.db
      .selectFrom('news')
      .select(['id', 'title'])
      .where('centerId', '=', centerId)
      .execute();
    const { json } = await e.api(
      'POST',
      '/api/content/news/performance',
      { ids: news.map((n) => n.id) },
      e.adminCookie,
    );
    const count = (n: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(n);
    for (const item of json.data.items as { title: string; views: number; shares: number; score: number }[]) {
      expect(item.views, item.title).toBeGreaterThan(0);
      const edit = page.getByRole('button', { name: `„${item.title}“ bearbeiten`, exact: true });
      const row = page.getByRole('row').filter({ has: edit });
      await expect
        .poll(() => row.locator('.performance > span').allTextContents())
        .toEqual([`${count(item.views)} Aufrufe`, `${count(item.shares)} geteilt`, `Score ${count(item.score)}`]);
    }
    expect(calls).toHaveLength(1);
    expect([...(calls[0] ?? [])].sort()).toEqual(news.map((n) => n.id).sort());
    await e.screenshot(page, 'news-performance');
  });

  // last in the file: the news item it publishes would be one more for the News screen's count above
  it('publishes a draft news item now and schedules an event; the public reads and the status chips follow', async () => {
    const editor = await e.createUser('CONTENT_EDITOR', 'publish-editor@example.com');
    const centerId = editor.centerId ?? '';
    const draft = await e.platform.db
      .insertInto('news')
      .values({ centerId, title: 'Neu eröffnet: Café am Brunnen', status: 'Draft' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = await e.platform.db
      .insertInto('events')
      .values({ centerId, title: 'Kinderflohmarkt', status: 'Draft' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const read = async (kind: string) =>
      ((await (await fetch(`${e.url}/api/centers/${centerId}/${kind}`)).json()) as { data: { id: string }[] }).data;
    const page = await e.newPage();
    await e.signIn(page, editor.email);

    await page.goto(`${e.url}/dashboard/news?edit=${draft.id}`);
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
    await toast(page, /ist veröffentlicht/).waitFor();
    expect((await read('news'))[0]?.id).toBe(draft.id);

    await page.goto(`${e.url}/dashboard/events?edit=${event.id}`);
    // a half-edited form is saved first: the publish buttons wait for it
    await sheet.getByLabel('Titel', { exact: true }).fill('Kinderflohmarkt im Advent');
    expect(await sheet.getByRole('button', { name: 'Jetzt veröffentlichen' }).isDisabled()).toBe(true);
    await page.keyboard.press('Control+s');
    await toast(page, /gespeichert/).waitFor();
    await page.goto(`${e.url}/dashboard/events?edit=${event.id}`);
    await sheet.getByLabel('Veröffentlichen am').fill('2030-12-01T10:00');
    await e.screenshots(page, 'publish-bar');
    await sheet.getByRole('button', { name: 'Planen' }).click();
    await toast(page, /geplant/).waitFor();
    expect((await read('events')).map((row) => row.id)).not.toContain(event.id);
    // the list names it scheduled, as it does the seeded event whose window starts ahead
    const row = page.locator('tr').filter({ hasText: 'Kinderflohmarkt im Advent' });
    await expect.poll(() => row.getByText('Geplant', { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    await e.screenshots(page, 'scheduled-chip');
  });
});
