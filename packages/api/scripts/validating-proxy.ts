// A proxy in front of a running platform that checks every answer of a documented public operation against the
// OpenAPI document the platform serves (issue 22, point 3): CI sends the conformance suite through it and fails on
// any violation. `GET /__violations` answers what it found: { checked, violations }.
//
//   TARGET=http://127.0.0.1:3199 PORT=3198 tsx scripts/validating-proxy.ts
import { createServer } from 'node:http';
import { answerValidator } from '../src/testing/openapi-validator';

const target = process.env.TARGET ?? 'http://127.0.0.1:3000';
const port = Number(process.env.PORT ?? 3198);
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

const document = await (await fetch(`${target}/api/openapi.json`)).json();
const violationsOf = answerValidator(document);
const violations: string[] = [];
let checked = 0;

const server = createServer(async (req, res) => {
  if (req.url === '/__violations') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ checked, violations }));
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'host' || HOP_BY_HOP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // uncompressed, so the proxy can read what it checks
  headers.set('accept-encoding', 'identity');
  try {
    const answer = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers,
      ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
      redirect: 'manual',
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const isJson = answer.headers.get('content-type')?.includes('application/json');
    if ((isJson || answer.status === 304) && req.method !== 'OPTIONS') {
      const found = violationsOf(
        req.method ?? 'GET',
        req.url ?? '/',
        answer.status,
        isJson && body.length ? JSON.parse(body.toString('utf8')) : undefined,
      ).filter((v) => !v.endsWith('not in the document'));
      checked += 1;
      violations.push(...found);
    }
    const out: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name)) out[name] = value;
    });
    res.writeHead(answer.status, out);
    res.end(body);
  } catch (error) {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: false, error: { code: 'PROXY', message: String(error) } }));
  }
});
server.listen(port, '127.0.0.1', () => console.log(`validating proxy on http://127.0.0.1:${port} -> ${target}`));
