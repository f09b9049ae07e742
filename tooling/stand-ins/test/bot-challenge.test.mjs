// The bot-challenge stand-in answers like Turnstile's siteverify and records what it was asked.
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { startBotChallengeStandIn } from '../index.mjs';

const verify = (url, form) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });

test('the bot-challenge stand-in passes a valid token with the right secret and records the request', async () => {
  const verifier = await startBotChallengeStandIn({ secret: 's-1', validTokens: ['good'] });
  try {
    assert.match(verifier.url, /^http:\/\/127\.0\.0\.1:\d+\/siteverify$/);
    const res = await verify(verifier.url, { secret: 's-1', response: 'good', remoteip: '203.0.113.9' });
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.success, true);
    assert.deepEqual(body['error-codes'], []);
    assert.deepEqual(verifier.requests, [{ secret: 's-1', response: 'good', remoteip: '203.0.113.9' }]);
  } finally {
    await verifier.close();
  }
});

test('the bot-challenge stand-in refuses a wrong token, a wrong secret and a missing response', async () => {
  const verifier = await startBotChallengeStandIn({ secret: 's-1', validTokens: ['good'] });
  try {
    const codes = async (form) => (await (await verify(verifier.url, form)).json())['error-codes'];
    assert.deepEqual(await codes({ secret: 's-1', response: 'bad' }), ['invalid-input-response']);
    assert.deepEqual(await codes({ secret: 'wrong', response: 'good' }), ['invalid-input-secret']);
    assert.deepEqual(await codes({ secret: 's-1' }), ['missing-input-response']);
    verifier.validTokens.add('later');
    assert.equal((await (await verify(verifier.url, { secret: 's-1', response: 'later' })).json()).success, true);
    assert.equal(verifier.requests.length, 4);
  } finally {
    await verifier.close();
  }
});

test('the bot-challenge stand-in answers a forced failure once, and 404 off its path', async () => {
  const verifier = await startBotChallengeStandIn({ validTokens: ['good'] });
  try {
    verifier.failNext(503);
    assert.equal((await verify(verifier.url, { secret: verifier.secret, response: 'good' })).status, 503);
    assert.equal((await verify(verifier.url, { secret: verifier.secret, response: 'good' })).status, 200);
    assert.equal((await fetch(`${verifier.origin}/other`)).status, 404);
  } finally {
    await verifier.close();
  }
});
