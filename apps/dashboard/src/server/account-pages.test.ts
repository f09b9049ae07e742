// Spec 3, 4.5: the pages behind the account links name the case of an unusable link and change nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, loadConfig } from '@center-platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPlatform, startPlatform } from './start';

describe('account link pages', () => {
  let platform: RunningPlatform;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cp-pages-'));
    platform = await startPlatform({
      config: loadConfig({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '' }),
      logger: createLogger({ level: 'silent' }),
    });
  });
  afterAll(async () => {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const page = async (path: string) => {
    const res = await fetch(`${platform.url}${path}`);
    return { status: res.status, text: await res.text() };
  };

  it('offers the form for the usable setup link and says which case applies otherwise', async () => {
    const token = new URL(platform.setupLink ?? '').searchParams.get('token') ?? '';
    const setup = await page(`/auth/activate?token=${token}`);
    expect(setup.status).toBe(200);
    expect(setup.text).toContain('name="password"');
    expect((await page(`/auth/reset-password?token=${token}`)).text).toContain('für einen anderen Zweck');
    expect((await page('/auth/unlock?token=not-a-token')).text).toContain('ungültig');

    const activated = await fetch(`${platform.url}/api/auth/activate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: 'a long enough passphrase' }),
    });
    expect(activated.status).toBe(200);
    expect((await page(`/auth/activate?token=${token}`)).text).toContain('bereits verwendet');
    expect((await page('/auth/signin?message=account-activated')).text).toContain('Ihr Konto ist aktiviert');
  });

  it('escapes what the link carries', async () => {
    const { text } = await page('/mail-alias/verify?token=%3Cscript%3Ealert(1)%3C/script%3E');
    expect(text).not.toContain('<script>alert(1)');
  });
});
