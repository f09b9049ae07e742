// The plan renderer script the embed page loads: the visitor SDK's IIFE build
// (`dist/centerplan.global.js`, global `CenterPlan`). When that build is missing or older than the SDK's
// source (a development tree), it is bundled from the source with esbuild (tsup's) on first request.
// Either way it is read once and kept in memory with its content hash.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface RendererScript {
  code: Uint8Array;
  /** the first 16 hex digits of the SHA-256 of the code, for a cache-busting URL */
  hash: string;
}

const require = createRequire(import.meta.url);
const SDK = '@center-platform/visitor-sdk';

/** The visitor SDK's folder, or undefined when it is not installed. */
function sdkRoot(): string | undefined {
  try {
    return dirname(require.resolve(`${SDK}/package.json`));
  } catch {
    // its exports may not name package.json: look in the node_modules folders Node would search
    for (const folder of require.resolve.paths(SDK) ?? []) {
      if (existsSync(join(folder, SDK, 'package.json'))) return join(folder, SDK);
    }
    return undefined;
  }
}

function newestChange(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** The part of esbuild's API used here (esbuild is not a dependency of this package, so no types). */
interface Esbuild {
  build(options: Record<string, unknown> & { write: false }): Promise<{ outputFiles: { contents: Uint8Array }[] }>;
}

async function bundleFromSource(entry: string): Promise<Uint8Array> {
  // esbuild is in the workspace through tsup (a dev dependency): resolved from there
  const fromTsup = createRequire(require.resolve('tsup'));
  const esbuild = (await import(pathToFileURL(fromTsup.resolve('esbuild')).href)) as Esbuild;
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    globalName: 'CenterPlan',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('esbuild produced no output');
  return file.contents;
}

async function load(): Promise<RendererScript> {
  const root = sdkRoot();
  if (!root) throw new Error(`${SDK} is not installed`);
  const built = join(root, 'dist/centerplan.global.js');
  const source = join(root, 'src/centerplan');
  const entry = join(source, 'index.ts');
  let code: Uint8Array | undefined;
  const builtIsCurrent = existsSync(built) && (!existsSync(entry) || statSync(built).mtimeMs >= newestChange(source));
  if (builtIsCurrent) code = await readFile(built);
  else if (existsSync(entry)) {
    try {
      code = await bundleFromSource(entry);
    } catch (error) {
      if (!existsSync(built)) throw error;
      code = await readFile(built);
    }
  } else throw new Error(`${SDK} has neither dist/centerplan.global.js nor its source`);
  return { code, hash: createHash('sha256').update(code).digest('hex').slice(0, 16) };
}

let cached: Promise<RendererScript> | undefined;

/** The renderer script, loaded (or bundled) once per process; a failure is retried on the next call. */
export function rendererScript(): Promise<RendererScript> {
  cached ??= load().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
