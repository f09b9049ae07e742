import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Logger } from '@center-platform/core/logging';
import { requestIdOf } from '../http/request-log';
import { type CachedAnswer, reply } from './cached-answer';
import { PUBLIC_READ_CORS_HEADERS } from './cors';
import type { PublicReadCache } from './read-cache';

/** The path without the query, as the app's request log writes it. */
const path = (url = '') => url.split('?', 1)[0];
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * Wraps the Node server's request listener: a public GET whose URL the read cache answered before, for its center's
 * current content version, is answered here, before the request becomes a Fetch Request and before Hono's routing,
 * middleware and validation run (together several times the cost of the answer). Its status, body and headers are
 * the route's own, its log line carries its request id; every other request, invalid ones included, goes on to
 * `listener` as before.
 */
export function withPublicReadFastPath(
  listener: RequestListener,
  { cache, logger, lifecycle }: { cache: PublicReadCache; logger: Logger; lifecycle?: { readonly draining: boolean } },
): RequestListener {
  const send = (req: IncomingMessage, res: ServerResponse, answer: CachedAnswer, started: number) => {
    const { status, body, headers } = reply(answer, {
      acceptEncoding: one(req.headers['accept-encoding']),
      ifNoneMatch: one(req.headers['if-none-match']),
    });
    const requestId = requestIdOf(one(req.headers['x-request-id']));
    const sent: Record<string, string> = { ...headers, ...PUBLIC_READ_CORS_HEADERS, 'x-request-id': requestId };
    // while the host drains, every answer closes its connection (the host's middleware does it for the rest)
    if (lifecycle?.draining) sent.connection = 'close';
    res.writeHead(status, sent);
    res.end(body);
    if (logger.isLevelEnabled('info'))
      logger.info(
        { requestId, method: 'GET', path: path(req.url), status, ms: Math.round(performance.now() - started) },
        'request',
      );
  };

  return (req, res) => {
    const host = req.headers.host;
    if (req.method !== 'GET' || !host || req.url?.[0] !== '/') return listener(req, res);
    const started = performance.now();
    // the URL as the Node server gives it to Hono, under which the route's answer was remembered
    const url = `${(req.socket as TLSSocket).encrypted ? 'https' : 'http'}://${host}${req.url}`;
    const found = cache.lookup(url);
    if (!(found instanceof Promise)) return found ? send(req, res, found, started) : listener(req, res);
    found.then(
      (answer) => (answer ? send(req, res, answer, started) : listener(req, res)),
      // e.g. the version lookup failed: the route answers (and reports) it
      () => listener(req, res),
    );
  };
}
