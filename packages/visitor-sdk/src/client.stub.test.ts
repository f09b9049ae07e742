// The client's failure handling against a tiny local stub server: retries (GET only, 429 and 5xx,
// Retry-After), timeouts, aborts, error bodies, and the chatbot and form requests.
import { afterEach, describe, expect, it } from 'vitest';
import { createVisitorClient } from './client';
import { VisitorApiError } from './errors';
import { json, startStub } from './testing/servers';

const CENTER = '6f1c1f5e-2d7b-4a53-9a49-0c3f8f5b8f10';
const HOTPICKS = `/api/centers/${CENTER}/hotpicks`;
let stub: Awaited<ReturnType<typeof startStub>> | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const clientOf = (baseUrl: string, options: Partial<Parameters<typeof createVisitorClient>[0]> = {}) =>
  createVisitorClient({ baseUrl, centerId: CENTER, ...options });

describe('retries', () => {
  it('retries a read on 503, waiting as Retry-After asks', async () => {
    stub = await startStub((_req, res, index) => {
      if (index === 0)
        json(res, 503, { success: false, error: { code: 'BUSY', message: 'busy' } }, { 'retry-after': '1' });
      else json(res, 200, { success: true, data: [{ id: 'a' }] });
    });
    const started = Date.now();
    const picks = await clientOf(stub.baseUrl).getHotPicks();
    expect(picks).toEqual([{ id: 'a' }]);
    expect(stub.requests.map((r) => [r.method, r.url])).toEqual([
      ['GET', HOTPICKS],
      ['GET', HOTPICKS],
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('retries on 429 and 500 with backoff, then gives up with the last error', async () => {
    stub = await startStub((_req, res, index) =>
      index === 0
        ? json(res, 429, { success: false, error: { code: 'RATE_LIMITED', message: 'slow down' } })
        : json(res, 500, { success: false, error: { code: 'INTERNAL_ERROR', message: 'oops' } }),
    );
    const error = await clientOf(stub.baseUrl, { retries: 2 })
      .getHotPicks()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VisitorApiError);
    expect(error).toMatchObject({ status: 500, code: 'INTERNAL_ERROR', message: 'oops' });
    expect(stub.requests).toHaveLength(3);
  });

  it('caps a long Retry-After (seconds or an HTTP date)', async () => {
    const later = new Date(Date.now() + 3_600_000).toUTCString();
    stub = await startStub((_req, res, index) => {
      if (index === 0) json(res, 503, {}, { 'retry-after': '3600' });
      else if (index === 1) json(res, 503, {}, { 'retry-after': later });
      else json(res, 200, { success: true, data: [] });
    });
    const started = Date.now();
    await clientOf(stub.baseUrl, { maxRetryDelayMs: 50 }).getHotPicks();
    expect(stub.requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('does not retry 4xx answers, nor writes', async () => {
    stub = await startStub((req, res) =>
      req.method === 'POST'
        ? json(res, 503, { success: false, error: { code: 'UNAVAILABLE', message: 'later' } })
        : json(res, 404, { success: false, error: { code: 'CENTER_NOT_FOUND', message: 'no' } }),
    );
    const client = clientOf(stub.baseUrl);
    await expect(client.getHotPicks()).rejects.toMatchObject({ status: 404, code: 'CENTER_NOT_FOUND' });
    await expect(
      client.submitContactInquiry({ formKey: 'kontakt', name: 'A', email: 'a@b.example', message: 'Hi' }),
    ).rejects.toMatchObject({
      status: 503,
      code: 'UNAVAILABLE',
    });
    expect(stub.requests.map((r) => r.method)).toEqual(['GET', 'POST']);
  });

  it('names an error without the error body by its status', async () => {
    stub = await startStub((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad gateway</html>');
    });
    await expect(clientOf(stub.baseUrl, { retries: 0 }).getHotPicks()).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
    });
  });

  it('refuses a 200 that is no JSON', async () => {
    stub = await startStub((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>captive portal</html>');
    });
    await expect(clientOf(stub.baseUrl).getHotPicks()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('timeouts and aborts', () => {
  const silent = () => startStub(() => {}); // never answers

  it('times out with AbortSignal.timeout', async () => {
    stub = await silent();
    const started = Date.now();
    await expect(clientOf(stub.baseUrl, { timeoutMs: 200, retries: 0 }).getHotPicks()).rejects.toMatchObject({
      status: 0,
      code: 'TIMEOUT',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('times out with an AbortController where AbortSignal.timeout is missing', async () => {
    stub = await silent();
    const original = AbortSignal.timeout;
    // @ts-expect-error: an older platform without AbortSignal.timeout
    AbortSignal.timeout = undefined;
    try {
      await expect(clientOf(stub.baseUrl, { timeoutMs: 150, retries: 0 }).getHotPicks()).rejects.toMatchObject({
        code: 'TIMEOUT',
      });
    } finally {
      AbortSignal.timeout = original;
    }
  });

  it("rejects with the caller's abort reason, not a timeout", async () => {
    stub = await silent();
    const controller = new AbortController();
    const read = clientOf(stub.baseUrl).getHotPicks({ signal: controller.signal });
    setTimeout(() => controller.abort(new Error('left the page')), 50);
    await expect(read).rejects.toThrow('left the page');
  });

  it('reports an unreachable host as NETWORK_ERROR', async () => {
    stub = await startStub(() => {});
    const { baseUrl } = stub;
    await stub.close();
    stub = undefined;
    // after its retries (kept short here: the backoff has its own test)
    await expect(clientOf(baseUrl, { maxRetryDelayMs: 20 }).getHotPicks()).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });
});

describe('etag', () => {
  it('keeps nothing without the option, and answers a 304 from the kept body with it', async () => {
    stub = await startStub((req, res) => {
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304, { etag: '"v1"' });
        res.end();
      } else json(res, 200, { success: true, data: [{ id: 'kept' }] }, { etag: '"v1"' });
    });
    await clientOf(stub.baseUrl).getHotPicks();
    await clientOf(stub.baseUrl).getHotPicks();
    const cached = clientOf(stub.baseUrl, { etag: true });
    await cached.getHotPicks();
    expect(await cached.getHotPicks()).toEqual([{ id: 'kept' }]);
    expect(stub.requests.map((r) => r.headers['if-none-match'])).toEqual([undefined, undefined, undefined, '"v1"']);
  });
});

describe('chatbot and forms', () => {
  it('posts the chatbot question with the center and answers items, actions and content blocks', async () => {
    const answer = {
      items: [{ type: 'text', text: 'Hallo' }],
      actions: [],
      suggestedActions: [{ type: 'open-shop', label: 'Zum Shop' }],
      contentBlocks: [{ kind: 'offers', items: [] }],
    };
    stub = await startStub((_req, res) => json(res, 200, answer));
    const reply = await clientOf(stub.baseUrl).askChatbot({
      message: 'Welche Angebote gibt es?',
      locale: 'de',
      history: [{ role: 'assistant', content: 'Wie kann ich helfen?' }],
      chatConsentAccepted: true,
    });
    expect(reply).toEqual(answer);
    const [request] = stub.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/api/ai/visitor-chatbot' });
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      centerId: CENTER,
      message: 'Welche Angebote gibt es?',
      locale: 'de',
      history: [{ role: 'assistant', content: 'Wie kann ich helfen?' }],
      chatConsentAccepted: true,
    });
  });

  it('unwraps a chatbot answer in a { success, data } envelope and reports 429 without retrying', async () => {
    stub = await startStub((_req, res, index) =>
      index === 0
        ? json(res, 200, { success: true, data: { items: [], actions: [], suggestedActions: [], contentBlocks: [] } })
        : json(res, 429, { success: false, error: { code: 'RATE_LIMITED', message: 'Too many' } }),
    );
    const client = clientOf(stub.baseUrl);
    expect(await client.askChatbot({ apiKey: 'plugin-key', message: 'Hi', chatConsentAccepted: true })).toEqual({
      items: [],
      actions: [],
      suggestedActions: [],
      contentBlocks: [],
    });
    await expect(client.askChatbot({ message: 'Hi', chatConsentAccepted: true })).rejects.toMatchObject({
      status: 429,
    });
    expect(stub.requests).toHaveLength(2);
  });

  it('posts the contact and rental forms with formKey, fields and the honeypot', async () => {
    stub = await startStub((_req, res) => json(res, 200, { success: true }));
    const client = clientOf(stub.baseUrl);
    expect(
      await client.submitContactInquiry({
        formKey: 'kontakt',
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Hallo',
      }),
    ).toEqual({ success: true });
    await client.submitRentalInquiry(
      {
        formKey: 'vermietung',
        name: 'Bea',
        email: 'x@example.com',
        message: 'Fläche',
        desiredArea: '120 m²',
        website: 'spam.example',
      },
      { centerId: 'other-center' },
    );
    expect(stub.requests.map((r) => [r.url, JSON.parse(r.body)])).toEqual([
      [
        `/api/centers/${CENTER}/send-contact-inquiry`,
        { formKey: 'kontakt', name: 'Ada', email: 'ada@example.com', message: 'Hallo', website: '' },
      ],
      [
        '/api/centers/other-center/send-rental-inquiry',
        {
          formKey: 'vermietung',
          name: 'Bea',
          email: 'x@example.com',
          message: 'Fläche',
          desiredArea: '120 m²',
          website: 'spam.example',
        },
      ],
    ]);
  });
});
