// Issue 25.2 in the browser: the data behind the public reads that had no screen is written from the dashboard, and
// each save shows in its public read at once: a shop category and a category theme (editor), a website contact, a
// DOOH playlist with a text slide and a schedule chosen by the players' configuration, and a touchscreen's facing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e, toast } from './harness';

describe('the public reads’ data on the dashboard', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await openE2e();
  });
  afterAll(() => e?.close());

  const read = async <T>(path: string): Promise<T> =>
    ((await (await fetch(`${e.url}${path}`)).json()) as { data: T }).data;

  it('an editor adds a category and a theme of it; the website reads show both at once', async () => {
    const editor = await e.createUser('CONTENT_EDITOR', 'structure-editor@example.com');
    const centerId = editor.centerId ?? '';
    const page = await e.newPage();
    await e.signIn(page, editor.email);
    await page.goto(`${e.url}/dashboard/categories`);
    await page.getByRole('button', { name: 'Neuen Eintrag anlegen' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByLabel('Name', { exact: true }).fill('Spielwaren & Hobby');
    await sheet.getByLabel('Farbe', { exact: true }).fill('#22aa55');
    await page.keyboard.press('Control+s');
    await toast(page, /angelegt|gespeichert/).waitFor();
    const categories = await read<{ id: string; name: string; slug: string; color: string }[]>(
      `/api/centers/${centerId}/website-categories`,
    );
    const category = categories.find((c) => c.name === 'Spielwaren & Hobby');
    expect(category).toMatchObject({ slug: 'spielwaren-und-hobby', color: '#22aa55' });
    await e.screenshots(page, 'categories');

    await page.goto(`${e.url}/dashboard/category-themes`);
    await page.getByRole('button', { name: 'Neuen Eintrag anlegen' }).click();
    await sheet.getByLabel('Name', { exact: true }).fill('Familie');
    await sheet.getByLabel('Spielwaren & Hobby').check();
    await e.screenshots(page, 'category-theme-editor');
    await page.keyboard.press('Control+s');
    await toast(page, /angelegt|gespeichert/).waitFor();
    const themes = await read<{ name: string; categories: { id: string }[] }[]>(
      `/api/centers/${centerId}/category-themes-for-website`,
    );
    expect(themes.find((theme) => theme.name === 'Familie')?.categories.map((c) => c.id)).toEqual([category?.id]);
  });

  it('a center manager adds a contact, a playlist the players then play, and turns a touchscreen', async () => {
    const manager = await e.createUser('CENTER_MANAGER', 'signage-manager@example.com');
    const centerId = manager.centerId ?? '';
    const page = await e.newPage();
    await e.signIn(page, manager.email);

    await page.goto(`${e.url}/dashboard/contacts`);
    await page.getByRole('button', { name: 'Neuen Eintrag anlegen' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByLabel('Name', { exact: true }).fill('Jana Berg');
    await sheet.getByLabel('Funktion').fill('Vermietung');
    await sheet.getByLabel('E-Mail-Adresse').fill('jana.berg@example.com');
    await page.keyboard.press('Control+s');
    await toast(page, /angelegt|gespeichert/).waitFor();
    const contacts = await read<{ name: string; position: string }[]>(`/api/centers/${centerId}/website-contacts`);
    expect(contacts.find((c) => c.name === 'Jana Berg')).toMatchObject({ position: 'Vermietung' });

    await page.goto(`${e.url}/dashboard/playlists`);
    await page.getByRole('button', { name: 'Neuen Eintrag anlegen' }).click();
    await sheet.getByLabel('Name', { exact: true }).fill('Adventsprogramm');
    await sheet.getByRole('button', { name: 'Inhalt hinzufügen' }).click();
    await sheet.getByLabel('Inhalt 1: Art').selectOption({ label: 'Text-Folie' });
    await sheet.getByLabel('Überschrift').fill('Frohe Weihnachten');
    await sheet.getByLabel('Dauer (Sekunden)').fill('12');
    await sheet.getByLabel('Sa', { exact: true }).check();
    await sheet.getByLabel('Täglich ab').fill('10:00');
    await sheet.getByLabel('Übergang').selectOption({ label: 'Schieben' });
    await e.screenshots(page, 'playlist-editor');
    await page.keyboard.press('Control+s');
    await toast(page, /angelegt|gespeichert/).waitFor();

    await page.goto(`${e.url}/dashboard/signage`);
    await page.getByLabel('Playlist der Bildschirme').selectOption({ label: 'Adventsprogramm' });
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Player-Konfiguration ist gespeichert.').first().waitFor();
    await e.screenshots(page, 'signage');
    const active = await read<{ playlist: { name: string; schedule: unknown; settings: unknown; items: unknown[] } }>(
      `/api/centers/${centerId}/dooh/public/active`,
    );
    expect(active.playlist).toMatchObject({
      name: 'Adventsprogramm',
      schedule: { weekdays: ['saturday'], from: '10:00' },
      settings: { transition: 'slide' },
      items: [{ kind: 'html', durationSeconds: 12, content: { headline: 'Frohe Weihnachten' } }],
    });

    await page.goto(`${e.url}/dashboard/touchscreens`);
    await page
      .getByRole('button', { name: /Info-Terminal EG/ })
      .first()
      .click();
    // publishing belongs to news, events, offers and jobs, not to touchscreens
    expect(await sheet.getByRole('button', { name: 'Jetzt veröffentlichen' }).count()).toBe(0);
    await sheet.getByLabel('Blickrichtung (Grad)').fill('180');
    // the position is picked on the floor's plan, never typed
    await sheet.locator('.plan-view img').click({ position: { x: 60, y: 40 } });
    const picked = {
      x: Number(await sheet.getByLabel('Position x').inputValue()),
      y: Number(await sheet.getByLabel('Position y').inputValue()),
    };
    await page.keyboard.press('Control+s');
    await toast(page, /angelegt|gespeichert/).waitFor();
    const screens = await read<{ name: string; orientation: number; x: number; y: number }[]>(
      `/api/touchscreens?centerId=${centerId}`,
    );
    expect(screens.find((s) => s.name === 'Info-Terminal EG')?.orientation).toBe(180);
    expect(screens.find((s) => s.name === 'Info-Terminal EG')).toMatchObject(picked);
    await e.screenshots(page, 'touchscreens');
  });
});
