// A load balancer in front of several API processes, as an operator runs one: it asks each backend's readiness
// (`GET /api/health/ready`) every `checkMs`, sends each request to the next ready backend over keep-alive
// connections, and passes an upstream failure on as a 502 (no retries: a failure here is a failure the client saw).
import { Agent, createServer, request } from 'node:http';
import { closeServer, json, listen } from './http.mjs';

export async function startLoadBalancer({ backends, checkMs = 100 }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const ready = new Map(backends.map((origin) => [origin, true]));
  const upstreamErrors = [];
  let next = 0;

  // an answer that is not 200 or a refused connection takes a backend out at once; a check that only timed out
  // (a busy machine) does so after three in a row, as a load balancer's "fall" count does
  const timeouts = new Map(backends.map((origin) => [origin, 0]));
  const check = async (origin) => {
    try {
      const res = await fetch(`${origin}/api/health/ready`, { signal: AbortSignal.timeout(checkMs * 5) });
      timeouts.set(origin, 0);
      ready.set(origin, res.ok);
    } catch (error) {
      const timedOut = error?.name === 'TimeoutError';
      timeouts.set(origin, timedOut ? timeouts.get(origin) + 1 : 0);
      if (!timedOut || timeouts.get(origin) >= 3) ready.set(origin, false);
    }
  };
  const timer = setInterval(() => backends.forEach(check), checkMs);

  const server = createServer((req, res) => {
    const candidates = backends.filter((origin) => ready.get(origin));
    if (!candidates.length) return json(res, 503, { error: 'no backend ready' });
    const origin = new URL(candidates[next++ % candidates.length]);
    const upstream = request(
      { host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      upstreamErrors.push(`${origin.origin}: ${error.code ?? error.message}`);
      if (!res.headersSent) json(res, 502, { error: error.code ?? error.message });
      else res.destroy();
    });
    req.pipe(upstream);
  });
  const url = await listen(server);
  return {
    url,
    upstreamErrors,
    isReady: (origin) => ready.get(origin) ?? false,
    close: async () => {
      clearInterval(timer);
      agent.destroy();
      await closeServer(server);
    },
  };
}
