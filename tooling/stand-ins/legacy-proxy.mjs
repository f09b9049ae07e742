// A loopback proxy in front of the legacy platform fixture, for the failures the fixture cannot produce: an
// error status, a malformed or truncated body, a slow answer, an answer that never comes. A request whose path
// matches a rule is answered by the rule; every other request is forwarded unchanged (method, path, query,
// headers, body) and the upstream answer streamed back.
import { createServer, request as httpRequest } from 'node:http';

/**
 * Rule fields: `path` (exact pathname, e.g. '/v1/shops') or `prefix` (e.g. '/media/img/'); the query is not
 * matched. `status` (default 200 when a body is given), `body` (raw text, sent as is), `contentType` (default
 * `application/json; charset=utf-8`), `delayMs` (wait first; alone it delays the forwarded answer), `hang` (never
 * answer; `close` drops the connection), `times` (apply to this many requests, then forward; default: always).
 * The first matching rule wins; `rules` of the result is the live list (push, splice or clear it in a test).
 */
/** Headers of one connection, not of the message: Node sets its own. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];
const endToEnd = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));

export async function startLegacyProxy({ upstream, rules = [], port = 0, rewriteOrigin = false } = {}) {
  if (!upstream) throw new Error('startLegacyProxy: upstream (the origin of the fixture) is required');
  const target = new URL(upstream);
  const upstreamOrigin = target.origin;
  const requests = [];
  const live = [...rules];
  const timers = new Set();
  const uses = new WeakMap();
  let origin = '';
  let closed = false;

  const wait = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const ruleFor = (pathname) =>
    live.find((rule) => {
      const hit =
        rule.path !== undefined
          ? rule.path === pathname
          : rule.prefix !== undefined && pathname.startsWith(rule.prefix);
      if (!hit) return false;
      if (rule.times === undefined) return true;
      const used = uses.get(rule) ?? 0;
      if (used >= rule.times) return false;
      uses.set(rule, used + 1);
      return true;
    });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy');
    if (url.pathname === '/__requests') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(requests));
    }
    requests.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams) });
    const rule = ruleFor(url.pathname);
    if (rule?.delayMs) await wait(rule.delayMs);
    if (closed || res.destroyed) return;
    if (rule?.hang) return; // the socket stays open until the client gives up or the proxy closes
    if (rule && (rule.status !== undefined || rule.body !== undefined)) {
      res.writeHead(rule.status ?? 200, { 'content-type': rule.contentType ?? 'application/json; charset=utf-8' });
      return res.end(rule.body ?? '');
    }
    forward(req, res, url);
  });

  function forward(req, res, url) {
    const headers = { ...endToEnd(req.headers), host: target.host };
    if (rewriteOrigin) delete headers['accept-encoding'];
    const upstreamReq = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: `${url.pathname}${url.search}`, headers },
      (upstreamRes) => {
        const type = String(upstreamRes.headers['content-type'] ?? '');
        if (rewriteOrigin && type.includes('json')) {
          const chunks = [];
          upstreamRes.on('data', (chunk) => chunks.push(chunk));
          upstreamRes.on('end', () => {
            const body = Buffer.concat(chunks).toString('utf8').split(upstreamOrigin).join(origin);
            const { 'content-length': _, ...rest } = endToEnd(upstreamRes.headers);
            res.writeHead(upstreamRes.statusCode ?? 502, { ...rest, 'content-length': Buffer.byteLength(body) });
            res.end(body);
          });
          return;
        }
        res.writeHead(upstreamRes.statusCode ?? 502, endToEnd(upstreamRes.headers));
        upstreamRes.pipe(res);
      },
    );
    upstreamReq.on('error', (error) => {
      if (res.headersSent) return res.destroy(error);
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: `upstream: ${error.message}` }));
    });
    req.pipe(upstreamReq);
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;

  return {
    url: `${origin}/v1`,
    origin,
    upstream: upstreamOrigin,
    rules: live,
    requests,
    close() {
      if (closed) return Promise.resolve();
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
