// The legacy mall platform (spec 4.7) on loopback: its JSON REST root and the media its data links to.
//   GET /v1/centers                       the centers (the import's picker)
//   GET /v1/<read>?center_id=<id>         a read of one center; an unknown center or read answers
//                                         { status: 'nothing_found' }, no center_id 400
//   GET /media/...                        images (one 1x1 PNG), PDFs, floor plans (`ebene-<level>.svg`), icons;
//                                         anything else 404
//   GET /__requests                       the log of every request seen
// What the platform serves comes from a data module (legacy-scenarios/): `scenario(origin)` answers
// `{ centers, byCenter: { [id]: { [read]: body } } }` with asset URLs on the stand-in's own origin; optional are
// `floorSvg(level, shops)` (the plan of a floor) and `extraMedia` (`{ [path]: { type, body } }`).
//
//   node tooling/stand-ins/legacy-platform.mjs [sample|generated|hostile]   prints the /v1 root (PORT to choose one)
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { closeServer, json, listen, logRequest, send, wait } from './http.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The data modules the stand-in serves: `sample` by default. */
export const LEGACY_SCENARIOS = Object.freeze({
  sample: path.join(here, 'legacy-scenarios/sample.mjs'),
  generated: path.join(here, 'legacy-scenarios/generated.mjs'),
  hostile: path.join(here, 'legacy-scenarios/hostile.mjs'),
});

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF_MIN = Buffer.from('%PDF-1.1\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const SVG = 'image/svg+xml';
const PLAIN_FLOOR = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg>';

/** Resolves to `{ url, origin, requests, close }`; `url` is the /v1 root, `latencyMs` delays every answer. */
export async function startLegacyPlatform({ port = 0, dataModule = LEGACY_SCENARIOS.sample, latencyMs = 0 } = {}) {
  const scenario = await import(pathToFileURL(path.resolve(dataModule)).href);
  const requests = [];
  let data;

  /** The floor plan of a level, drawn over the shops of the first center. */
  const floorPlan = (level) => {
    const shops = Object.values(data.byCenter)[0]['/shops'];
    return scenario.floorSvg ? scenario.floorSvg(level, Array.isArray(shops) ? shops : shops.data) : PLAIN_FLOOR;
  };

  const media = (res, pathname) => {
    if (pathname.startsWith('/media/img/')) return send(res, 200, 'image/png', PNG_1x1);
    if (pathname.startsWith('/media/pdf/')) return send(res, 200, 'application/pdf', PDF_MIN);
    const floor = /^\/media\/svg\/ebene-(-?\d+)\.svg$/.exec(pathname);
    if (floor) return send(res, 200, SVG, floorPlan(Number(floor[1])));
    const extra = scenario.extraMedia?.[pathname];
    if (extra) return send(res, 200, extra.type, extra.body);
    if (pathname.startsWith('/media/svg/icon-')) return send(res, 200, SVG, ICON);
    return send(res, 404, 'text/plain', 'not found');
  };

  const server = createServer(async (req, res) => {
    const url = logRequest(req, res, requests);
    if (!url) return;
    if (latencyMs) await wait(latencyMs);
    if (req.method !== 'GET') return json(res, 405, { error: 'method not allowed' });
    if (url.pathname.startsWith('/media/')) return media(res, url.pathname);
    if (!url.pathname.startsWith('/v1/')) return json(res, 404, { error: 'not found' });
    const read = url.pathname.slice('/v1'.length);
    if (read === '/centers') return json(res, 200, data.centers);
    const centerId = url.searchParams.get('center_id');
    if (!centerId) return json(res, 400, { error: 'center_id fehlt' });
    const center = data.byCenter[centerId];
    return json(res, 200, center && read in center ? center[read] : { status: 'nothing_found' });
  });

  const origin = await listen(server, port);
  data = scenario.scenario(origin);
  return { url: `${origin}/v1`, origin, requests, close: () => closeServer(server) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const name = process.argv[2] ?? 'sample';
  if (!(name in LEGACY_SCENARIOS)) throw new Error(`no scenario ${name}: ${Object.keys(LEGACY_SCENARIOS).join(', ')}`);
  const legacy = await startLegacyPlatform({ dataModule: LEGACY_SCENARIOS[name], port: Number(process.env.PORT ?? 0) });
  console.log(`legacy platform (${name}): ${legacy.url}`);
}
