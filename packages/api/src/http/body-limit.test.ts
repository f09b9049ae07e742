// Bodies and uploads over real HTTP (issue 19, point 2): every route caps its body (413 as JSON, a chunked body
// included), a floor plan may be larger, and sanitizing a hostile SVG does not hold up other requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, BASE_URL, openAccountsApp } from '../testing/accounts-app';
import { listen } from '../testing/listen';

describe('request bodies over HTTP', () => {
  let t: AccountsApp;
  let server: Awaited<ReturnType<typeof listen>>;
  let origin: string;
  let admin: string;

  beforeAll(async () => {
    t = await openAccountsApp();
    admin = await t.signIn((await t.createUser('CENTER_ADMIN')).email);
    server = await listen(t.app);
    origin = server.origin;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.close();
  }, 30_000);

  const staffHeaders = { origin: BASE_URL, cookie: '', 'content-type': 'application/json' };

  it('refuses an 11 MB JSON body on a normal route with 413 naming the cap', { timeout: 30_000 }, async () => {
    const res = await fetch(`${origin}/api/auth/sign-in`, {
      method: 'POST',
      headers: { origin: BASE_URL, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      success: false,
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body may have at most 1 MiB.' },
    });
  });

  it('refuses a chunked body without Content-Length once it passes the cap', { timeout: 30_000 }, async () => {
    const chunk = new TextEncoder().encode('x'.repeat(256 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 44) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await fetch(`${origin}/trpc/centerplan.floors`, {
      method: 'POST',
      headers: { ...staffHeaders, cookie: admin },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.headers.get('content-length')).not.toBeNull();
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('takes a floor plan over 1 MiB on its upload procedure', { timeout: 60_000 }, async () => {
    // over 1 MiB mostly as a comment: the limit is what is checked, not the sanitizer's time. 12,000 shapes, and later
    // 1 MB of text in a <desc> (1 s alone), each took longer than the 10 s deadline once while the whole suite ran;
    // the comment takes 0.2 s
    const shapes = Array.from({ length: 1_000 }, (_, i) => `<rect id="shop-${i}" x="${i}" width="10" height="10"/>`);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${shapes.join('')}<!--${'Ebene 1 '.repeat(135_000)}--></svg>`;
    expect(svg.length).toBeGreaterThan(1024 * 1024);
    const res = await fetch(`${origin}/trpc/centerplan.saveFloorSvg`, {
      method: 'POST',
      headers: { ...staffHeaders, cookie: admin },
      body: JSON.stringify({ centerId: t.centerId, data: { floorNumber: 21, svg } }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  });

  it('answers the liveness probe within a second while a 4 MB SVG of 60,000 <rect onclick> is uploaded', {
    timeout: 60_000,
  }, async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect x="1" y="2" width="3" height="4" onclick="alert(1)" fill="#fff"/>'.repeat(60_000)}</svg>`;
    expect(svg.length).toBeGreaterThan(4_000_000);
    // made before the polling starts: the client shares this process with the server
    const body = JSON.stringify({ centerId: t.centerId, data: { floorNumber: 22, svg } });
    const latencies: number[] = [];
    let uploading = true;
    const polling = (async () => {
      while (uploading) {
        const started = performance.now();
        // liveness: the process's own answer (readiness would add a database round trip to what is measured)
        const res = await fetch(`${origin}/api/health/live`);
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const upload = await fetch(`${origin}/trpc/centerplan.saveFloorSvg`, {
      method: 'POST',
      headers: { ...staffHeaders, cookie: admin },
      body,
    });
    const answer = (await upload.json()) as { error: { data: { httpStatus: number; appCode?: string } } };
    // let the polling see the time after the answer too, when a blocking sanitizer would still run
    await new Promise((resolve) => setTimeout(resolve, 300));
    uploading = false;
    await polling;
    console.info(
      `/api/health/live during the 4 MB SVG upload: ${latencies.length} answers, max ${Math.max(...latencies).toFixed(1)} ms`,
    );
    expect(upload.status).toBe(400);
    expect(answer.error.data.appCode).toBe('SVG_TOO_COMPLEX');
    expect(latencies.length).toBeGreaterThan(3);
    // a sanitizer on the event loop holds it for seconds; the bound leaves room for the test files beside this one
    // (CI on a 2-core machine busy with other work saw 636 ms with the sanitizer off the event loop)
    expect(Math.max(...latencies)).toBeLessThan(1_000);
  });
});
