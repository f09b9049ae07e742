// `pnpm test:pack`: packs the SDK as it would be published (prepack builds it), installs the tarball into
// an empty project with npm, type-checks a consumer of `.` and `./centerplan` under Node16 module rules
// (an ESM file and a CommonJS file), and runs both against a stand-in fetch; the ESM file also types the IIFE's
// global and keeps answers in the Node file store.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const here = new URL('..', import.meta.url).pathname;
const run = (command, args, cwd) => {
  console.log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd, stdio: 'inherit' });
};

const work = mkdtempSync(join(tmpdir(), 'visitor-sdk-pack-'));
try {
  run('pnpm', ['pack', '--pack-destination', work], here);
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  const hasCenterplan = existsSync(join(here, 'dist/centerplan.d.ts'));

  const project = join(work, 'consumer');
  run('mkdir', ['-p', project], work);
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify({ name: 'consumer', private: true, type: 'module' })}\n`,
  );
  const typescript = JSON.parse(readFileSync(join(here, 'node_modules/typescript/package.json'), 'utf8')).version;
  run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--loglevel=error', join(work, tarball), `typescript@${typescript}`],
    project,
  );

  const body = `
const hotPicks = [{ id: 'p1', title: 'Pick', description: null, image: '/uploads/p1.jpg', linkUrl: null, sortOrder: 0, shop: null }];
const stand = (async () =>
  new Response(JSON.stringify({ success: true, data: hotPicks }), { headers: { 'content-type': 'application/json' } })) as typeof fetch;
const client: VisitorClient = createVisitorClient({ baseUrl: 'https://platform.example', centerId: 'c1', fetch: stand });
const picks: HotPick[] = await client.getHotPicks();
const image: string | null = resolveMediaUrl(picks[0]?.image, { cdnBaseUrl: 'https://cdn.example', production: true });
const lines: string[] = formatOpeningHours({ monday: { open: '10:00', close: '20:00' } }, { locale: 'de' });
const result = await safeRead(client.getHotPicks());
if (!result.ok) throw new Error(result.error.message);
if (image !== 'https://cdn.example/uploads/p1.jpg' || lines[0] !== 'Montag: 10:00 – 20:00') throw new Error('unexpected');
if (!(await orFallback(Promise.reject(new VisitorApiError(404, 'X', 'x')), true))) throw new Error('no fallback');
`;
  const centerplan = (from) =>
    hasCenterplan
      ? `import * as plan from '${from}';\nif (typeof plan.mountCenterplan !== 'function') throw new Error('no mountCenterplan');\n` +
        // the IIFE's global, typed for a page that loads the script: the same functions as the module
        `import type {} from '${from}.global.js';\nconst globalMount: typeof CenterPlan.mountCenterplan = plan.mountCenterplan;\nvoid globalMount;\n`
      : '';
  // the file store of a Node kiosk: an answer kept by one client is read by the next one with the network gone
  const nodeStore = `import { fileStore } from '@center-platform/visitor-sdk/node';
// the platform answers every read with an ETag; the store keeps what it can revalidate
const tagged = (async () =>
  new Response(JSON.stringify({ success: true, data: hotPicks }), { headers: { 'content-type': 'application/json', etag: '"1"' } })) as typeof fetch;
const online = createVisitorClient({ baseUrl: 'https://platform.example', centerId: 'c1', fetch: tagged, store: fileStore('store') });
await online.getHotPicks();
const down = (async () => { throw new TypeError('network down'); }) as typeof fetch;
const restarted = createVisitorClient({ baseUrl: 'https://platform.example', centerId: 'c1', fetch: down, retries: 0, store: fileStore('store') });
if ((await restarted.getHotPicks())[0]?.id !== 'p1') throw new Error('the file store kept nothing');
`;
  writeFileSync(
    join(project, 'esm.ts'),
    `import { createVisitorClient, formatOpeningHours, orFallback, resolveMediaUrl, safeRead, VisitorApiError, type HotPick, type VisitorClient } from '@center-platform/visitor-sdk';
${centerplan('@center-platform/visitor-sdk/centerplan')}${body}${nodeStore}console.log('ESM consumer ok');
`,
  );
  writeFileSync(
    join(project, 'cjs.cts'),
    `import sdk = require('@center-platform/visitor-sdk');
${hasCenterplan ? "import plan = require('@center-platform/visitor-sdk/centerplan');\nif (typeof plan.mountCenterplan !== 'function') throw new Error('no mountCenterplan');\n" : ''}const { createVisitorClient, formatOpeningHours, orFallback, resolveMediaUrl, safeRead, VisitorApiError } = sdk;
type HotPick = sdk.HotPick;
type VisitorClient = sdk.VisitorClient;
async function main() {${body}console.log('CJS consumer ok');
}
main().catch((error) => { console.error(error); process.exit(1); });
`,
  );
  writeFileSync(
    join(project, 'tsconfig.json'),
    `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'node16',
          moduleResolution: 'node16',
          lib: ['ES2022', 'DOM'],
          types: [],
          strict: true,
          skipLibCheck: false,
          outDir: 'out',
        },
        files: ['esm.ts', 'cjs.cts'],
      },
      null,
      2,
    )}\n`,
  );
  // process is used by the CommonJS consumer: declared here rather than installing @types/node
  writeFileSync(join(project, 'globals.d.ts'), 'declare const process: { exit(code: number): never };\n');
  const config = JSON.parse(readFileSync(join(project, 'tsconfig.json'), 'utf8'));
  config.files.push('globals.d.ts');
  writeFileSync(join(project, 'tsconfig.json'), `${JSON.stringify(config, null, 2)}\n`);

  run(join(project, 'node_modules/.bin/tsc'), ['-p', '.'], project);
  run('node', ['out/esm.js'], project);
  run('node', ['out/cjs.cjs'], project);
  console.log(`test:pack ok: ${tarball}${hasCenterplan ? '' : ' (./centerplan not built)'}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
