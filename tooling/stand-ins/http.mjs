// The HTTP helpers every loopback stand-in needs: answering, reading a body, the request log, listening and closing.

/** Answers `body` (text or bytes) with `status` and `contentType`. */
export const send = (res, status, contentType, body) => {
  res.writeHead(status, { 'content-type': contentType });
  res.end(body);
};

/** Answers `body` as JSON with `status` (a string is sent as it is: malformed JSON on purpose). */
export const json = (res, status, body) =>
  send(res, status, 'application/json; charset=utf-8', typeof body === 'string' ? body : JSON.stringify(body));

/** The whole request body as UTF-8 text. */
export const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/** The request body parsed as JSON, or its text when it is not JSON. */
export async function readJsonOrText(req) {
  const raw = await readBody(req);
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** Resolves after `ms` milliseconds. */
export const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Logs a request as `{ method, path, query }` in `requests`, oldest first, and answers `GET /__requests` with the
 * log. Returns the request's URL, or null when it answered the log.
 */
export function logRequest(req, res, requests) {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  if (url.pathname === '/__requests') {
    json(res, 200, requests);
    return null;
  }
  requests.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams) });
  return url;
}

/** Listens on 127.0.0.1 (`port` 0: a free one) and resolves to the origin, `http://127.0.0.1:<port>`. */
export async function listen(server, port = 0) {
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return `http://127.0.0.1:${server.address().port}`;
}

/** Drops every connection (also one waiting for an answer) and resolves when the server is closed. */
export function closeServer(server) {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
