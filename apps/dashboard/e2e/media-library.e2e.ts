// Spec 4.6 media library, 4.9: the Media library screen lists what the media store holds for the center (here
// filled the way the legacy import fills it: re-hosted from a loopback stand-in of the legacy asset host),
// a page at a time, by kind, with previews that load and paths that copy.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAssetRehoster, createMediaStorage } from '@center-platform/core/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e, PASSWORD } from './harness';

const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const svg = (n: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#${(n * 9).toString(16).padStart(6, '0')}"/></svg>`;

describe('media library in the browser', () => {
  let e: E2e;
  let assets: Server;
  let centerId: string;

  beforeAll(async () => {
    e = await openE2e();
    centerId = await e.centerIdOf('demo-center');
    assets = createServer((req, res) => {
      const name = req.url?.split('/').pop() ?? '';
      if (name === 'poster.gif') res.writeHead(200, { 'content-type': 'image/gif' }).end(GIF);
      else if (name === 'zeitung.pdf') res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
      else if (/^plan-\d+\.svg$/.test(name))
        res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg(Number(name.slice(5, -4))));
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => assets.listen(0, '127.0.0.1', resolve));
    const host = `127.0.0.1:${(assets.address() as AddressInfo).port}`;
    const rehoster = createAssetRehoster({
      db: e.platform.db,
      storage: createMediaStorage(e.config.media),
      centerId,
      allowedHosts: [host],
    });
    const sources: [string, 'image' | 'pdf' | 'svg'][] = [
      ['poster.gif', 'image'],
      ['zeitung.pdf', 'pdf'],
      ...Array.from({ length: 25 }, (_, i) => [`plan-${i + 1}.svg`, 'svg'] as [string, 'svg']),
    ];
    for (const [name, kind] of sources) {
      const { path, error } = await rehoster.rehost(`http://${host}/assets/${name}`, kind);
      expect(path, error).toBeTruthy();
    }
  });
  afterAll(async () => {
    await new Promise((resolve) => assets?.close(resolve));
    await e?.close();
  });

  it('pages through 27 files on the server, sorts, searches, filters by kind, previews images, opens and copies stored paths', async () => {
    const editor = await e.createUser('CONTENT_EDITOR', 'media-editor@example.com');
    const page = await e.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e.url });
    await e.signIn(page, editor.email);
    await page.getByRole('link', { name: 'Mediathek' }).click();
    await page.waitForURL(/\/dashboard(?:\/c\/[\w-]+)?\/media$/);

    const caption = page.locator('caption');
    await expect.poll(() => caption.textContent()).toBe('1–27 von 27 Dateien');
    await e.screenshots(page, 'media-library');
    await page.getByLabel('Einträge je Seite').selectOption('25');
    await expect.poll(() => caption.textContent()).toBe('1–25 von 27 Dateien');
    expect(await page.locator('tbody tr').count()).toBe(25);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect.poll(() => caption.textContent()).toBe('26–27 von 27 Dateien');
    expect(await page.getByRole('button', { name: 'Weiter' }).isDisabled()).toBe(true);

    // by name: the server's German order, plan-1, plan-10 ... poster.gif last but one, zeitung.pdf last
    await page.getByRole('button', { name: 'Nach Datei sortieren' }).click();
    await expect.poll(() => caption.textContent()).toBe('1–25 von 27 Dateien');
    expect(await page.locator('tbody th').first().textContent()).toContain('plan-1.svg');
    await page.getByRole('button', { name: 'Nach Datei sortieren' }).click();
    await expect.poll(() => page.locator('tbody th').first().textContent()).toContain('zeitung.pdf');

    await page.getByLabel('In Namen und Pfaden suchen').fill('plan-2');
    // plan-2 and plan-20 ... plan-25
    await expect.poll(() => caption.textContent()).toBe('1–7 von 7 Dateien');
    await page.getByLabel('In Namen und Pfaden suchen').fill('kein-solcher-name');
    await page.getByText('Keine Datei passt zu Suche und Filter.').waitFor();
    await page.getByRole('button', { name: 'Suche und Filter zurücksetzen' }).click();
    await expect.poll(() => caption.textContent()).toBe('1–25 von 27 Dateien');

    await page.getByLabel('Art').selectOption({ label: 'PDF' });
    await expect.poll(() => caption.textContent()).toBe('1–1 von 1 Datei');
    const pdfRow = page.locator('tbody tr');
    expect(await pdfRow.getByRole('rowheader').textContent()).toContain('zeitung.pdf');
    expect(await pdfRow.locator('img').count()).toBe(0);
    const href = (await pdfRow.getByRole('link', { name: 'Öffnen' }).getAttribute('href')) ?? '';
    const storedPath = (await pdfRow.locator('code').textContent()) ?? '';
    expect(storedPath).toMatch(new RegExp(`^centers/${centerId}/[0-9a-f]{2}/[0-9a-f]{64}\\.pdf$`));
    expect(href).toBe(`${e.url}/media/${storedPath}`);
    const file = await fetch(href);
    expect(file.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);

    await page.getByLabel('Art').selectOption({ label: 'Bild' });
    await expect.poll(() => caption.textContent()).toBe('1–1 von 1 Datei');
    const preview = page.getByRole('img', { name: 'poster.gif' });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    const gifPath = (await page.locator('tbody code').textContent()) ?? '';
    await page.getByRole('button', { name: 'Pfad von „poster.gif“ kopieren' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'ist kopiert' }).textContent())
      .toContain(gifPath);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(gifPath);

    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => caption.textContent()).toBe('1–1 of 1 file');
    // the labels a phone shows beside each value follow the language too
    const labels = () =>
      page
        .locator('tbody tr')
        .first()
        .locator('td')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-label')));
    await expect.poll(labels).toContain('Size');
    // the German confirmation does not stay on the English screen
    expect(await page.getByRole('status').filter({ hasText: 'ist kopiert' }).count()).toBe(0);
    await page.getByLabel('Kind').selectOption({ label: 'All files' });
    await expect.poll(() => caption.textContent()).toBe('1–25 of 27 files');
    await e.screenshots(page, 'media-library-en');
    // nor does it come back with German
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect.poll(() => caption.textContent()).toBe('1–25 von 27 Dateien');
    expect(await page.getByRole('status').filter({ hasText: 'ist kopiert' }).count()).toBe(0);
  });

  it('is refused to a role outside the editorial area, and not in its navigation', async () => {
    const finance = await e.createUser('FINANCE_MANAGER', 'media-finance@example.com');
    const page = await e.newPage();
    await e.signIn(page, finance.email);
    await page.getByRole('navigation').getByRole('link').first().waitFor();
    expect(await page.getByRole('link', { name: 'Mediathek' }).count()).toBe(0);
    const { cookie } = await e.api('POST', '/api/auth/sign-in', { email: finance.email, password: PASSWORD });
    const input = encodeURIComponent(JSON.stringify({ centerId }));
    const res = await fetch(`${e.url}/trpc/media.library?input=${input}`, { headers: { cookie } });
    expect(res.status).toBe(403);
  });
});
