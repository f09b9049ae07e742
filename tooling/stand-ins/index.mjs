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

/**
 * Data modules for `startLegacyPlatform({ dataModule })`, kept here rather than in shared/fixtures:
 * `generated` (one big center, legacy id 77; sizes from LEGACY_GENERATED_* env) and `hostile` (legacy id 66:
 * scripts, missing fields, odd dates, foreign and missing assets, thousands of rows; its `HOSTILE` export names
 * the ids of every case).
 */
export const LEGACY_SCENARIOS = Object.freeze({
  generated: path.join(here, 'legacy-scenarios/generated.mjs'),
  hostile: path.join(here, 'legacy-scenarios/hostile.mjs'),
});

/**
 * A loopback proxy in front of the legacy platform for failures the fixture cannot produce (error status,
 * malformed body, delay, hang): resolves to `{ url, origin, upstream, rules, requests, close }`.
 */
export { startLegacyProxy } from './legacy-proxy.mjs';
/** The generated scenario without a server: `{ centerId: 77, defaults, sizes(env?) }`. */
export { GENERATED as LEGACY_GENERATED } from './legacy-scenarios/generated.mjs';
/** The ids and paths of every case of the hostile scenario (legacy center 66). */
export { HOSTILE as LEGACY_HOSTILE } from './legacy-scenarios/hostile.mjs';

/** The reporting system's export (spec 4.8): resolves to `{ url, apiKey, requests, close }`. */
export async function startReportingExport(options) {
  const { startReportingFixture } = await load('reporting/server.mjs');
  return startReportingFixture(options);
}

/**
 * The data of the reporting export's stand-in without a server: `CHANNELS`, `makeClient(id, fields, months)` (a
 * client with `months[channel]` rows per channel) and `sampleClients({ cockpitCenterIdFor })` (the default sample).
 */
export async function loadReportingFixture() {
  const { CHANNELS, makeClient, sampleClients } = await load('reporting/server.mjs');
  return { CHANNELS, makeClient, sampleClients };
}

/** A Turnstile-compatible bot-challenge verifier (spec 8): resolves to `{ url, origin, secret, requests, validTokens, failNext, close }`. */
export { startBotChallengeStandIn } from './bot-challenge.mjs';
/** An OpenAI-compatible chat endpoint (spec 4.3, the chatbot's optional model): resolves to `{ url, apiKey, requests, failNext, delayMs, close }`. */
export { startLlmStandIn } from './llm.mjs';
/** A center website with the map plugin (spec 4.10): resolves to `{ url, key, syncs, store, failNext, setVersion, close }`. */
export { PLUGIN_SYNC_PATH, startPluginSiteStandIn } from './plugin-site.mjs';
/** Postmark (spec 6.1), served here rather than from shared/fixtures: resolves to `{ url, origin, messages, failNext, close }`. */
export { startPostmarkStandIn } from './postmark.mjs';
export { startSocialProviderStandIn } from './social-provider.mjs';
