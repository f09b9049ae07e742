// The reporting system's export (spec 4.8) on loopback, at `/api/integrations/cockpit-export` (the upstream's
// path), guarded by the shared key in the header `x-api-key` (a wrong or missing key answers 401):
//   ?match_index=1   { clients: [{ id, name, slug, city, cockpitCenterId, isTest, counts: { [channel]: rows } }] }
//   ?client_id=<id>  { client: { ...the same fields }, channels: { [channel]: [{ legacyRowId, period, metrics }] } }
//                    (an unknown id answers 404)
//   (neither)        { clients: [{ ...the same fields, channels }] }, every client with its history (heavy)
//   GET /__requests  the log of every request seen
//
//   node tooling/stand-ins/reporting-export.mjs   prints the export URL and key (PORT, REPORTING_EXPORT_API_KEY)
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { closeServer, json, listen, logRequest, wait } from './http.mjs';
import { sampleClients } from './reporting-clients.mjs';

export const REPORTING_EXPORT_PATH = '/api/integrations/cockpit-export';

/** A client of the match index: its fields and the number of rows per channel. */
const indexEntry = ({ id, name, slug, city, cockpitCenterId, isTest, channels }) => ({
  id,
  name,
  slug,
  city,
  cockpitCenterId,
  isTest,
  counts: Object.fromEntries(Object.entries(channels).map(([channel, rows]) => [channel, rows.length])),
});

/**
 * Resolves to `{ url, origin, apiKey, requests, close }`: `url` is the export, `clients` what it serves (default:
 * `sampleClients()`), `latencyMs` delays every answer.
 */
export async function startReportingExport({
  port = 0,
  apiKey = 'reporting-test-key',
  clients = sampleClients(),
  latencyMs = 0,
} = {}) {
  const requests = [];
  const server = createServer(async (req, res) => {
    const url = logRequest(req, res, requests);
    if (!url) return;
    if (latencyMs) await wait(latencyMs);
    if (url.pathname !== REPORTING_EXPORT_PATH) return json(res, 404, { error: 'not found' });
    if (req.headers['x-api-key'] !== apiKey) return json(res, 401, { error: 'invalid api key' });
    if (url.searchParams.get('match_index') === '1') return json(res, 200, { clients: clients.map(indexEntry) });
    const id = url.searchParams.get('client_id');
    if (id === null)
      return json(res, 200, { clients: clients.map((c) => ({ ...indexEntry(c), channels: c.channels })) });
    const client = clients.find((c) => String(c.id) === id);
    if (!client) return json(res, 404, { error: 'unknown client' });
    return json(res, 200, { client: indexEntry(client), channels: client.channels });
  });
  const origin = await listen(server, port);
  return { url: `${origin}${REPORTING_EXPORT_PATH}`, origin, apiKey, requests, close: () => closeServer(server) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const apiKey = process.env.REPORTING_EXPORT_API_KEY ?? 'reporting-test-key';
  const reporting = await startReportingExport({ port: Number(process.env.PORT ?? 0), apiKey });
  console.log(`reporting export: ${reporting.url} (x-api-key: ${reporting.apiKey})`);
}
