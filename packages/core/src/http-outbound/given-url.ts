import { DomainError } from '../errors';
import {
  assertPublicTarget,
  checkOutboundUrl,
  type OutboundPolicy,
  OutboundRefusedError,
  type ResolveAll,
} from './outbound-url';

// A URL staff give for the server to call later (a plugin site, a webhook): checked when it is saved, and again by the
// guard when each call connects (send-outbound.ts).

/** The policy of such a URL: in production https only, so keys and signatures never travel in clear. */
export interface GivenUrlPolicy extends OutboundPolicy {
  httpsOnly: boolean;
}

/** The parsed URL; OutboundRefusedError when the guard's URL checks or the https rule refuse it. */
export function parseGivenUrl(raw: string, policy: GivenUrlPolicy): URL {
  const url = checkOutboundUrl(raw.trim(), policy);
  if (policy.httpsOnly && url.protocol !== 'https:') throw new OutboundRefusedError('url', 'expected an https URL.');
  return url;
}

/**
 * Refuses a host that is, or resolves to, a non-public address. A host that does not resolve (yet) is kept: the guard
 * checks again when a call connects.
 */
export async function assertGivenTarget(
  url: string | URL,
  policy: GivenUrlPolicy,
  resolve?: ResolveAll,
): Promise<void> {
  try {
    await assertPublicTarget(url, policy, resolve);
  } catch (error) {
    if (error instanceof OutboundRefusedError || !(error instanceof Error && 'code' in error)) throw error;
  }
}

/** The guard's refusal as the 400 of a `url` field, with its area's codes. */
export function givenUrlError(error: OutboundRefusedError, codes: { url: string; address: string }): DomainError {
  return error.reason === 'address'
    ? new DomainError('invalid', codes.address, `url: ${error.message} Set ALLOW_PRIVATE_OUTBOUND to allow it.`)
    : new DomainError('invalid', codes.url, `url: ${error.message}`);
}
