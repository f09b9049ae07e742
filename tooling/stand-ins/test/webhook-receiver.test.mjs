// The webhook receiver accepts what the Standard Webhooks library signed with its secret and refuses the rest.
import assert from 'node:assert/strict';
import { Webhook } from 'standardwebhooks';
import { test } from 'vitest';
import { startWebhookReceiver } from '../index.mjs';

const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

const post = (receiver, body, sign = SECRET) => {
  const at = new Date();
  return fetch(receiver.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(sign).sign('msg_1', at, body),
    },
    body,
  });
};

test('verifies the signature, refuses another secret, fails on demand', async () => {
  const receiver = await startWebhookReceiver();
  try {
    assert.equal((await post(receiver, '{"type":"x"}')).status, 401);
    receiver.setSecret(SECRET);
    assert.equal((await post(receiver, '{"type":"x"}')).status, 204);
    assert.deepEqual(receiver.deliveries[1]?.payload, { type: 'x' });
    const other = `whsec_${Buffer.alloc(32, 8).toString('base64')}`;
    assert.equal((await post(receiver, '{"type":"x"}', other)).status, 401);
    receiver.failWith(503);
    assert.equal((await post(receiver, '{"type":"x"}')).status, 503);
    assert.deepEqual(
      receiver.deliveries.map((d) => [d.verified, d.status]),
      [
        [false, 401],
        [true, 204],
        [false, 401],
        [true, 503],
      ],
    );
    assert.equal((await receiver.waitFor((d) => d.status === 503)).id, 'msg_1');
  } finally {
    await receiver.close();
  }
}, 10_000);
