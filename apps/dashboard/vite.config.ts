// The staff dashboard SPA: built to dist/web, which the Node entry (src/server/start.ts) serves next to
// the API. `pnpm vite` runs it on its own with /api and /trpc forwarded to a running platform (port 3000).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const CORE_SHARED = '@center-platform/core/shared';

/**
 * Core's browser-safe entry, read from its source (not a possibly stale `dist`); the unit tests resolve it the
 * same way (vitest.config.ts).
 */
export const coreSharedAlias = {
  [CORE_SHARED]: fileURLToPath(new URL('../../packages/core/src/shared/index.ts', import.meta.url)),
};

/** The browser bundle may use the server packages only for types (`import type`), but for core's shared entry. */
function noServerPackagesInTheBrowser(): Plugin {
  return {
    name: 'no-server-packages-in-the-browser',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== CORE_SHARED && /^@center-platform\/(core|api)(\/|$)/.test(source)) {
        this.error(
          `${importer ?? 'the bundle'} imports ${source} at run time; use \`import type\` or ${CORE_SHARED} in browser code`,
        );
      }
      return null;
    },
  };
}

const platform = process.env.PLATFORM_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  // every asset also as .br and .gz next to it, compressed once at build and served as the browser accepts (not
  // index.html: the server adds a nonce to it per answer)
  plugins: [
    noServerPackagesInTheBrowser(),
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/] }),
  ],
  resolve: { alias: coreSharedAlias },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // the compression plugin lists the .br and .gz sizes it wrote; a second gzip pass for the report costs 0.5 s
    reportCompressedSize: false,
  },
  server: {
    proxy: { '/api': platform, '/trpc': platform },
  },
});
