// The staff dashboard SPA: built to dist/web, which the Node entry (src/server/start.ts) serves next to
// the API. `pnpm vite` runs it on its own with /api and /trpc forwarded to a running platform (port 3000).
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The browser bundle may use the server packages only for types (`import type`). */
function noServerPackagesInTheBrowser(): Plugin {
  return {
    name: 'no-server-packages-in-the-browser',
    enforce: 'pre',
    resolveId(source, importer) {
      if (/^@center-platform\/(core|api)(\/|$)/.test(source)) {
        this.error(`${importer ?? 'the bundle'} imports ${source} at run time; use \`import type\` in browser code`);
      }
      return null;
    },
  };
}

const platform = process.env.PLATFORM_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [noServerPackagesInTheBrowser(), react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    reportCompressedSize: true,
  },
  server: {
    proxy: { '/api': platform, '/trpc': platform },
  },
});
