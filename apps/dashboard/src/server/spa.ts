import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { pageSecurityHeaders, withNonce } from './page-security';

// The staff dashboard (the Vite build in dist/web) on the platform's host: hashed assets with a long cache
// life, brotli or gzip as compressed at build, and index.html for every address of the single-page app (the public report pages of share links at
// /reports/{token} included). Mounted after the API, so /api/* and /trpc/* never reach it.

/** The addresses the SPA answers (its router decides what to show). */
export const SPA_PATHS = ['/', '/dashboard', '/dashboard/*', '/auth/*', '/mail-alias/*', '/reports/*'] as const;

/** The public report pages of share links (spec 6.1): the token is in the address, so it is not indexed and not
 * passed on as a referrer, and the page is not stored by any cache. */
const SHARE_PAGE = /^\/reports\//;

/** dist/web next to the bundled entry (dist/), or the build of the package when running from src/server. */
export function findWebRoot(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'web'), join(here, '../web'), join(here, '../../dist/web')];
  return candidates.find((dir) => existsSync(join(dir, 'index.html')));
}

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Center Platform</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Center Platform</h1>
<p>The API is running, but the dashboard is not built. Run <code>pnpm --filter @center-platform/dashboard build</code>.</p>
<p><a href="/api/health">/api/health</a> reports the platform's state.</p>
</body></html>`;

export function spaRoutes(webRoot: string | undefined = findWebRoot()) {
  const app = new Hono();
  for (const path of SPA_PATHS) app.use(path, pageSecurityHeaders());
  if (!webRoot) {
    for (const path of SPA_PATHS) app.get(path, (c) => c.html(NOT_BUILT, 503));
    return app;
  }
  const indexHtml = readFileSync(join(webRoot, 'index.html'), 'utf8');
  app.use(
    '/assets/*',
    serveStatic({
      root: webRoot,
      // the .br or .gz the build made next to the file, as Accept-Encoding asks
      precompressed: true,
      // file names carry a content hash: a new build has new names
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  for (const path of SPA_PATHS) {
    app.get(path, (c) => {
      if (SHARE_PAGE.test(c.req.path)) {
        c.header('Cache-Control', 'no-store');
        c.header('X-Robots-Tag', 'noindex');
      } else {
        c.header('Cache-Control', 'no-cache');
      }
      return c.html(withNonce(indexHtml, c.get('secureHeadersNonce')));
    });
  }
  return app;
}
