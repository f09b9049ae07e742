// Dashboard issue, point 7: the account journeys in a real Chromium against the running platform.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type E2e, openE2e, PASSWORD, toast } from './harness';

async function signIn(page: Page, url: string, email: string, password = PASSWORD) {
  await page.goto(`${url}/auth/signin`);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** The links of the main navigation, once two reads in a row agree (the frame renders again as the center loads). */
async function navigationOf(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' }).first();
  let last = '';
  await expect
    .poll(
      async () => {
        const now = (await nav.getByRole('link').allTextContents())
          .map((s) => s.trim())
          .sort()
          .join('|');
        const stable = now !== '' && now === last;
        last = now;
        return stable;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return last.split('|');
}

describe('account journeys in the browser', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await openE2e();
  });
  afterAll(() => e?.close());

  it('invites a user, who activates from the mail and signs in', async () => {
    const page = await e.newPage();
    await signIn(page, e.url, e.adminEmail);
    await page.waitForURL(/\/dashboard/);
    await e.screenshot(page, 'dashboard-home');
    await page.goto(`${e.url}/dashboard/users`);
    // the form checks itself with core's schema of a user: the problem at its field, in German, nothing sent
    const form = page.getByRole('region', { name: 'Benutzer anlegen' });
    await form.getByRole('button', { name: 'Benutzer anlegen' }).click();
    await form.getByText('Bitte füllen Sie dieses Feld aus.').waitFor();
    await form.getByLabel('Name').fill('Ines Eingeladen');
    await form.getByLabel('E-Mail-Adresse').fill('ines@');
    await form.getByRole('button', { name: 'Benutzer anlegen' }).click();
    await form.getByText('Bitte eine E-Mail-Adresse wie name@beispiel.de eingeben.').waitFor();
    expect(e.postmark.messages.some((m) => m.To === 'ines@')).toBe(false);
    await form.getByLabel('E-Mail-Adresse').fill('ines@example.com');
    await form.getByLabel('Rolle', { exact: true }).selectOption('CONTENT_EDITOR');
    await form.getByLabel('Als persönliche Einladung senden (statt der Willkommens-E-Mail)').check();
    // an editor works on a center: the form says so at the field until one is chosen by name
    const center = form.getByLabel('Center', { exact: true });
    // (no center is chosen in the address, so the form starts without one)
    expect(await center.textContent()).toBe('— bitte wählen —');
    await form.getByRole('button', { name: 'Benutzer anlegen' }).click();
    await form.getByText('Diese Rolle arbeitet in einem Center: Bitte wählen Sie eines.').waitFor();
    expect(e.postmark.messages.some((m) => m.To === 'ines@example.com')).toBe(false);
    await center.click();
    await page.getByPlaceholder('Nach Namen suchen …').fill('demo');
    await page.getByRole('option', { name: 'Demo Center' }).click();
    await expect.poll(() => center.textContent()).toBe('Demo Center');
    await form.getByRole('button', { name: 'Benutzer anlegen' }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('ines@example.com')]));
    // the list is read a page at a time: searched, filtered by role and sorted on the server
    const rows = page.getByRole('table').getByRole('row');
    await page.getByLabel('Name oder E-Mail suchen').fill('ines@');
    await expect.poll(() => rows.count()).toBe(2);
    expect((await rows.nth(1).getByRole('rowheader').textContent())?.trim()).toBe('Ines Eingeladen');
    // invited until the setup link is used, on the center chosen by name
    expect(await rows.nth(1).textContent()).toContain('Demo Center');
    expect(await rows.nth(1).textContent()).toContain('Eingeladen');
    // a lost invitation is sent again from the row: the link of the first mail stops working
    const firstLink = e.linkFromMail('ines@example.com', '/auth/activate');
    await rows.nth(1).getByRole('button', { name: 'Einladung erneut senden: Ines Eingeladen' }).click();
    await toast(page, /Eine neue Einladung mit Einrichtungslink ist an ines@example.com unterwegs/).waitFor();
    await expect.poll(() => e.linkFromMail('ines@example.com', '/auth/activate')).not.toBe(firstLink);
    await page.getByLabel('Name oder E-Mail suchen').fill('');
    await page.getByRole('combobox', { name: 'Rolle', exact: true }).first().selectOption('SUPER_ADMIN');
    await expect.poll(() => page.getByRole('table').textContent()).not.toContain('Ines Eingeladen');
    await page.getByRole('combobox', { name: 'Rolle', exact: true }).first().selectOption('');
    await page.getByRole('button', { name: 'Nach E-Mail-Adresse sortieren' }).click();
    await expect
      .poll(() => page.getByRole('columnheader', { name: /E-Mail-Adresse/ }).getAttribute('aria-sort'))
      .toBe('ascending');
    await e.screenshot(page, 'users');

    const mail = e.postmark.messages.find((m) => m.To === 'ines@example.com');
    expect(mail?.Tag).toBe('USER_INVITATION');
    const invited = await e.newPage();
    await invited.goto(e.linkFromMail('ines@example.com', '/auth/activate'));
    // core's rule of a chosen password, said at the field before anything is sent
    await invited.getByLabel('Neues Passwort', { exact: true }).fill('zu kurz');
    await invited.getByRole('button', { name: 'Passwort festlegen' }).click();
    await invited.getByText('Das Passwort braucht mindestens 12 Zeichen.').waitFor();
    await invited.getByLabel('Neues Passwort', { exact: true }).fill(PASSWORD);
    await invited.getByLabel('Neues Passwort wiederholen').fill(`${PASSWORD}!`);
    await invited.getByRole('button', { name: 'Passwort festlegen' }).click();
    await invited.getByText('Die beiden Passwörter stimmen nicht überein.').waitFor();
    await invited.getByLabel('Neues Passwort wiederholen').fill(PASSWORD);
    await invited.getByRole('button', { name: 'Passwort festlegen' }).click();
    await invited.waitForURL(/message=account-activated/);
    await expect.poll(() => invited.getByRole('status').textContent()).toContain('Ihr Konto ist aktiviert');
    await signIn(invited, e.url, 'ines@example.com');
    await invited.waitForURL(/\/dashboard/);
    expect(await navigationOf(invited)).toContain('Mein Profil');
    // and edits the center's content at once
    await invited
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .first()
      .getByRole('link', { name: 'News und Bautagebuch' })
      .click();
    await invited.getByRole('button', { name: 'Neuen Eintrag anlegen' }).click();
    const sheet = invited.getByRole('dialog', { name: 'Neuer Eintrag' });
    await sheet.getByLabel('Titel', { exact: true }).fill('Ines stellt sich vor');
    await sheet.getByRole('button', { name: 'Speichern' }).click();
    await sheet.waitFor({ state: 'detached' });
    const written = await e.platform.db
      .selectFrom('news')
      .select('centerId')
      .where('title', '=', 'Ines stellt sich vor')
      .executeTakeFirst();
    expect(written?.centerId).toBe(await e.centerIdOf('demo-center'));

    // the admin sees her active now, and moving her to another center asks first
    await page.reload();
    await page.getByLabel('Name oder E-Mail suchen').fill('ines@');
    await expect.poll(() => rows.nth(1).textContent()).toContain('Aktiv');
    await page.getByRole('button', { name: 'Ines Eingeladen bearbeiten' }).click();
    const editor = page.getByRole('dialog', { name: 'Ines Eingeladen bearbeiten' });
    await editor.getByLabel('Center', { exact: true }).click();
    await page.getByPlaceholder('Nach Namen suchen …').fill('nord');
    await page.getByRole('option', { name: 'Nord-Arkaden' }).click();
    await editor.getByRole('button', { name: 'Speichern' }).click();
    const ask = page.getByRole('dialog', { name: 'Änderungen speichern?' });
    await expect.poll(() => ask.textContent()).toContain('Nord-Arkaden');
    await e.screenshot(page, 'users-change-confirm');
    await ask.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Die Änderungen an Ines Eingeladen sind gespeichert.').waitFor();
    await expect.poll(() => rows.nth(1).textContent()).toContain('Nord-Arkaden');
  });

  it('gives a marketing manager an organization: she works on each of its centers, switched in the header', async () => {
    const page = await e.newPage();
    await signIn(page, e.url, e.adminEmail);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${e.url}/dashboard/users`);
    const form = page.getByRole('region', { name: 'Benutzer anlegen' });
    await form.getByLabel('Name').fill('Olga Organisation');
    await form.getByLabel('E-Mail-Adresse').fill('olga@example.com');
    await form.getByLabel('Rolle', { exact: true }).selectOption('ORG_MARKETING_MANAGER');
    // without a center, an organization-level role asks for its organization
    await form.getByRole('button', { name: 'Benutzer anlegen' }).click();
    await form.getByText('Wählen Sie ein Center oder eine Organisation.').waitFor();
    await form.getByLabel('Organisation', { exact: true }).selectOption({ label: 'Demo Center Group' });
    await e.screenshot(page, 'users-organization-wide');
    await form.getByRole('button', { name: 'Benutzer anlegen' }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('olga@example.com')]));
    await page.getByLabel('Name oder E-Mail suchen').fill('olga@');
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.nth(1).textContent()).toContain('Alle Center von Demo Center Group');

    const olga = await e.newPage();
    await olga.goto(e.linkFromMail('olga@example.com', '/auth/activate'));
    await olga.getByLabel('Neues Passwort', { exact: true }).fill(PASSWORD);
    await olga.getByLabel('Neues Passwort wiederholen').fill(PASSWORD);
    await olga.getByRole('button', { name: 'Passwort festlegen' }).click();
    await olga.waitForURL(/message=account-activated/);
    await signIn(olga, e.url, 'olga@example.com');
    // she starts on the first center of her organization and switches to another in the header
    await olga.waitForURL(/\/dashboard\/c\/demo-center/);
    await olga.getByRole('button', { name: /^Center wechseln: Demo Center/ }).click();
    await olga.getByRole('option', { name: /Nord-Arkaden/ }).click();
    await olga.waitForURL(/\/dashboard\/c\/nord-arkaden/);
    await olga.goto(`${e.url}/dashboard/c/nord-arkaden/news`);
    await olga.getByRole('button', { name: 'Neuen Eintrag anlegen' }).click();
    const sheet = olga.getByRole('dialog', { name: 'Neuer Eintrag' });
    await sheet.getByLabel('Titel', { exact: true }).fill('Olga grüßt den Norden');
    await sheet.getByRole('button', { name: 'Speichern' }).click();
    await sheet.waitFor({ state: 'detached' });
    const written = await e.platform.db
      .selectFrom('news')
      .select('centerId')
      .where('title', '=', 'Olga grüßt den Norden')
      .executeTakeFirst();
    expect(written?.centerId).toBe(await e.centerIdOf('nord-arkaden'));
    await e.screenshot(olga, 'organization-wide-news');
  });

  it('locks after five wrong passwords and the mailed unlock link opens it again', async () => {
    const user = await e.createUser('VIEWER', 'locked@example.com');
    const page = await e.newPage();
    // the sign-in form checks itself with the endpoint's schema: each blank field says so, no browser pop-up
    await page.goto(`${e.url}/auth/signin`);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect.poll(() => page.getByText('Bitte füllen Sie dieses Feld aus.').count()).toBe(2);
    for (let i = 0; i < 5; i++) {
      await signIn(page, e.url, user.email, 'a wrong password!!');
      await page.getByRole('alert').filter({ hasText: /./ }).first().waitFor();
    }
    // the lockout mail goes out from a job, after the answer
    await vi.waitFor(
      () =>
        expect(e.postmark.messages.filter((m) => m.To === user.email).map((m) => m.Tag)).toContain('ACCOUNT_LOCKED'),
      { timeout: 15_000, interval: 200 },
    );
    await signIn(page, e.url, user.email);
    await page.getByRole('alert').filter({ hasText: /./ }).first().waitFor();
    expect(page.url()).toContain('/auth/signin');

    await page.goto(e.linkFromMail(user.email, '/auth/unlock'));
    await e.screenshot(page, 'unlock');
    await page.getByRole('button', { name: 'Konto entsperren' }).click();
    await page.waitForURL(/message=account-unlocked/);
    await signIn(page, e.url, user.email);
    await page.waitForURL(/\/dashboard/);
  });

  it('shows three roles three different navigations', async () => {
    const roles = [
      ['CENTER_ADMIN', 'nav-admin@example.com'],
      ['CONTENT_EDITOR', 'nav-editor@example.com'],
      ['VIEWER', 'nav-viewer@example.com'],
    ] as const;
    const navigations: string[][] = [];
    for (const [role, email] of roles) {
      await e.createUser(role, email);
      const page = await e.newPage();
      await signIn(page, e.url, email);
      await page.waitForURL(/\/dashboard/);
      navigations.push(await navigationOf(page));
      await e.screenshot(page, `navigation-${role.toLowerCase()}`);
    }
    const [admin, editor, viewer] = navigations as [string[], string[], string[]];
    expect(new Set(navigations.map((n) => n.join('|'))).size).toBe(3);
    expect(admin).toContain('Benutzer');
    expect(editor).not.toContain('Benutzer');
    expect(viewer.length).toBeLessThan(editor.length);
  });

  it("lists the center's mail forwardings a page at a time and removes one after a confirm", async () => {
    const admin = await e.createUser('CENTER_ADMIN', 'alias-admin@example.com');
    const page = await e.newPage();
    await signIn(page, e.url, admin.email);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${e.url}/dashboard/mail-aliases`);
    const form = page.getByRole('region', { name: 'Weiterleitung anlegen' });
    const list = page.getByRole('region', { name: 'Weiterleitungen des Centers' });
    const domain = 'demo-center.example';
    for (const [alias, target] of [
      ['presse', 'agentur@web.example'],
      ['info', 'zentrale@demo-center.example'],
    ]) {
      await form.getByLabel('Weiterleitungsadresse').fill(`${alias}@${domain}`);
      await form.getByLabel('Zieladresse').fill(target ?? '');
      await form.getByRole('button', { name: 'Weiterleitung anlegen' }).click();
      await list.getByRole('rowheader', { name: `${alias}@${domain}` }).waitFor();
    }
    // addresses in order; the external target waits for its confirmation, the internal one is active at once
    const rows = list.getByRole('row');
    await expect.poll(() => rows.allTextContents()).toHaveLength(3);
    const [, info, presse] = await rows.allTextContents();
    expect(info).toContain('Bestätigt');
    expect(presse).toContain('Wartet auf Bestätigung');
    await list.getByLabel('Status', { exact: true }).selectOption('pending');
    await expect.poll(() => rows.count()).toBe(2);
    await list.getByRole('button', { name: `Weiterleitung presse@${domain} entfernen` }).click();
    const dialog = page.getByRole('dialog', { name: 'Weiterleitung entfernen?' });
    await dialog.getByRole('button', { name: 'Weiterleitung entfernen' }).click();
    await toast(page, `Die Weiterleitung presse@${domain} ist entfernt.`).waitFor();
    await list.getByRole('button', { name: 'Suche und Filter zurücksetzen' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await list.getByRole('rowheader').allTextContents()).toEqual([`info@${domain}`]);
    await e.screenshot(page, 'mail-aliases-list');
  });

  it("lets a VIEWER read the center's content screens without a way to change them; the server refuses its writes", async () => {
    const viewer = await e.createUser('VIEWER', 'reader@example.com');
    const page = await e.newPage();
    await signIn(page, e.url, viewer.email);
    await page.waitForURL(/\/dashboard/);
    expect(await navigationOf(page)).toEqual(expect.arrayContaining(['Shops und Filialen', 'Center-Einstellungen']));
    await page.goto(`${e.url}/dashboard/c/demo-center/shops`);
    const table = page.getByRole('table');
    await page.getByLabel('In der Liste suchen').fill('Modehaus Lind');
    await table
      .getByRole('button', { name: /^Modehaus Lindner ansehen$/ })
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Neuen Eintrag anlegen' }).count()).toBe(0);
    expect(await table.getByRole('checkbox').count()).toBe(0);
    expect(await table.getByRole('button', { name: /löschen$/ }).count()).toBe(0);
    await table
      .getByRole('button', { name: /^Modehaus Lindner ansehen$/ })
      .first()
      .click();
    const sheet = page.getByRole('dialog', { name: /Modehaus Lindner/ });
    await sheet.getByText('Nur lesen: Ihre Rolle ändert keine Inhalte.').waitFor();
    expect(await sheet.getByLabel('Name', { exact: true }).isDisabled()).toBe(true);
    expect(await sheet.getByRole('button', { name: 'Speichern' }).count()).toBe(0);
    await e.screenshot(page, 'viewer-shop');
    await sheet.getByRole('button', { name: 'Schließen' }).first().click();

    await page.goto(`${e.url}/dashboard/c/demo-center/center-settings`);
    await page.getByText('Nur lesen: Ihre Rolle ändert keine Inhalte.').waitFor();
    expect(await page.getByRole('button', { name: 'Speichern' }).count()).toBe(0);
    const status = await page.evaluate(async (centerId) => {
      const res = await fetch('/trpc/centerWork.settings.update', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ centerId, data: {} }),
      });
      return res.status;
    }, viewer.centerId ?? '');
    expect(status).toBe(403);
  });

  it('switches a module off for an organization: its area leaves the navigation and its procedures answer 403', async () => {
    const editor = await e.createUser('CONTENT_EDITOR', 'module-editor@example.com');
    const admin = await e.newPage();
    await signIn(admin, e.url, e.adminEmail);
    await admin.waitForURL(/\/dashboard/);
    await admin.goto(`${e.url}/dashboard/modules`);
    await admin.getByRole('combobox', { name: 'Organisation' }).selectOption({ label: 'Demo Center Group' });
    // mall-core is needed by others: switching it off asks first and names them
    await admin.getByRole('checkbox', { name: 'Modul mall-core einschalten' }).click();
    const ask = admin.getByRole('dialog', { name: 'Modul ausschalten?' });
    await expect.poll(() => ask.textContent()).toContain('social-core, marketing-core');
    await ask.getByRole('button', { name: 'Abbrechen' }).click();
    expect(await admin.getByRole('checkbox', { name: 'Modul mall-core einschalten' }).isChecked()).toBe(true);
    await admin.getByRole('checkbox', { name: 'Modul social-core einschalten' }).click();
    await toast(admin, 'social-core ist jetzt Aus.').waitFor();
    await e.screenshot(admin, 'modules');

    const page = await e.newPage();
    await signIn(page, e.url, editor.email);
    await page.waitForURL(/\/dashboard/);
    expect(await navigationOf(page)).not.toContain('Social Media');
    const refused = await page.evaluate(async (centerId) => {
      const input = encodeURIComponent(JSON.stringify({ centerId }));
      const res = await fetch(`/trpc/social.hub?input=${input}`);
      return { status: res.status, body: await res.json() };
    }, editor.centerId ?? '');
    expect(refused.status).toBe(403);
    expect(refused.body.error.data.appCode).toBe('MODULE_DISABLED');

    await admin.getByRole('checkbox', { name: 'Modul social-core einschalten' }).click();
    await toast(admin, 'social-core ist jetzt Aktiv.').waitFor();
    await page.reload();
    expect(await navigationOf(page)).toContain('Social Media');
  });

  it('keeps a CENTER_ADMIN out of another center', async () => {
    const admin = await e.createUser('CENTER_ADMIN', 'center-admin@example.com');
    const page = await e.newPage();
    await signIn(page, e.url, admin.email);
    await page.waitForURL(/\/dashboard/);
    const other = await e.centerIdOf('nord-arkaden');
    const answers = await page.evaluate(
      async ({ own, other }) => {
        const read = (centerId: string) =>
          fetch(`/trpc/centerWork.shops.list?input=${encodeURIComponent(JSON.stringify({ centerId }))}`).then(
            async (r) => ({
              status: r.status,
              body: await r.json(),
            }),
          );
        const create = await fetch(`/api/centers/${other}/mail-aliases`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ alias: 'x@nord.example', targetEmail: 'y@example.com' }),
        });
        return { own: await read(own), other: await read(other), aliasStatus: create.status };
      },
      { own: admin.centerId ?? '', other },
    );
    expect(answers.own.status).toBe(200);
    expect(answers.other.status).toBe(403);
    expect(answers.other.body.error.data.appCode).toBe('FORBIDDEN_CENTER');
    expect(answers.aliasStatus).toBe(403);
  });
});
