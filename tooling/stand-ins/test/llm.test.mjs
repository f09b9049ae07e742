// The chat-completions stand-in: answers with the bearer key, refuses without it, records requests, fails on demand.
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { startLlmStandIn } from '../index.mjs';

const ask = (url, key, body = { model: 'm', messages: [{ role: 'user', content: 'Hallo' }] }) =>
  fetch(`${url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

test('answers one assistant message and records the request', async () => {
  const llm = await startLlmStandIn({ apiKey: 'k1', reply: (body) => `echo: ${body.messages.at(-1).content}` });
  try {
    const res = await ask(llm.url, 'k1');
    assert.equal(res.status, 200);
    const json = await res.json();
    assert.equal(json.choices[0].message.content, 'echo: Hallo');
    assert.equal(llm.requests.length, 1);
    assert.equal(llm.requests[0].authorization, 'Bearer k1');
    assert.equal(llm.requests[0].body.model, 'm');
  } finally {
    await llm.close();
  }
});

test('refuses a wrong key, bad bodies and other paths', async () => {
  const llm = await startLlmStandIn({ apiKey: 'k1' });
  try {
    assert.equal((await ask(llm.url, 'wrong')).status, 401);
    assert.equal((await ask(llm.url, undefined)).status, 401);
    assert.equal((await ask(llm.url, 'k1', '{not json')).status, 400);
    assert.equal((await ask(llm.url, 'k1', { model: 'm' })).status, 400);
    assert.equal((await fetch(`${llm.url}/models`, { headers: { authorization: 'Bearer k1' } })).status, 404);
  } finally {
    await llm.close();
  }
});

test('fails on demand, answers malformed bodies and delays', async () => {
  const llm = await startLlmStandIn({ apiKey: 'k1', reply: 'ok' });
  try {
    llm.failNext(503);
    llm.failNext(200, '{"choices": [');
    assert.equal((await ask(llm.url, 'k1')).status, 503);
    const garbage = await ask(llm.url, 'k1');
    assert.equal(garbage.status, 200);
    await assert.rejects(garbage.json());
    assert.equal((await (await ask(llm.url, 'k1')).json()).choices[0].message.content, 'ok');
    llm.delayMs = 150;
    const started = Date.now();
    await ask(llm.url, 'k1');
    assert.ok(Date.now() - started >= 140);
  } finally {
    await llm.close();
  }
});
