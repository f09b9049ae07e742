// A social publishing provider stand-in speaking the platform's protocol (packages/core/src/social/http-publisher.ts):
// `POST /posts` with `Authorization: Bearer <apiKey>` answers 201 `{ providerPostId, publishedAt }` (published now)
// or, for a post with a future `scheduledAt`, 202 `{ providerPostId }`. `deliver(type, data)` then sends a notice to
// the platform's webhook signed like the provider would (HMAC-SHA256 over `<timestamp>.<body>`).
import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { closeServer, json, listen, readJsonOrText, wait } from './http.mjs';

/**
 * Resolves to `{ url, apiKey, requests, failNext, webhookUrl, deliver, close }`. `requests` holds `{ method, path,
 * authorization, body }` of each call; `failNext(status, body?)` answers the next request so (a string body is
 * sent as-is); `deliver(type, data, { timestamp? })` posts a signed notice to `webhookUrl` and resolves to the
 * platform's `Response`.
 */
export async function startSocialProviderStandIn({
  apiKey = 'social-provider-test-key',
  webhookUrl,
  webhookSecret,
  delayMs = 0,
  port = 0,
} = {}) {
  const requests = [];
  const failures = [];
  const notices = { webhookUrl, webhookSecret };

  const server = createServer(async (req, res) => {
    try {
      const body = await readJsonOrText(req);
      requests.push({ method: req.method, path: req.url, authorization: req.headers.authorization ?? null, body });
      if (delayMs > 0) await wait(delayMs);
      const failure = failures.shift();
      if (failure) return json(res, failure.status, failure.body);
      if (req.headers.authorization !== `Bearer ${apiKey}`) return json(res, 401, { error: 'invalid API key' });
      if (req.method !== 'POST' || req.url !== '/posts')
        return json(res, 404, { error: `no ${req.method} ${req.url}` });
      if (typeof body !== 'object' || typeof body?.text !== 'string' || typeof body?.postId !== 'string') {
        return json(res, 422, { error: { message: 'postId and text are required' } });
      }
      const providerPostId = `sp_${randomUUID()}`;
      if (body.scheduledAt && Date.parse(body.scheduledAt) > Date.now()) return json(res, 202, { providerPostId });
      return json(res, 201, { providerPostId, publishedAt: new Date().toISOString() });
    } catch (error) {
      if (!res.headersSent) json(res, 500, { error: String(error) });
    }
  });
  const url = await listen(server, port);

  return {
    url,
    apiKey,
    requests,
    failNext(status, body = { error: `stand-in failure ${status}` }) {
      failures.push({ status, body });
    },
    /** where `deliver` posts (settable: the platform may start after the stand-in) */
    get webhookUrl() {
      return notices.webhookUrl;
    },
    set webhookUrl(value) {
      notices.webhookUrl = value;
    },
    async deliver(type, data, { timestamp = String(Math.floor(Date.now() / 1000)) } = {}) {
      const { webhookUrl, webhookSecret } = notices;
      if (!webhookUrl || !webhookSecret) throw new Error('deliver needs webhookUrl and webhookSecret');
      const raw = JSON.stringify({ id: `evt_${randomUUID()}`, type, data });
      const signature = createHmac('sha256', webhookSecret).update(`${timestamp}.${raw}`).digest('hex');
      return fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': `sha256=${signature}`,
          'x-signature-timestamp': timestamp,
        },
        body: raw,
      });
    },
    close: () => closeServer(server),
  };
}
