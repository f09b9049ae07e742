// Issue 27.3 in a real Chromium: the platform operator adds a webhook (a bad address is refused at its field), copies
// the signing secret shown once, a save of a shop reaches the receiver stand-in signed, and the delivery shows in the
// log with its status code; at desktop and phone width, in German and English.
import { randomBytes } from 'node:crypto';
import { startWebhookReceiver, type WebhookReceiver } from '@center-platform/stand-ins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e } from './harness';

describe('webhooks in the browser', () => {
  let e: E2e;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    e = await openE2e({
      env: { ALLOW_PRIVATE_OUTBOUND: 'true', PLUGIN_KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex') },
    });
  });
  afterAll(async () => {
    await e?.close();
    await receiver?.close();
  });

  it('adds a webhook, shows its secret once, and logs the signed delivery of a save', async () => {
    const centerId = await e.centerIdOf('demo-center');
    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    await page.goto(`${e.url}/dashboard/webhooks?centerId=${centerId}`);
    await page.getByText('Dieses Center hat noch keinen Webhook.').waitFor();
    const address = page.getByLabel('Adresse', { exact: true });
    await address.fill('ftp://site.example/hook');
    await page.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Bitte geben Sie eine vollständige Adresse mit http:// oder https:// an.').waitFor();

    await address.fill(receiver.url);
    await page.getByLabel('Beschreibung', { exact: true }).fill('Website neu erzeugen');
    await page.getByLabel('Shops', { exact: true }).check();
    await page.getByRole('button', { name: 'Anlegen' }).click();
    const secretField = page.getByLabel('Secret', { exact: true });
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_/);
    receiver.setSecret(secret);
    await page.getByRole('row', { name: /Website neu erzeugen/ }).waitFor();
    await e.screenshots(page, 'webhooks-created-de');
    // the panel speaks of a secret, not of a key
    await page.getByText('Dieses Secret wird nur jetzt angezeigt').waitFor();
    await page.getByRole('button', { name: 'Ich habe das Secret gespeichert' }).click();
    expect(await page.getByLabel('Secret', { exact: true }).count()).toBe(0);

    // a save of a shop, as the shops screen makes it
    const saved = await page.evaluate(async (center) => {
      const list = await fetch(`/api/centers/${center}/shops?limit=1`);
      const shop = (await list.json()).data[0];
      const res = await fetch('/trpc/centerWork.shops.update', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ centerId: center, id: shop.id, data: { name: `${shop.name} (Webhook)` } }),
      });
      return res.status;
    }, centerId);
    expect(saved).toBe(200);
    const delivery = await receiver.waitFor((d) => d.verified, 10_000);
    expect(delivery.payload?.data).toMatchObject({ centerId, kinds: ['shops'] });

    await page.getByRole('button', { name: `Zustellungen an ${receiver.url} anzeigen` }).click();
    await page.getByText('zugestellt', { exact: true }).waitFor({ timeout: 10_000 });
    await page.getByText('HTTP 204').waitFor();
    await page.getByText('1 Versuch', { exact: true }).click();
    await e.screenshots(page, 'webhooks-delivered-de');

    // turned off by hand: no reason to read, and no redelivery while it is off
    await page.getByRole('button', { name: `Webhook ${receiver.url} deaktivieren` }).click();
    // exact: the toast's text, not Radix's spoken announcement of it ("Meldung …"), which is there for a moment too
    await page.getByText('Der Webhook ist deaktiviert.', { exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /^Zustellung .* erneut senden$/ }).isDisabled())
      .toBe(true);
    await e.screenshots(page, 'webhooks-disabled-de');
    await page.getByRole('button', { name: `Webhook ${receiver.url} aktivieren` }).click();
    await page.getByText('Der Webhook ist wieder aktiv', { exact: false }).first().waitFor();

    await page.evaluate(() => localStorage.setItem('center-platform.lang', 'en'));
    await page.reload();
    await page.getByText('The center’s webhooks').waitFor();
    await page.getByRole('button', { name: `Show the deliveries to ${receiver.url}` }).click();
    await page.getByText('delivered', { exact: true }).waitFor();
    await e.screenshots(page, 'webhooks-en');

    // rotating asks first and shows the new secret once; deleting asks, and the list is empty again
    await page.getByRole('button', { name: `Rotate the secret of ${receiver.url}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = page.getByLabel('Secret', { exact: true });
    await rotated.waitFor();
    expect(await rotated.inputValue()).toMatch(/^whsec_/);
    expect(await rotated.inputValue()).not.toBe(secret);
    await page.getByText('The secret is rotated; the old one no longer signs.', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Delete webhook ${receiver.url}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('This center has no webhook yet.').waitFor();
    await page.evaluate(() => localStorage.removeItem('center-platform.lang'));
  }, 120_000);

  it('shows its loading and its failure inside the frame, with a way to try again', async () => {
    const centerId = await e.centerIdOf('demo-center');
    const page = await e.newPage();
    await e.signIn(page, e.adminEmail);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let failing = false;
    await page.route('**/trpc/*webhooks.list*', async (route) => {
      if (failing) return route.abort('failed');
      await held;
      return route.continue();
    });
    await page.goto(`${e.url}/dashboard/webhooks?centerId=${centerId}`);
    // the screen is up while its list is held back
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.locator('.screen').getByRole('status').filter({ hasText: 'Wird geladen' }).waitFor();
    await e.screenshots(page, 'webhooks-loading-de');
    // the frame stays: its navigation and the screen's heading
    expect(await page.getByRole('link', { name: 'Plugin-Websites' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Webhooks', level: 1 }).isVisible()).toBe(true);
    release();
    await page.getByRole('heading', { name: 'Webhooks des Centers' }).waitFor();

    failing = true;
    await page.reload();
    const retry = page.locator('main').getByRole('button', { name: 'Erneut versuchen' });
    await retry.waitFor({ timeout: 20_000 });
    await e.screenshots(page, 'webhooks-error-de');
    expect(await page.getByRole('link', { name: 'Plugin-Websites' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Webhooks', level: 1 }).isVisible()).toBe(true);
    failing = false;
    await retry.click();
    await page.getByRole('heading', { name: 'Webhooks des Centers' }).waitFor();
  }, 120_000);
});
