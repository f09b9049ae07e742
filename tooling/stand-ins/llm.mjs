// OpenAI-compatible chat endpoint stand-in for the visitor chatbot's optional language model (spec 4.3):
// `POST /chat/completions` with `Authorization: Bearer <apiKey>`, answering one assistant message.
import { createServer } from 'node:http';
import { closeServer, json, listen, readJsonOrText, wait } from './http.mjs';

/**
 * A loopback chat-completions endpoint. `reply` is the answer text, or a function of the parsed request body
 * returning it. `failNext(status, body?)` answers the next request with that status and body (a string is sent
 * as-is: malformed JSON); `delayMs` (also settable later) delays every answer. Resolves to
 * `{ url, apiKey, requests, failNext, delayMs, close }`; `requests` holds `{ authorization, body }` of each call.
 */
export async function startLlmStandIn({ apiKey = 'llm-test-key', reply, delayMs = 0, port = 0 } = {}) {
  const requests = [];
  const failures = [];
  const state = { delayMs };

  const server = createServer(async (req, res) => {
    try {
      const body = await readJsonOrText(req);
      requests.push({ method: req.method, path: req.url, authorization: req.headers.authorization ?? null, body });
      if (state.delayMs > 0) await wait(state.delayMs);
      const failure = failures.shift();
      if (failure) return json(res, failure.status, failure.body);
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return json(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
      }
      if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://stand-in').pathname !== '/chat/completions') {
        return json(res, 404, { error: { message: `Not found: ${req.method} ${req.url}` } });
      }
      if (typeof body !== 'object' || !Array.isArray(body?.messages)) {
        return json(res, 400, { error: { message: 'messages is required' } });
      }
      const text = typeof reply === 'function' ? await reply(body) : (reply ?? 'Stand-in answer.');
      return json(res, 200, {
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        model: body.model ?? 'stand-in',
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      });
    } catch (error) {
      if (!res.headersSent) json(res, 500, { error: { message: String(error) } });
    }
  });

  const url = await listen(server, port);
  return {
    url,
    apiKey,
    requests,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value) {
      state.delayMs = value;
    },
    failNext(status, body = { error: { message: `stand-in failure ${status}` } }) {
      failures.push({ status, body });
    },
    close: () => closeServer(server),
  };
}
