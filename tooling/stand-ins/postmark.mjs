// Postmark stand-in (spec 6.1): the part of Postmark's HTTP API the `postmark` client uses to send one message
// (`POST /email`) and a batch of up to 500 (`POST /email/batch`, used by the daily digest of 6.2).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { closeServer, json, listen, readBody } from './http.mjs';

/** Postmark's limit of messages per batch call */
const MAX_BATCH = 500;

/**
 * A loopback Postmark: `POST /email` and `POST /email/batch` with the `X-Postmark-Server-Token` header. A batch
 * answers 200 with one result per message, in order (`ErrorCode` 0 and a `MessageID` for each accepted one). Resolves to
 * `{ url, origin, messages, failNext(status, body), close }`; `messages` holds each accepted message (oldest first).
 */
export async function startPostmarkStandIn({ serverToken = 'postmark-test-token', port = 0 } = {}) {
  const messages = [];
  const failures = [];

  /** records a valid message and answers its result; an invalid one is answered with an error code */
  const accept = (message) => {
    if (!message || typeof message !== 'object' || !message.From || !message.To) {
      return { ErrorCode: 300, Message: 'Invalid email request: From and To are required.' };
    }
    const MessageID = randomUUID();
    const SubmittedAt = new Date().toISOString();
    messages.push({ ...message, MessageID, SubmittedAt });
    return { To: message.To, SubmittedAt, MessageID, ErrorCode: 0, Message: 'OK' };
  };

  const server = createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      const failure = failures.shift();
      if (failure) return json(res, failure.status, failure.body);
      if (req.headers['x-postmark-server-token'] !== serverToken) {
        return json(res, 401, { ErrorCode: 10, Message: 'Bad or missing Server API Token' });
      }
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      if (req.method !== 'POST' || (path !== '/email' && path !== '/email/batch')) {
        return json(res, 404, { ErrorCode: 404, Message: `Not found: ${req.method} ${path}` });
      }
      let parsed;
      try {
        parsed = JSON.parse(body);
      } catch {
        return json(res, 422, { ErrorCode: 402, Message: 'Received invalid JSON input.' });
      }
      if (path === '/email/batch') {
        if (!Array.isArray(parsed)) {
          return json(res, 422, { ErrorCode: 402, Message: 'Received invalid JSON input: expected an array.' });
        }
        if (parsed.length > MAX_BATCH) {
          return json(res, 422, { ErrorCode: 300, Message: `A batch holds at most ${MAX_BATCH} messages.` });
        }
        return json(res, 200, parsed.map(accept));
      }
      const result = accept(parsed);
      return json(res, result.ErrorCode === 0 ? 200 : 422, result);
    } catch (error) {
      return json(res, 500, { ErrorCode: 1, Message: String(error) });
    }
  });

  const origin = await listen(server, port);

  return {
    url: origin,
    origin,
    serverToken,
    messages,
    /** the next request (whatever it is) is answered with this status and body */
    failNext(status, body = { ErrorCode: 1, Message: `Stand-in failure (${status})` }) {
      failures.push({ status, body });
    },
    close: () => closeServer(server),
  };
}
