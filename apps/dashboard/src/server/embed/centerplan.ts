import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  type Database,
  listPublicFloors,
  listPublicMapLocations,
  normalizeDomain,
  readContentVersion,
} from '@center-platform/core';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { COLOR_PARAMS, safeColor, safeLength } from './safe-style';

// `GET /embed/centerplan` (spec 4.2): the center plan as a page a center website frames. The center comes
// from `centerId` or from the host (custom domain); the floors' SVG is sanitized by the public read; style
// parameters are taken only when they are safe; the page may be framed by any site.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const rendererPath = createRequire(import.meta.url).resolve('@center-platform/visitor-sdk/centerplan.global.js');
let renderer: Promise<Buffer> | undefined;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON that is safe inside a script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');

export interface EmbedQuery {
  [key: string]: string | undefined;
}

/** The page for given floors, locations and query (exported for tests). */
export function centerplanPage(
  data: { floors: unknown[]; locations: unknown[] },
  query: EmbedQuery,
  nonce: string,
): string {
  const colors = Object.fromEntries(COLOR_PARAMS.map((name) => [name, safeColor(query[name])]));
  const background = query.transparent === '1' ? 'transparent' : (colors.embedBg ?? '#ffffff');
  const radius = safeLength(query.chromeRadius) ?? '8px';
  const ghost = query.chromeGhost === '1';
  const detailMode = query.detailMode === 'modal' ? 'modal' : 'parent';
  const shopDetailPath =
    query.shopDetailPath && /^\/[\w\-/{}.]*$/.test(query.shopDetailPath) ? query.shopDetailPath : undefined;
  const config = {
    ...data,
    detailMode,
    shopDetailPath,
    hoverColor: colors.hoverColorSvg ?? colors.hoverColor ?? '#60a5fa',
  };
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Centerplan</title>
<style>
html, body { margin: 0; background: ${background}; font-family: system-ui, sans-serif; }
.cp-chrome { display: flex; gap: .5rem; padding: .5rem; ${ghost ? '' : `background: ${colors.chromeBg ?? '#f9fafb'}; border: 1px solid ${colors.chromeBorder ?? '#e5e7eb'}; border-radius: ${radius};`} color: ${colors.chromeFg ?? '#111827'}; }
.cp-chrome button { border: 1px solid ${colors.chromeBorder ?? '#d1d5db'}; border-radius: ${radius}; background: transparent; color: inherit; padding: .25rem .75rem; cursor: pointer; }
.cp-chrome button[aria-pressed="true"] { background: ${colors.accent ?? '#3b82f6'}; color: ${colors.accentFg ?? '#ffffff'}; }
.cp-stage { transition: transform .3s; }
.cp-stage svg { width: 100%; height: auto; display: block; }
.cp-stage svg text { pointer-events: none; }
</style></head>
<body><div id="centerplan"></div>
<script type="application/json" id="centerplan-data">${scriptJson(config)}</script>
<script src="/embed/centerplan.js" nonce="${nonce}"></script>
<script nonce="${nonce}">
const config = JSON.parse(document.getElementById('centerplan-data').textContent);
CenterPlan.mountCenterplan(document.getElementById('centerplan'), config);
</script>
</body></html>`;
}

export function embedRoutes(db: Kysely<Database>) {
  const app = new Hono();
  app.get('/embed/centerplan.js', async (c) => {
    renderer ??= readFile(rendererPath);
    return c.body(new Uint8Array(await renderer), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });
  app.get('/embed/centerplan', async (c) => {
    const query = c.req.query();
    const notice = (status: 400 | 404, text: string) => c.html(`<!doctype html><p>${escapeHtml(text)}</p>`, status);
    let centerId = query.centerId;
    if (centerId !== undefined && !UUID.test(centerId)) return notice(400, 'centerId must be a uuid.');
    if (!centerId) {
      const domain = normalizeDomain(c.req.header('host') ?? '');
      centerId = domain ? (await readContentVersion(db, { domain }))?.centerId : undefined;
    }
    const center = centerId ? await readContentVersion(db, { id: centerId }) : undefined;
    if (!center) return notice(404, 'No center plan for this address.');
    const floors = await listPublicFloors(db, center.centerId);
    const locations = (await Promise.all(floors.map((f) => listPublicMapLocations(db, center.centerId, f.id)))).flat();
    const nonce = randomBytes(16).toString('base64');
    c.header(
      'Content-Security-Policy',
      `frame-ancestors *; default-src 'none'; img-src * data:; style-src 'unsafe-inline'; script-src 'self' 'nonce-${nonce}'`,
    );
    return c.html(
      centerplanPage(
        { floors: floors.map((f) => ({ ...f, svg: f.mapSvg, mapSvg: undefined })), locations },
        query,
        nonce,
      ),
    );
  });
  return app;
}
