// `GET /embed/centerplan` (spec 4.2): the center plan as a small page that a center website frames.
// - The center comes from `centerId` (a uuid) or from the request host (the center's custom domain).
// - Floors (with their SVG) and map locations come from core's public reads; every SVG passes sanitizeSvg
//   here as well, right where it is put into a page.
// - Style parameters are taken only when they are safe CSS colors or lengths (safe-style.ts); anything else
//   is ignored and never echoed. The data travels as JSON in a `<script type="application/json">` with
//   `<` escaped, read by a nonce'd bootstrap; the renderer is `/embed/centerplan.js` (same origin).
// - The page may be framed by any site (`frame-ancestors *`, no X-Frame-Options) and runs nothing else.
// - With `from` and `to` the page carries a route for the renderer to draw (route.ts); the values themselves are
//   never echoed.
import { randomBytes } from 'node:crypto';
import { listPublicFloors, listPublicMapLocations, withPublicSvg } from '@center-platform/core/centerplan';
import { normalizeDomain, readContentVersion } from '@center-platform/core/centers';
import type { Database } from '@center-platform/core/db';
import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { rendererScript } from './renderer';
import { type EmbedRoute, embedRoute, routeRequestFromQuery, UUID } from './route';
import { type EmbedColors, safePathTemplate, styleFromQuery } from './safe-style';

export const RENDERER_PATH = '/embed/centerplan.js';

/** A floor as core's public read returns it. */
export interface EmbedFloorRow {
  id: string;
  floorNumber: number;
  name: string;
  shortName: string | null;
  isDefault: boolean;
  mapSvg: string;
}

/** A map location as core's public read returns it (only the fields the plan needs are kept). */
export interface EmbedLocationRow {
  id: string;
  floorId: string;
  shopId: string | null;
  serviceId: string | null;
  svgElementId: string | null;
  mappingMethod: string;
  x: number | null;
  y: number | null;
  label: string | null;
  shop: { name: string; slug: string; category?: string | null } | null;
  service: { name: string } | null;
}

export interface EmbedPlanData {
  floors: {
    id: string;
    floorNumber: number;
    name: string;
    shortName: string | null;
    isDefault: boolean;
    svg: string;
  }[];
  locations: EmbedLocationRow[];
  /** per request, with `from` and `to` */
  route?: EmbedRoute;
}

/** The renderer's data: floors with sanitized SVG, locations without what the plan does not show. */
export async function buildPlanData(floors: EmbedFloorRow[], locations: EmbedLocationRow[]): Promise<EmbedPlanData> {
  return {
    floors: (await withPublicSvg(floors)).map((f) => ({
      id: f.id,
      floorNumber: f.floorNumber,
      name: f.name,
      shortName: f.shortName,
      isDefault: f.isDefault,
      svg: f.mapSvg,
    })),
    locations: locations.map((l) => ({
      id: l.id,
      floorId: l.floorId,
      shopId: l.shopId,
      serviceId: l.serviceId,
      svgElementId: l.svgElementId,
      mappingMethod: l.mappingMethod,
      x: l.x,
      y: l.y,
      label: l.label,
      shop: l.shop ? { name: l.shop.name, slug: l.shop.slug, category: l.shop.category ?? null } : null,
      service: l.service ? { name: l.service.name } : null,
    })),
  };
}

export interface EmbedOptions {
  detailMode: 'parent' | 'modal';
  shopDetailPath?: string;
  colors: EmbedColors;
  chromeGhost: boolean;
}

/** The renderer options a query asks for; every value is checked, unknown or unsafe ones are dropped. */
export function embedOptionsFromQuery(query: Record<string, string | undefined>): EmbedOptions {
  const mode = (query.detailMode ?? '').toLowerCase();
  const shopDetailPath = safePathTemplate(query.shopDetailPath);
  return {
    detailMode: ['modal', 'hosted', 'hosted-modal', 'hostedmodal'].includes(mode) ? 'modal' : 'parent',
    ...(shopDetailPath ? { shopDetailPath } : {}),
    ...styleFromQuery(query),
  };
}

/** JSON that is safe inside a script element (and in an HTML attribute-free context). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The Content-Security-Policy of the embed pages: frameable anywhere, scripts only from here or with the nonce. */
export function embedCsp(nonce: string): string {
  return [
    'frame-ancestors *',
    "default-src 'none'",
    'img-src * data:',
    "style-src 'unsafe-inline'",
    `script-src 'self' 'nonce-${nonce}'`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

const BOOTSTRAP = `(function () {
  var mount = document.getElementById('centerplan');
  var config = JSON.parse(document.getElementById('centerplan-data').textContent);
  if (!window.CenterPlan) { mount.textContent = 'Der Centerplan konnte nicht geladen werden.'; return; }
  window.centerplan = window.CenterPlan.mountCenterplan(mount, config);
})();`;

/** The embed page for plan data and options (pure; exported for tests). */
export function centerplanPage(data: EmbedPlanData, options: EmbedOptions, nonce: string, scriptUrl = RENDERER_PATH) {
  const config = { ...data, ...options, messagePrefix: 'center' };
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Centerplan</title>
<style>html,body{margin:0;height:100%;background:transparent}#centerplan{height:100%}</style>
</head>
<body>
<div id="centerplan"></div>
<noscript>Der Centerplan benötigt JavaScript.</noscript>
<script type="application/json" id="centerplan-data">${scriptJson(config)}</script>
<script src="${scriptUrl}" nonce="${nonce}"></script>
<script nonce="${nonce}">${BOOTSTRAP}</script>
</body>
</html>`;
}

const NOTICE_TITLE: Record<number, string> = {
  400: 'Ungültige Anfrage',
  404: 'Nicht gefunden',
  503: 'Nicht verfügbar',
};

/** A small error page; its text is fixed (nothing from the request is echoed). */
function noticePage(status: 400 | 404 | 503, text: string): string {
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${NOTICE_TITLE[status]}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;color:#374151;margin:2rem;text-align:center}</style></head>
<body><p>${text}</p></body></html>`;
}

const MAX_CACHED = 100;

/** The embed routes on a database: the page and its renderer script. */
export function embedRoutes(db: Kysely<Database>) {
  const app = new Hono();
  // plan data per center and content version (every visible write bumps the version)
  const planCache = new Map<string, Promise<EmbedPlanData>>();

  const planData = (centerId: string, version: number): Promise<EmbedPlanData> => {
    const key = `${centerId}:${version}`;
    let entry = planCache.get(key);
    if (!entry) {
      entry = (async () => {
        const floors = await listPublicFloors(db, centerId);
        const locations = (
          await Promise.all(floors.map((floor) => listPublicMapLocations(db, centerId, floor.id)))
        ).flat();
        return buildPlanData(floors, locations);
      })();
      entry.catch(() => planCache.delete(key));
      planCache.set(key, entry);
      if (planCache.size > MAX_CACHED) {
        const oldest = planCache.keys().next().value;
        if (oldest !== undefined) planCache.delete(oldest);
      }
    }
    return entry;
  };

  const answer = (c: Context, status: 200 | 400 | 404 | 503, html: string, nonce: string) => {
    c.header('Content-Security-Policy', embedCsp(nonce));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Cache-Control', 'no-cache');
    return c.html(html, status);
  };

  app.get('/embed/centerplan', async (c) => {
    const nonce = randomBytes(18).toString('base64');
    try {
      const query = c.req.query();
      const requested = query.centerId;
      let center: { centerId: string; version: number } | undefined;
      if (requested !== undefined && requested !== '') {
        if (!UUID.test(requested)) return answer(c, 400, noticePage(400, 'centerId muss eine UUID sein.'), nonce);
        center = await readContentVersion(db, { id: requested.toLowerCase() });
      } else {
        // on a center website's own host (spec 4.2: {site_url}/embed/centerplan)
        const domain = normalizeDomain(c.req.header('host') ?? '');
        center = domain ? await readContentVersion(db, { domain }) : undefined;
      }
      if (!center) return answer(c, 404, noticePage(404, 'Für diese Adresse gibt es keinen Centerplan.'), nonce);

      const routeRequest = routeRequestFromQuery(query);
      const [data, script, route] = await Promise.all([
        planData(center.centerId, center.version),
        rendererScript().catch(() => undefined),
        routeRequest && embedRoute(db, center.centerId, routeRequest),
      ]);
      const scriptUrl = script ? `${RENDERER_PATH}?v=${script.hash}` : RENDERER_PATH;
      return answer(
        c,
        200,
        centerplanPage(route ? { ...data, route } : data, embedOptionsFromQuery(query), nonce, scriptUrl),
        nonce,
      );
    } catch {
      return answer(c, 503, noticePage(503, 'Der Centerplan ist gerade nicht verfügbar.'), nonce);
    }
  });

  app.get(RENDERER_PATH, async (c) => {
    try {
      const script = await rendererScript();
      const versioned = c.req.query('v') === script.hash;
      return c.body(script.code as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
        'Access-Control-Allow-Origin': '*',
        // the page names the script with its hash: that address never changes its content
        'Cache-Control': versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      });
    } catch {
      return c.body('/* the center plan renderer is not built */', 503, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-store',
      });
    }
  });
  return app;
}
