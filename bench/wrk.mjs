// wrk for the benches: its summary as one JSON line (a Lua `done` hook), read back as requests/s, p50 and p99.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes the report script into `dir` and answers a runner of `path` on `base` with `connections` connections. */
export function createWrk(dir, base, connections = 50) {
  const reportScript = join(dir, 'report.lua');
  writeFileSync(
    reportScript,
    `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"seconds":%f,"p50ms":%.2f,"p99ms":%.2f,"non2xx":%d,"errors":%d}\\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.status, e.connect + e.read + e.write + e.timeout))
end
`,
  );
  return async function wrk(path, headers, seconds) {
    const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '-s', reportScript];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
    const child = spawn('wrk', [...args, base + path], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    await new Promise((resolve) => child.once('exit', resolve));
    const line = out.split('\n').find((l) => l.startsWith('{'));
    if (!line) throw new Error(`wrk printed no summary:\n${out}`);
    const r = JSON.parse(line);
    return { ...r, requestsPerSecond: Math.round(r.requests / r.seconds) };
  };
}
