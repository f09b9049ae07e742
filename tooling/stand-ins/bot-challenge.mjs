// Bot-challenge verifier stand-in (spec 8): a loopback Turnstile-compatible `POST /siteverify` (form-encoded
// `secret`, `response`, `remoteip`), answering `{ success, "error-codes" }` like Cloudflare Turnstile does.
import { createServer } from 'node:http';
import { closeServer, json, listen, readBody } from './http.mjs';

/**
 * Resolves to `{ url, origin, requests, validTokens, failNext(status, body), close }`. `url` is the siteverify
 * endpoint (pass it as BOT_CHALLENGE_VERIFY_URL); a token passes when it is in `validTokens` and the secret matches.
 * `requests` records each form received (`{ secret, response, remoteip }`), oldest first.
 */
export async function startBotChallengeStandIn({ secret = 'bot-challenge-secret', validTokens = [], port = 0 } = {}) {
  const tokens = new Set(validTokens);
  const requests = [];
  const failures = [];

  const server = createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      if (req.method !== 'POST' || path !== '/siteverify') {
        return json(res, 404, { success: false, 'error-codes': ['not-found'] });
      }
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ secret: form.secret, response: form.response, remoteip: form.remoteip });
      const failure = failures.shift();
      if (failure) return json(res, failure.status, failure.body);
      if (!form.secret) return json(res, 200, { success: false, 'error-codes': ['missing-input-secret'] });
      if (form.secret !== secret) return json(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
      if (!form.response) return json(res, 200, { success: false, 'error-codes': ['missing-input-response'] });
      if (!tokens.has(form.response))
        return json(res, 200, { success: false, 'error-codes': ['invalid-input-response'] });
      return json(res, 200, {
        success: true,
        'error-codes': [],
        challenge_ts: new Date().toISOString(),
        hostname: 'stand-in.example',
      });
    } catch (error) {
      json(res, 500, { success: false, 'error-codes': ['internal-error'], message: String(error) });
    }
  });
  const origin = await listen(server, port);
  return {
    url: `${origin}/siteverify`,
    origin,
    secret,
    requests,
    validTokens: tokens,
    /** the next request is answered with this status and body */
    failNext(status, body = { success: false, 'error-codes': ['internal-error'] }) {
      failures.push({ status, body });
    },
    close: () => closeServer(server),
  };
}
