// Spec 6.4 in the browser, with a publishing provider configured (its stand-in): an approver connects the
// center's account on the social hub, publishes an approved post through it, reconnects it after the provider
// reports an expired token, and disconnects it after a question; an editor sees the accounts but cannot change them.
import { type SocialProviderStandIn, startSocialProviderStandIn } from '@center-platform/stand-ins';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e, toast } from './harness';

const SECRET = 'a-webhook-secret-of-32-characters';

describe('social accounts in the browser', () => {
  let e: E2e;
  let provider: SocialProviderStandIn;
  beforeAll(async () => {
    provider = await startSocialProviderStandIn({ apiKey: 'publisher-key-of-32-characters!!', webhookSecret: SECRET });
    e = await openE2e({
      env: {
        SOCIAL_PUBLISHER_URL: provider.url,
        SOCIAL_PUBLISHER_API_KEY: provider.apiKey,
        SOCIAL_WEBHOOK_SECRET: SECRET,
      },
    });
    provider.webhookUrl = `${e.url}/api/social/webhooks/provider`;
  });
  afterAll(async () => {
    await e?.close();
    await provider?.close();
  });

  const accountRow = (page: Page, name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

  it('connects, publishes through, reconnects and disconnects the center account', async () => {
    const admin = await e.createUser('CENTER_ADMIN', 'accounts-admin@example.com');
    const centerId = admin.centerId ?? '';
    const page = await e.newPage();
    await e.signIn(page, admin.email);
    await page.goto(`${e.url}/dashboard/social`);
    await page.getByText('Das Center hat noch kein Social-Media-Konto verbunden.').waitFor();

    const form = page.getByRole('form', { name: 'Konto verbinden' });
    // the form checks itself by core's schema of an account: the problem at its field, no browser pop-up
    await form.getByRole('button', { name: 'Konto verbinden' }).click();
    // the provider and the account id, each at its field
    await expect.poll(() => form.getByText('Bitte füllen Sie dieses Feld aus.').count()).toBe(2);
    await form.getByRole('combobox', { name: 'Anbieter' }).fill('instagram');
    await form.getByLabel('Konto-ID beim Anbieter').fill('ig-demo');
    await form.getByLabel('Anzeigename (optional)').fill('Demo Center Instagram');
    await form.getByRole('button', { name: 'Konto verbinden' }).click();
    await toast(page, 'Das Konto Demo Center Instagram ist verbunden.').waitFor();
    const row = accountRow(page, 'Demo Center Instagram');
    await expect.poll(() => row.getByRole('cell').nth(1).textContent()).toBe('verbunden');
    await e.screenshot(page, 'social-accounts');

    // an approved post goes out through the connected account
    const postId = (
      await e.platform.db
        .insertInto('socialPosts')
        .values({ centerId, sourceType: 'manual', text: 'Langer Einkaufsabend am Freitag.', state: 'approved' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await page.goto(`${e.url}/dashboard/social/posts/${postId}`);
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Veröffentlicht');
    expect(provider.requests.at(-1)?.body).toMatchObject({
      postId,
      account: { provider: 'instagram', externalAccountId: 'ig-demo' },
      text: 'Langer Einkaufsabend am Freitag.',
    });

    // the provider reports the token expired: the hub warns, the approver reconnects
    expect((await provider.deliver('account.token_expired', { externalAccountId: 'ig-demo' })).status).toBe(200);
    await page.goto(`${e.url}/dashboard/social`);
    await page.getByRole('alert').filter({ hasText: 'Demo Center Instagram' }).waitFor();
    await expect.poll(() => row.getByRole('cell').nth(1).textContent()).toContain('Zugang abgelaufen');
    await page.getByRole('button', { name: '„Demo Center Instagram“ wieder verbinden' }).click();
    await toast(page, 'Das Konto Demo Center Instagram ist wieder verbunden.').waitFor();
    await expect.poll(() => row.getByRole('cell').nth(1).textContent()).toBe('verbunden');

    // disconnecting asks first
    await page.getByRole('button', { name: '„Demo Center Instagram“ trennen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Trennen' }).click();
    await toast(page, 'Das Konto Demo Center Instagram ist getrennt.').waitFor();
    await expect.poll(() => row.getByRole('cell').nth(1).textContent()).toBe('getrennt');
    const stored = await e.platform.db
      .selectFrom('socialAccounts')
      .select('status')
      .where('externalAccountId', '=', 'ig-demo')
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('disconnected');

    // with two connected accounts a new draft names the one it goes out through
    await form.getByRole('combobox', { name: 'Anbieter' }).fill('facebook');
    await form.getByLabel('Konto-ID beim Anbieter').fill('fb-demo');
    await form.getByLabel('Anzeigename (optional)').fill('Demo Center Facebook');
    await form.getByRole('button', { name: 'Konto verbinden' }).click();
    await toast(page, 'Das Konto Demo Center Facebook ist verbunden.').waitFor();
    await page.getByRole('button', { name: '„Demo Center Instagram“ wieder verbinden' }).click();
    await toast(page, 'Das Konto Demo Center Instagram ist wieder verbunden.').waitFor();
    const item = page.getByLabel('Eintrag', { exact: true });
    await item.waitFor();
    await item.selectOption({ label: 'Center-News 1' });
    await page.getByLabel('Veröffentlichen über').selectOption({ label: 'Demo Center Facebook (facebook)' });
    await page.getByRole('button', { name: 'Entwurf anlegen' }).click();
    await page.waitForURL(/\/dashboard(?:\/c\/[\w-]+)?\/social\/posts\/[0-9a-f-]{36}$/);
    await expect
      .poll(() => page.locator('dl.facts').first().textContent())
      .toMatch(/Konto\s*Demo Center Facebook \(facebook, verbunden\)/);

    // an editor sees the accounts, but neither the form nor the buttons
    const editor = await e.createUser('CONTENT_EDITOR', 'accounts-editor@example.com');
    const editorPage = await e.newPage();
    await e.signIn(editorPage, editor.email);
    await editorPage.goto(`${e.url}/dashboard/social`);
    await accountRow(editorPage, 'Demo Center Instagram').waitFor();
    expect(await editorPage.getByRole('form', { name: 'Konto verbinden' }).count()).toBe(0);
    expect(await editorPage.getByRole('button', { name: /wieder verbinden|trennen/ }).count()).toBe(0);
  });
});
