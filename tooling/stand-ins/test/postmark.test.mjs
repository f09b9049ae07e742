// The Postmark stand-in answers like Postmark's `POST /email` and records what it accepted.
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { startPostmarkStandIn } from '../index.mjs';

const send = (url, token, message) =>
  fetch(`${url}/email`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(token ? { 'x-postmark-server-token': token } : {}),
    },
    body: JSON.stringify(message),
  });

const message = { From: 'Center Platform <no-reply@example.com>', To: 'anna@example.com', Subject: 'Hallo' };

test('the Postmark stand-in accepts a message with the right server token and records it', async () => {
  const postmark = await startPostmarkStandIn({ serverToken: 't-1' });
  try {
    assert.match(postmark.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await send(postmark.url, 't-1', { ...message, Tag: 'WELCOME' });
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.To, 'anna@example.com');
    assert.equal(body.ErrorCode, 0);
    assert.equal(body.Message, 'OK');
    assert.match(body.MessageID, /^[0-9a-f-]{36}$/);
    assert.ok(!Number.isNaN(Date.parse(body.SubmittedAt)));
    assert.equal(postmark.messages.length, 1);
    assert.equal(postmark.messages[0].Tag, 'WELCOME');
    assert.equal(postmark.messages[0].MessageID, body.MessageID);
  } finally {
    await postmark.close();
  }
});

test('the Postmark stand-in refuses a wrong or missing server token with 401 and ErrorCode 10', async () => {
  const postmark = await startPostmarkStandIn();
  try {
    for (const token of ['wrong', undefined]) {
      const res = await send(postmark.url, token, message);
      assert.equal(res.status, 401);
      assert.deepEqual(await res.json(), { ErrorCode: 10, Message: 'Bad or missing Server API Token' });
    }
    assert.equal((await send(postmark.url, 'postmark-test-token', message)).status, 200);
    assert.equal(postmark.messages.length, 1);
  } finally {
    await postmark.close();
  }
});

test('failNext answers the next request with the given status once; bad requests get 422', async () => {
  const postmark = await startPostmarkStandIn();
  try {
    postmark.failNext(500, { ErrorCode: 1, Message: 'boom' });
    const failed = await send(postmark.url, 'postmark-test-token', message);
    assert.equal(failed.status, 500);
    assert.deepEqual(await failed.json(), { ErrorCode: 1, Message: 'boom' });
    assert.equal((await send(postmark.url, 'postmark-test-token', { Subject: 'no recipient' })).status, 422);
    assert.equal((await send(postmark.url, 'postmark-test-token', message)).status, 200);
    assert.deepEqual(
      postmark.messages.map((m) => m.To),
      ['anna@example.com'],
    );
  } finally {
    await postmark.close();
  }
});
