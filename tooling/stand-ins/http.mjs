// The two HTTP helpers every loopback stand-in needs.

/** Answers `body` as JSON with `status` (a string is sent as it is: malformed JSON on purpose). */
export const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

/** The whole request body as UTF-8 text. */
export const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
