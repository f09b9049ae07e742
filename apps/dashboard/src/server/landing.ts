import { Hono } from 'hono';

/** The host's front page until the dashboard UI is served from here. */
export function landingRoutes() {
  return new Hono().get('/', (c) =>
    c.html(`<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Center Platform</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Center Platform</h1>
<p>The platform is running. <a href="/api/health">/api/health</a> reports its state.</p>
</body></html>`),
  );
}
