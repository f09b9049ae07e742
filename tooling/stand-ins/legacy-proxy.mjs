// A loopback proxy in front of the legacy platform stand-in, for the failures the stand-in cannot produce: an
// error status, a malformed or truncated body, a slow answer, an answer that never comes. A request whose path
// matches a rule is answered by the rule; every other request is forwarded unchanged (method, path, query,
// headers, body) and the upstream answer streamed back.
import { createServer, request as httpRequest } from 'node:http';
import { closeServer, json, listen, logRequest, send } from './http.mjs';

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
  if (!upstream) throw new Error('startLegacyProxy: upstream (the origin of the legacy stand-in) is required');
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
    const url = logRequest(req, res, requests);
    if (!url) return;
    const rule = ruleFor(url.pathname);
    if (rule?.delayMs) await wait(rule.delayMs);
    if (closed || res.destroyed) return;
    if (rule?.hang) return; // the socket stays open until the client gives up or the proxy closes
    if (rule && (rule.status !== undefined || rule.body !== undefined)) {
      return send(res, rule.status ?? 200, rule.contentType ?? 'application/json; charset=utf-8', rule.body ?? '');
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
      json(res, 502, { error: `upstream: ${error.message}` });
    });
    req.pipe(upstreamReq);
  }

  origin = await listen(server, port);

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
      return closeServer(server);
    },
  };
}
