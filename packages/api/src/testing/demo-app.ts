import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loadConfig } from '@center-platform/core/config';
import type { DatabaseHandle } from '@center-platform/core/db';
import { SECRET_MARK } from '@center-platform/core/demo';
import { createLogger } from '@center-platform/core/logging';
import { openTestDatabase, seedTestDemo } from '@center-platform/core/testing';
import { expect } from 'vitest';
import { createApp } from '../app';
import { answerValidator } from './openapi-validator';

export const FOREIGN_ORIGIN = 'https://center-website.example';

/** A fresh database with the demo seeded, and the app on it. */
export async function openDemoApp(env: Record<string, string> = {}) {
  const handle: DatabaseHandle = await openTestDatabase();
  const seeded = await seedTestDemo(handle.db);
  const app = createApp({ db: handle.db, config: loadConfig(env), logger: createLogger({ level: 'silent' }) });
  const document = await (await app.request('/api/openapi.json')).json();
  const violations = answerValidator(document);
  /**
   * A request as a center website on another origin makes it. An answer of a documented public route is checked
   * against the OpenAPI document: a test fails when the two disagree.
   */
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(path, { headers: { origin: FOREIGN_ORIGIN, ...headers } });
    if (res.headers.get('content-type')?.includes('application/json') || res.status === 304) {
      const bytes = Buffer.from(await res.clone().arrayBuffer());
      const encoding = res.headers.get('content-encoding');
      const plain = encoding === 'gzip' ? gunzipSync(bytes) : encoding === 'br' ? brotliDecompressSync(bytes) : bytes;
      const text = plain.toString('utf8');
      const body = res.status === 304 ? undefined : JSON.parse(text);
      const found = violations('GET', path, res.status, body).filter((v) => !v.endsWith('not in the document'));
      expect(found, `${path}: the answer as the OpenAPI document describes it`).toEqual([]);
    }
    return res;
  };
  const getJson = async (path: string) => {
    const res = await get(path);
    return { status: res.status, headers: res.headers, body: (await res.json()) as any };
  };
  return { app, db: handle.db, centerId: seeded.centerId, get, getJson, close: () => handle.close() };
}
export type DemoApp = Awaited<ReturnType<typeof openDemoApp>>;

// Keys that must never reach a public payload, at any depth (as shared/conformance checks them).
const FORBIDDEN_KEYS =
  /^(api_?keys?|apiKeyHash|keyHash|companionConfig(uration)?|analyticsPagePassword(Hash)?|password|passwordHash|themeOverrides|formRecipients?|reportRecipients|recipients?|contactFormRecipient|secret|resetToken|tokenHash)$/i;

/** Fails when a public payload holds a secret key or a value carrying the demo's secret mark. */
export function expectNoSecrets(value: unknown, where: string, path = '$'): void {
  if (typeof value === 'string') {
    expect(value.includes(SECRET_MARK), `${where}: secret value at ${path}`).toBe(false);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    expect(FORBIDDEN_KEYS.test(key), `${where}: forbidden key "${key}" at ${path}`).toBe(false);
    expectNoSecrets(inner, where, `${path}.${key}`);
  }
}

export function expectCors(res: Response, where: string): void {
  expect(res.headers.get('access-control-allow-origin'), `${where}: CORS`).toBe('*');
}
