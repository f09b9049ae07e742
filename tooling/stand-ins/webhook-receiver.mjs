// A website receiving the platform's webhooks (issue 27.3), for tests: every POST is checked with the Standard
// Webhooks library against the signing secret it was given (`setSecret`), recorded, and answered 204 (verified),
// 401 (no secret yet, or a bad signature) or the status `failWith` chose (a site that is down).
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { closeServer, json, listen, readBody, wait } from './http.mjs';

/**
 * Resolves to `{ url, deliveries, setSecret(secret), failWith(status | null), waitFor(predicate, timeoutMs), close }`.
 * `deliveries` holds one record per request: `{ id, timestamp, signature, verified, error, payload, status, at }`.
 */
export async function startWebhookReceiver({ port = 0, path = '/hooks/center-platform' } = {}) {
  const deliveries = [];
  let secret;
  let failure = null;

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const headers = {
      'webhook-id': String(req.headers['webhook-id'] ?? ''),
      'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
      'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
    };
    const record = {
      id: headers['webhook-id'],
      timestamp: headers['webhook-timestamp'],
      signature: headers['webhook-signature'],
      verified: false,
      error: null,
      payload: null,
      status: 0,
      at: Date.now(),
    };
    try {
      if (!secret) throw new Error('no signing secret set');
      record.payload = new Webhook(secret).verify(body, headers);
      record.verified = true;
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
    record.status = failure ?? (record.verified ? 204 : 401);
    deliveries.push(record);
    if (record.status === 204) {
      res.writeHead(204);
      res.end();
    } else json(res, record.status, { error: record.error ?? 'failing on purpose' });
  });
  const origin = await listen(server, port);

  return {
    url: `${origin}${path}`,
    deliveries,
    setSecret(value) {
      secret = value;
    },
    failWith(status) {
      failure = status;
    },
    async waitFor(predicate, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = deliveries.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching webhook delivery within ${timeoutMs} ms`);
        await wait(10);
      }
    },
    close: () => closeServer(server),
  };
}
