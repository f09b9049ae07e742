// The upstream stand-ins live in the shared folder beside the repository (shared/fixtures); this is
// the one place that knows where. SHARED_DIR overrides the location.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SHARED_DIR = path.resolve(process.env.SHARED_DIR ?? path.join(here, '../../../shared'));
export const FIXTURES_DIR = path.join(SHARED_DIR, 'fixtures');

async function load(relative) {
  const file = path.join(FIXTURES_DIR, relative);
  if (!existsSync(file)) throw new Error(`stand-in not found: ${file} (set SHARED_DIR to the shared folder)`);
  return import(pathToFileURL(file).href);
}

/** The legacy mall platform (spec 4.7): resolves to `{ url, origin, requests, close }`, `url` being its /v1 root. */
export async function startLegacyPlatform(options) {
  const { startLegacyFixture } = await load('legacy/server.mjs');
  return startLegacyFixture(options);
}

/** The reporting system's export (spec 4.8): resolves to `{ url, apiKey, requests, close }`. */
export async function startReportingExport(options) {
  const { startReportingFixture } = await load('reporting/server.mjs');
  return startReportingFixture(options);
}

/** Postmark (spec 6.1), served here rather than from shared/fixtures: resolves to `{ url, origin, messages, failNext, close }`. */
export { startPostmarkStandIn } from './postmark.mjs';
