// The stand-ins of the systems the platform talks to, for tests, demos and benches: loopback HTTP servers on a
// free port, each recording what it was asked.
import { CHANNELS, makeClient, sampleClients } from './reporting-clients.mjs';

/**
 * The legacy mall platform (spec 4.7): resolves to `{ url, origin, requests, close }`, `url` being its /v1 root.
 * `LEGACY_SCENARIOS` names its data modules for `startLegacyPlatform({ dataModule })`: `sample` (the default, legacy
 * center 42), `generated` (one big center, legacy id 77; sizes from LEGACY_GENERATED_* env) and `hostile` (legacy
 * id 66: scripts, missing fields, odd dates, foreign and missing assets, thousands of rows).
 */
export { LEGACY_SCENARIOS, startLegacyPlatform } from './legacy-platform.mjs';
/**
 * A loopback proxy in front of the legacy platform for failures the stand-in cannot produce (error status,
 * malformed body, delay, hang): resolves to `{ url, origin, upstream, rules, requests, close }`.
 */
export { startLegacyProxy } from './legacy-proxy.mjs';
/** The generated scenario without a server: `{ centerId: 77, defaults, sizes(env?) }`. */
export { GENERATED as LEGACY_GENERATED } from './legacy-scenarios/generated.mjs';
/** The ids and paths of every case of the hostile scenario (legacy center 66). */
export { HOSTILE as LEGACY_HOSTILE } from './legacy-scenarios/hostile.mjs';

/** The reporting system's export (spec 4.8): resolves to `{ url, origin, apiKey, requests, close }`. */
export { startReportingExport } from './reporting-export.mjs';

/**
 * The data of the reporting export's stand-in without a server: `CHANNELS`, `makeClient(id, fields, months)` (a
 * client with `months[channel]` rows per channel) and `sampleClients({ cockpitCenterIdFor })` (the default sample).
 */
export async function loadReportingFixture() {
  return { CHANNELS, makeClient, sampleClients };
}

/** A Turnstile-compatible bot-challenge verifier (spec 8): resolves to `{ url, origin, secret, requests, validTokens, failNext, close }`. */
export { startBotChallengeStandIn } from './bot-challenge.mjs';
/** An OpenAI-compatible chat endpoint (spec 4.3, the chatbot's optional model): resolves to `{ url, apiKey, requests, failNext, delayMs, close }`. */
export { startLlmStandIn } from './llm.mjs';
/**
 * A load balancer over several API processes (issue 21: drains and rolling restarts): routes to the backends whose
 * readiness answers 200; resolves to `{ url, upstreamErrors, isReady(origin), close }`.
 */
export { startLoadBalancer } from './load-balancer.mjs';
/** A center website with the map plugin (spec 4.10): resolves to `{ url, key, syncs, store, failNext, setVersion, close }`. */
export { PLUGIN_SYNC_PATH, startPluginSiteStandIn } from './plugin-site.mjs';
/** Postmark (spec 6.1): resolves to `{ url, origin, messages, failNext, close }`. */
export { startPostmarkStandIn } from './postmark.mjs';
/**
 * An S3-compatible store (s3rver) with one bucket: resolves to `{ endpoint, bucket, credentials, publicUrl, close }`.
 * s3rver is loaded by the first call: a test that imports the stand-ins for another one skips its 0.2 s of loading.
 */
export async function startS3StandIn(options) {
  const { startS3StandIn: start } = await import('./s3.mjs');
  return start(options);
}
export { startSocialProviderStandIn } from './social-provider.mjs';
/** A website receiving signed webhooks (issue 27.3): `{ url, deliveries, setSecret, failWith, waitFor, close }`. */
export { startWebhookReceiver } from './webhook-receiver.mjs';
