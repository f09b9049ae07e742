// Issue 22, point 3: a client that a website developer generates from the served document (openapi-typescript and
// openapi-fetch, tools nobody here wrote) compiles with --strict and reads the center, the surface, a shops page,
// news and a route from the real platform. A hot pick's shop may be null: code that forgets it does not compile.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPlatform, startPlatform } from './testing/servers';

const run = promisify(execFile);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const packageDir = fileURLToPath(new URL('..', import.meta.url));

// the website's code, against the generated `paths` only
const WEBSITE = `
import createClient from 'openapi-fetch';
import type { paths } from './public-api.js';

export async function readAll(baseUrl: string, slug: string) {
  const client = createClient<paths>({ baseUrl });
  const center = await client.GET('/api/centers/by-slug/{slug}', { params: { path: { slug } } });
  if (!center.data) throw new Error('no center');
  const centerId: string = center.data.id;
  const surface = await client.GET('/api/centers/{centerId}/public-visitor-surface', { params: { path: { centerId } } });
  const shops = await client.GET('/api/centers/{centerId}/shops', {
    params: { path: { centerId }, query: { publicWebsite: true, limit: 10, offset: 0 } },
  });
  const news = await client.GET('/api/centers/{centerId}/news', { params: { path: { centerId } } });
  const picks = await client.GET('/api/centers/{centerId}/hotpicks', { params: { path: { centerId } } });
  const pickShops = (picks.data?.data ?? []).map((pick) => pick.shop?.name ?? null);
  const screens = await client.GET('/api/touchscreens', { params: { query: { centerId } } });
  const floor = await client.GET('/api/wayfinding/floors', { params: { query: { centerId } } });
  const screen = screens.data?.data[0];
  const floorId = floor.data?.data.find((f) => f.id === screen?.floorId)?.id;
  const locations = floorId
    ? await client.GET('/api/wayfinding/locations', { params: { query: { floorId } } })
    : undefined;
  const to = locations?.data?.data[0]?.id;
  const route =
    screen && to
      ? await client.POST('/api/wayfinding/routing', {
          body: { centerId, from: { type: 'touchscreen', id: screen.id }, to: { type: 'location', id: to } },
        })
      : undefined;
  return {
    name: center.data.name,
    baseColor: center.data.baseColor,
    surfaceCenter: surface.data?.data.center.id,
    shopNames: (shops.data?.data ?? []).map((shop) => shop.name),
    newsTitles: (news.data?.data ?? []).map((item) => item.title),
    pickShops,
    routeLegs: route?.data?.data.legs.length ?? 0,
  };
}
`;

// what a developer writes who trusts the old document: a hot pick always has a shop
const FORGETS_NULL = `
import createClient from 'openapi-fetch';
import type { paths } from './public-api.js';

export async function firstShop(baseUrl: string, centerId: string): Promise<string> {
  const picks = await createClient<paths>({ baseUrl }).GET('/api/centers/{centerId}/hotpicks', {
    params: { path: { centerId } },
  });
  return picks.data?.data[0]?.shop.name ?? '';
}
`;

/**
 * Compiles both files in one tsc run (it emits despite errors): its messages, empty when there are none. Without
 * `types: []` tsc would also read every @types package of the SDK (twice the files, 0.9 s more of CPU).
 */
const compile = (dir: string) => {
  const compilerOptions = {
    strict: true,
    target: 'es2022',
    module: 'nodenext',
    moduleResolution: 'nodenext',
    skipLibCheck: true,
    types: [],
    outDir: 'out',
  };
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions, files: ['website.ts', 'forgets-null.ts'] }),
  );
  return run(process.execPath, [tsc, '-p', dir], { cwd: dir }).then(
    () => '',
    (error: { stdout?: string }) => error.stdout ?? String(error),
  );
};

describe('a client generated from the served OpenAPI document', () => {
  let platform: RunningPlatform;
  let dir: string;
  let messages: string;
  beforeAll(async () => {
    platform = await startPlatform();
    // inside the package, so the website code resolves openapi-fetch as an installed dependency
    const cache = join(packageDir, 'node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    dir = mkdtempSync(join(cache, 'generated-client-'));
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
    const document = await (await fetch(`${platform.baseUrl}/api/openapi.json`)).json();
    writeFileSync(join(dir, 'public-api.ts'), astToString(await openapiTS(document)));
    writeFileSync(join(dir, 'website.ts'), WEBSITE);
    writeFileSync(join(dir, 'forgets-null.ts'), FORGETS_NULL);
    messages = await compile(dir);
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('compiles with --strict and reads the center, the surface, shops, news and a route', async () => {
    expect(messages.split('\n').filter((line) => line.startsWith('website.ts'))).toEqual([]);
    const website = (await import(pathToFileURL(join(dir, 'out/website.js')).href)) as {
      readAll(baseUrl: string, slug: string): Promise<Record<string, unknown>>;
    };
    const read = await website.readAll(platform.baseUrl, 'demo-center');
    expect(read).toMatchObject({ name: 'Demo Center', surfaceCenter: platform.centerId });
    expect(read.baseColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect((read.shopNames as string[]).length).toBe(10);
    expect((read.newsTitles as string[]).length).toBeGreaterThan(0);
    // the demo's hot picks without a shop reach the website as null, and its code handles them
    expect(read.pickShops as unknown[]).toContain(null);
    expect(read.routeLegs).toBeGreaterThan(0);
  }, 120_000);

  it('does not compile code that takes a nullable shop for granted', async () => {
    expect(messages).toMatch(/forgets-null\.ts\(\d+,\d+\): error TS(18047|2531): .*possibly 'null'/);
  }, 120_000);
});
