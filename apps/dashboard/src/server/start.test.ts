// Issue foundation, point 6: start migrates, seeds an empty database once, serves on one port, stops.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, loadConfig } from '@center-platform/core';
import { provisionTestDatabase, type TestDatabase } from '@center-platform/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform } from './start';

describe('startPlatform', () => {
  let dataDir: string;
  let database: TestDatabase;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cp-start-'));
    database = await provisionTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // PGlite in a real data folder (the embedded default), or the PostgreSQL database of the harness
  const config = () =>
    loadConfig({
      PORT: '0',
      APP_BASE_URL: 'http://dashboard.test',
      DATA_DIR: dataDir,
      ...(database.target.kind === 'postgres' ? { DATABASE_URL: database.target.url } : {}),
    });
  const logger = createLogger({ level: 'silent' });

  it('seeds the demo on the first start and serves the API and the front page', async () => {
    const platform = await startPlatform({ config: config(), logger });
    try {
      expect(platform.setupLink).toMatch(/^http:\/\/dashboard\.test\/auth\/activate\?token=[\w-]{43}$/);
      const health = await fetch(`${platform.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
      const page = await fetch(`${platform.url}/`);
      expect(page.headers.get('content-type')).toContain('text/html');
    } finally {
      await platform.stop();
    }
  });

  it('keeps the data and does not seed again on the next start', async () => {
    const platform = await startPlatform({ config: config(), logger });
    try {
      expect(platform.setupLink).toBeUndefined();
      expect((await fetch(`${platform.url}/api/health`)).status).toBe(200);
    } finally {
      await platform.stop();
    }
    await expect(fetch(`${platform.url}/api/health`)).rejects.toThrow();
  });
});
