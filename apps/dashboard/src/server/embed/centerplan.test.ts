// Spec 4.2: the embeddable plan page — HTML with the floors and the renderer, only safe style values,
// a frameable CSP with a nonce, 400/404 pages, and floor SVG sanitized where it is put into the page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@center-platform/core/config';
import type { DatabaseHandle } from '@center-platform/core/db';
import { createLogger } from '@center-platform/core/logging';
import { BUILD_WAIT_MS, openTestDatabase, seedTestDemo, untilBuilt } from '@center-platform/core/testing';
import { provisionTestDatabase, type TestDatabase } from '@center-platform/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPlatform, startPlatform } from '../start';
import {
  buildPlanData,
  centerplanPage,
  type EmbedOptions,
  type EmbedPlanData,
  embedOptionsFromQuery,
  embedRoutes,
} from './centerplan';
import { safeBackground, safeColor, safeLength, safePathTemplate } from './safe-style';

const UUID_1 = '11111111-1111-4111-8111-111111111111';

/** The JSON the page hands to the renderer. */
function configOf(html: string): EmbedPlanData & EmbedOptions & { messagePrefix: string } {
  const json = /<script type="application\/json" id="centerplan-data">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, 'the data script').toBeDefined();
  return JSON.parse(json ?? 'null');
}

const HOSTILE_VALUES = [
  'red;}</style><script>alert(1)</script>',
  'red;background:url(http://evil.example/x)',
  'expression(alert(1))',
  'javascript:alert(1)',
  '#12345g',
  'rgb(1,2,3);color:red',
  'rgb(1,2,3)</script>',
  'var(--x)',
  'inherit',
  'url(#a)',
  '"><img src=x onerror=alert(1)>',
  `#fff${' '.repeat(100)}x`,
];

describe('safe style values', () => {
  it('takes hex, rgb()/rgba() with numbers and a few names; nothing else', () => {
    for (const ok of [
      '#abc',
      '#abcd',
      '#a1b2c3',
      '#A1B2C3D4',
      'rgb(1, 2, 3)',
      'rgba(10,20,30,0.5)',
      'rgb(1 2 3 / 50%)',
    ]) {
      expect(safeColor(ok), ok).toBe(ok);
    }
    expect(safeColor(' Red ')).toBe('red');
    expect(safeColor('transparent')).toBe('transparent');
    for (const bad of [...HOSTILE_VALUES, '', 'rebeccapurple', 'hsl(1,2%,3%)', 'currentColor', undefined]) {
      expect(safeColor(bad), String(bad)).toBeUndefined();
    }
    expect(safeBackground('transparent')).toBe('transparent');
    expect(safeBackground('#000')).toBe('#000');
    expect(safeBackground('rgb(0,0,0)')).toBe('rgb(0,0,0)');
    expect(safeBackground('red')).toBeUndefined();
    for (const ok of ['8px', '0.5rem', '1em', '0', '12.5px']) expect(safeLength(ok), ok).toBe(ok);
    for (const bad of ['8', '8px;x:y', 'calc(1px)', '-1px', '1e3px', '8vh'])
      expect(safeLength(bad), bad).toBeUndefined();
    expect(safePathTemplate('/shops/{slug}')).toBe('/shops/{slug}');
    for (const bad of [
      '//evil.example/{slug}',
      'https://evil.example/',
      'javascript:alert(1)',
      '/a"b',
      '/a b',
      'shops/x',
    ]) {
      expect(safePathTemplate(bad), bad).toBeUndefined();
    }
  });
});

describe('the page builder', () => {
  it('sanitizes every floor SVG and keeps unsafe text out of the markup', async () => {
    const hostile = [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" onload="alert(1)">',
      '<script>alert(2)</script>',
      '<foreignObject><div onclick="alert(3)">x</div></foreignObject>',
      '<use href="http://evil.example/x.svg#a"/>',
      `<rect id="shop-${UUID_1}" width="10" height="10" onclick="alert(4)" style="fill:url(http://evil.example/p)"/>`,
      '<text x="1" y="1">&lt;/script&gt;&lt;script&gt;alert(5)&lt;/script&gt;</text>',
      '</svg>',
    ].join('');
    const data = await buildPlanData(
      [
        {
          id: UUID_1,
          floorNumber: 0,
          name: 'EG </script><script>alert(6)</script>',
          shortName: 'EG',
          isDefault: true,
          mapSvg: hostile,
        },
      ],
      [],
    );
    const svg = data.floors[0]?.svg ?? '';
    expect(svg).toContain(`id="shop-${UUID_1}"`);
    expect(svg).not.toMatch(/onload|onclick|<script|foreignObject|evil\.example/);

    const html = centerplanPage(data, embedOptionsFromQuery({}), 'NONCE');
    // exactly the three script elements of the page: data, renderer, bootstrap
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).not.toContain('</script><script>');
    expect(html).not.toMatch(/onload|onclick|evil\.example/);
    const config = configOf(html);
    expect(config.floors[0]?.name).toBe('EG </script><script>alert(6)</script>');
    expect(config.floors[0]?.svg).toBe(svg);
  });
});

describe('GET /embed/centerplan on the running platform', () => {
  // the platform serves what the build of `pnpm test` makes (dist/web); the other blocks run meanwhile
  beforeAll(untilBuilt, BUILD_WAIT_MS);
  let dataDir: string;
  let database: TestDatabase;
  let platform: RunningPlatform;
  let centerId: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cp-embed-'));
    database = await provisionTestDatabase({ migrated: true });
    const env = { PORT: '0', HOST: '127.0.0.1', APP_BASE_URL: 'http://dashboard.test', DATA_DIR: dataDir };
    // PostgreSQL, or PGlite in a copy of the migrated template's folder
    platform = await startPlatform({
      config: loadConfig({ ...env, ...database.env }),
      logger: createLogger({ level: 'silent' }),
    });
    centerId = ((await (await fetch(`${platform.url}/api/centers/by-slug/demo-center`)).json()) as { id: string }).id;
  });
  afterAll(async () => {
    await platform?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers HTML with the floors, their locations and the renderer script, frameable under a nonce CSP', async () => {
    const res = await fetch(`${platform.url}/embed/centerplan?centerId=${centerId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('x-frame-options')).toBeNull();
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    for (const directive of [
      'frame-ancestors *',
      "default-src 'none'",
      'img-src * data:',
      "style-src 'unsafe-inline'",
      `script-src 'self' 'nonce-${nonce}'`,
    ]) {
      expect(csp).toContain(directive);
    }
    const html = await res.text();
    // every script element carries the nonce (or is data)
    for (const tag of html.match(/<script[^>]*>/g) ?? []) {
      expect(tag.includes(`nonce="${nonce}"`) || tag.includes('type="application/json"'), tag).toBe(true);
    }
    const src = /<script src="(\/embed\/centerplan\.js\?v=[0-9a-f]{16})"/.exec(html)?.[1];
    expect(src).toBeDefined();

    const config = configOf(html);
    const floors = (await (await fetch(`${platform.url}/api/wayfinding/floors?centerId=${centerId}`)).json()) as {
      data: { id: string; name: string }[];
    };
    expect(config.floors.map((f) => f.id).sort()).toEqual(floors.data.map((f) => f.id).sort());
    expect(config.floors.length).toBeGreaterThanOrEqual(2);
    for (const floor of config.floors) expect(floor.svg).toMatch(/^<svg[\s\S]*id="shop-/);
    const ground = config.floors.find((f) => f.isDefault);
    const locations = (await (
      await fetch(`${platform.url}/api/wayfinding/locations?floorId=${ground?.id}`)
    ).json()) as {
      data: { id: string }[];
    };
    expect(config.locations.filter((l) => l.floorId === ground?.id).map((l) => l.id)).toEqual(
      locations.data.map((l) => l.id),
    );
    expect(config.detailMode).toBe('parent');
    expect(config.messagePrefix).toBe('center');

    // the renderer: JavaScript with a long cache under its hashed address
    const script = await fetch(`${platform.url}${src}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(await script.text()).toContain('mountCenterplan');
  });

  it('applies every safe style value and drops every unsafe one without a trace', async () => {
    const safe = {
      accent: '#ff0066',
      accentFg: '#fff',
      chromeBg: 'rgba(255, 255, 255, 0.8)',
      chromeFg: 'rgb(17 24 39)',
      chromeBorder: '#e5e7ebcc',
      chromeMuted: 'gray',
      hoverColor: '#60a5fa',
      hoverColorSvg: '#00ff00',
      hoverColor3d: 'rgb(255,0,0)',
      embedBg: '#101010',
      chromeRadius: '0.75rem',
    };
    const query = new URLSearchParams({ centerId, ...safe, detailMode: 'modal', shopDetailPath: '/shops/{slug}' });
    const config = configOf(await (await fetch(`${platform.url}/embed/centerplan?${query}`)).text());
    expect(config.colors).toEqual({ ...safe, chromeMuted: 'gray' });
    expect(config.detailMode).toBe('modal');
    expect(config.shopDetailPath).toBe('/shops/{slug}');

    const names = Object.keys(safe);
    for (const value of HOSTILE_VALUES) {
      const params = new URLSearchParams({ centerId, shopDetailPath: value, detailMode: value });
      for (const name of names) params.set(name, value);
      const res = await fetch(`${platform.url}/embed/centerplan?${params}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).not.toContain(value);
      expect(html).not.toContain(JSON.stringify(value).slice(1, -1));
      expect(html).not.toMatch(/alert\(|evil\.example|onerror|expression\(/);
      const hostile = configOf(html);
      expect(hostile.colors).toEqual({});
      expect(hostile.shopDetailPath).toBeUndefined();
      expect(hostile.detailMode).toBe('parent');
    }

    const transparent = configOf(
      await (await fetch(`${platform.url}/embed/centerplan?centerId=${centerId}&transparent=1&chromeGhost=1`)).text(),
    );
    expect(transparent.colors).toEqual({ embedBg: 'transparent' });
    expect(transparent.chromeGhost).toBe(true);
  });

  it('answers 400 for a malformed centerId and 404 for an unknown center or host, never 500', async () => {
    const malformed = await fetch(`${platform.url}/embed/centerplan?centerId=${encodeURIComponent('<script>x')}`);
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await malformed.text()).not.toContain('<script>x');
    const unknown = await fetch(`${platform.url}/embed/centerplan?centerId=${UUID_1}`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^text\/html/);
    expect(unknown.headers.get('content-security-policy')).toContain("default-src 'none'");
    // without centerId the request host names the center: 127.0.0.1 is no center's domain
    expect((await fetch(`${platform.url}/embed/centerplan`)).status).toBe(404);
    for (const path of ['?centerId=', '?centerId=x&centerId=y', `?centerId=${'a'.repeat(5000)}`, '?detailMode[]=1']) {
      const res = await fetch(`${platform.url}/embed/centerplan${path}`);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});

describe('embedRoutes on a database', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    centerId = (await seedTestDemo(handle.db)).centerId;
  });
  afterAll(() => handle?.close());

  it('finds the center by its custom domain from the Host header', async () => {
    const app = embedRoutes(handle.db);
    for (const host of ['www.demo-center.example', 'demo-center.example:443']) {
      const res = await app.request('/embed/centerplan', { headers: { host } });
      expect(res.status, host).toBe(200);
      expect(configOf(await res.text()).floors.length).toBeGreaterThan(0);
    }
    expect((await app.request('/embed/centerplan', { headers: { host: 'elsewhere.example' } })).status).toBe(404);
  });

  it('carries the route of from/to for the renderer, by lift when accessible, from any kind of start', async () => {
    const app = embedRoutes(handle.db);
    const routeOf = async (query: string) =>
      configOf(await (await app.request(`/embed/centerplan?centerId=${centerId}&${query}`)).text()).route;
    const floors = await handle.db
      .selectFrom('mapFloors')
      .select(['id', 'floorNumber'])
      .where('centerId', '=', centerId)
      .execute();
    const floorOf = (n: number) => floors.find((f) => f.floorNumber === n)?.id as string;
    const screen = await handle.db
      .selectFrom('touchscreens')
      .select('id')
      .where('floorId', '=', floorOf(0))
      .executeTakeFirstOrThrow();
    const upstairs = await handle.db
      .selectFrom('mapLocations')
      .select(['id', 'shopId'])
      .where('floorId', '=', floorOf(1))
      .where('shopId', 'is not', null)
      .executeTakeFirstOrThrow();
    const lift = await handle.db
      .selectFrom('wayfindingNodes')
      .select(['x', 'y'])
      .where('floorId', '=', floorOf(0))
      .where('connectorType', '=', 'lift')
      .executeTakeFirstOrThrow();

    const plain = await routeOf(`from=${screen.id}&to=${upstairs.id}`);
    expect(plain?.destinationLocationId).toBe(upstairs.id);
    expect(plain?.legs.map((l) => l.floorId)).toEqual([floorOf(0), floorOf(1)]);
    for (const leg of plain?.legs ?? []) expect(leg.polyline.length).toBeGreaterThan(1);
    expect(plain?.legs[0]?.polyline.at(-1)).not.toEqual([lift.x, lift.y]);
    const stepFree = await routeOf(`from=${screen.id}&to=${upstairs.id}&accessible=1`);
    expect(stepFree?.accessible).toBe(true);
    expect(stepFree?.legs[0]?.polyline.at(-1)).toEqual([lift.x, lift.y]);

    const byShop = await routeOf(`from=${screen.id}&to=${upstairs.shopId}&toType=shop`);
    expect(byShop?.legs.at(-1)?.floorId).toBe(floorOf(1));
    const entrance = await handle.db
      .selectFrom('entrances')
      .select('id')
      .where('floorId', '=', floorOf(-1))
      .executeTakeFirstOrThrow();
    const fromEntrance = await routeOf(`from=${entrance.id}&fromType=entrance&to=${upstairs.id}`);
    // a connector rides through floor 0 without a leg there
    expect(fromEntrance?.legs.map((l) => l.floorId)).toEqual([floorOf(-1), floorOf(1)]);
  });

  it('renders the plan without a route for unknown, unroutable or malformed from/to, echoing none of them', async () => {
    const app = embedRoutes(handle.db);
    const location = await handle.db
      .selectFrom('mapLocations')
      .select('id')
      .where('centerId', '=', centerId)
      .executeTakeFirstOrThrow();
    const screen = await handle.db
      .selectFrom('touchscreens')
      .select('id')
      .where('centerId', '=', centerId)
      .executeTakeFirstOrThrow();
    const UUID_2 = '22222222-2222-4222-8222-222222222222';
    for (const query of [
      `from=${UUID_1}&to=${location.id}`,
      `from=${screen.id}&to=${UUID_2}`,
      `from=${screen.id}&to=${UUID_2}&toType=shop`,
      `from=${screen.id}&fromType=entrance&to=${location.id}`,
      `from=${encodeURIComponent('<script>alert(1)</script>')}&to=${location.id}`,
      `from=${screen.id}&to=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`,
      `from=${screen.id}`,
    ]) {
      const res = await app.request(`/embed/centerplan?centerId=${centerId}&${query}`);
      expect(res.status, query).toBe(200);
      const html = await res.text();
      const config = configOf(html);
      expect(config.route, query).toBeUndefined();
      expect(config.floors.length).toBeGreaterThan(0);
      for (const raw of [UUID_1, UUID_2, 'alert(1)', 'onerror']) expect(html, query).not.toContain(raw);
    }
  });

  it('sanitizes a hostile floor SVG stored in the database, and shows a change after the content version moves', async () => {
    const app = embedRoutes(handle.db);
    const floor = await handle.db
      .selectFrom('mapFloors')
      .select(['id'])
      .where('centerId', '=', centerId)
      .where('isDefault', '=', true)
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable('mapFloors')
      .set({
        mapSvg:
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script>' +
          '<foreignObject><iframe src="http://evil.example"></iframe></foreignObject>' +
          '<a href="javascript:alert(3)"><rect id="shop-hostile" width="9" height="9"/></a></svg>',
      })
      .where('id', '=', floor.id)
      .execute();
    await handle.db
      .updateTable('centers')
      .set((eb) => ({ contentVersion: eb('contentVersion', '+', 1) }))
      .where('id', '=', centerId)
      .execute();
    const html = await (await app.request(`/embed/centerplan?centerId=${centerId}`)).text();
    expect(html).not.toMatch(/alert|onload|foreignObject|iframe|evil\.example|javascript:/);
    const svg = configOf(html).floors.find((f) => f.id === floor.id)?.svg;
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><a><rect id="shop-hostile" width="9" height="9"></rect></a></svg>',
    );
  });
});
