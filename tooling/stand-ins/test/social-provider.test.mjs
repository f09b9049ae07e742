// The social provider stand-in: publishes with the bearer key, defers a future post, fails on demand, signs notices.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { test } from 'vitest';
import { startSocialProviderStandIn } from '../index.mjs';

const post = (url, key, body) =>
  fetch(`${url}/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

test('publishes now, or takes a future post for later; refuses a wrong key and bad bodies', async () => {
  const provider = await startSocialProviderStandIn({ apiKey: 'k1' });
  try {
    const now = await post(provider.url, 'k1', { postId: 'p1', text: 'Hallo' });
    assert.equal(now.status, 201);
    const published = await now.json();
    assert.match(published.providerPostId, /^sp_/);
    assert.ok(Date.parse(published.publishedAt) > 0);
    const later = await post(provider.url, 'k1', { postId: 'p2', text: 'Bald', scheduledAt: '2999-01-01T00:00:00Z' });
    assert.equal(later.status, 202);
    assert.equal(provider.requests[1].body.postId, 'p2');
    assert.equal((await post(provider.url, 'wrong', { postId: 'p', text: 't' })).status, 401);
    assert.equal((await post(provider.url, 'k1', '{nope')).status, 422);
    provider.failNext(503);
    assert.equal((await post(provider.url, 'k1', { postId: 'p', text: 't' })).status, 503);
  } finally {
    await provider.close();
  }
});

test('delivers notices signed over `<timestamp>.<body>`', async () => {
  const received = [];
  const platform = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, raw });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise((resolve) => platform.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${platform.address().port}/hook`;
  const provider = await startSocialProviderStandIn({ webhookUrl, webhookSecret: 's3cret' });
  try {
    const res = await provider.deliver('post.published', { postId: 'p1', providerPostId: 'sp_1' }, { timestamp: '42' });
    assert.equal(res.status, 200);
    const [{ headers, raw }] = received;
    assert.equal(JSON.parse(raw).type, 'post.published');
    const expected = createHmac('sha256', 's3cret').update(`42.${raw}`).digest('hex');
    assert.equal(headers['x-signature'], `sha256=${expected}`);
    assert.equal(headers['x-signature-timestamp'], '42');
  } finally {
    await provider.close();
    await new Promise((resolve) => platform.close(resolve));
  }
});
