// Spec 8: the bot challenge against the loopback Turnstile-compatible verifier.
import { type BotChallengeStandIn, startBotChallengeStandIn } from '@center-platform/stand-ins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBotChallenge } from './bot-challenge';

describe('verifyBotChallenge', () => {
  let verifier: BotChallengeStandIn;
  const config = () => ({ siteKey: 'site', secretKey: verifier.secret, verifyUrl: verifier.url });

  beforeAll(async () => {
    verifier = await startBotChallengeStandIn({ validTokens: ['good-token'] });
  });
  afterAll(() => verifier.close());

  it('is off without the secret key and asks nothing', async () => {
    const before = verifier.requests.length;
    expect(await verifyBotChallenge({ verifyUrl: verifier.url }, { token: 'good-token' })).toEqual({ status: 'off' });
    expect(verifier.requests.length).toBe(before);
  });

  it('passes a valid token, posting secret, response and remote ip form-encoded', async () => {
    expect(await verifyBotChallenge(config(), { token: 'good-token', remoteIp: '203.0.113.7' })).toEqual({
      status: 'passed',
    });
    expect(verifier.requests.at(-1)).toEqual({
      secret: verifier.secret,
      response: 'good-token',
      remoteip: '203.0.113.7',
    });
  });

  it('fails a wrong or missing token (a missing one without asking)', async () => {
    expect(await verifyBotChallenge(config(), { token: 'forged' })).toEqual({
      status: 'failed',
      reason: 'invalid-input-response',
    });
    const before = verifier.requests.length;
    expect((await verifyBotChallenge(config(), { token: '  ' })).status).toBe('failed');
    expect(verifier.requests.length).toBe(before);
  });

  it('is unavailable when the verifier errs, gives no verdict, refuses our secret or cannot be reached', async () => {
    verifier.failNext(500);
    expect((await verifyBotChallenge(config(), { token: 'good-token' })).status).toBe('unavailable');
    verifier.failNext(200, { hello: 'world' });
    expect((await verifyBotChallenge(config(), { token: 'good-token' })).status).toBe('unavailable');
    expect((await verifyBotChallenge({ ...config(), secretKey: 'wrong' }, { token: 'good-token' })).status).toBe(
      'unavailable',
    );
    const closed = { ...config(), verifyUrl: 'http://127.0.0.1:9/siteverify' };
    expect((await verifyBotChallenge(closed, { token: 'good-token' })).status).toBe('unavailable');
  });

  it('gives up on a verifier that does not answer in time', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('timed out'))));
    expect(
      (await verifyBotChallenge(config(), { token: 'good-token' }, { fetch: hanging, timeoutMs: 50 })).status,
    ).toBe('unavailable');
  });
});
