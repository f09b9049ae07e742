// The bot challenge of the website forms (spec 8): a Turnstile-compatible siteverify check of the widget's token.
// Without the keys the challenge is off; the honeypot and link filter apply either way.

export interface BotChallengeConfig {
  siteKey?: string;
  secretKey?: string;
  verifyUrl: string;
}

export type BotChallengeOutcome =
  | { status: 'off' }
  | { status: 'passed' }
  | { status: 'failed'; reason: string }
  /** the verifier could not be asked or gave no usable answer: the form is refused, never sent unchecked */
  | { status: 'unavailable'; reason: string };

const VERIFY_TIMEOUT_MS = 5000;

/**
 * Asks the verifier about a token: a form-encoded POST of `secret`, `response` and `remoteip`, answered with
 * `{ success, "error-codes" }`. A missing token fails without asking.
 */
export async function verifyBotChallenge(
  config: BotChallengeConfig,
  input: { token?: string | null; remoteIp?: string | null },
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<BotChallengeOutcome> {
  if (!config.secretKey) return { status: 'off' };
  const token = input.token?.trim();
  if (!token) return { status: 'failed', reason: 'no challenge token' };
  const form = new URLSearchParams({ secret: config.secretKey, response: token });
  if (input.remoteIp && input.remoteIp !== 'unknown') form.set('remoteip', input.remoteIp);
  let answer: unknown;
  try {
    const res = await (options.fetch ?? fetch)(config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(options.timeoutMs ?? VERIFY_TIMEOUT_MS),
    });
    if (!res.ok) return { status: 'unavailable', reason: `the verifier answered HTTP ${res.status}` };
    answer = await res.json();
  } catch (error) {
    return { status: 'unavailable', reason: `the verifier could not be reached: ${(error as Error).message}` };
  }
  const result = answer as { success?: unknown; 'error-codes'?: unknown } | null;
  if (typeof result?.success !== 'boolean') return { status: 'unavailable', reason: 'the verifier gave no verdict' };
  if (result.success) return { status: 'passed' };
  const codes = Array.isArray(result['error-codes']) ? result['error-codes'].map(String) : [];
  // a refused secret is our configuration's fault, not the visitor's
  if (codes.some((code) => code === 'invalid-input-secret' || code === 'missing-input-secret')) {
    return { status: 'unavailable', reason: `the verifier refused the secret key (${codes.join(', ')})` };
  }
  return { status: 'failed', reason: codes.join(', ') || 'refused' };
}
