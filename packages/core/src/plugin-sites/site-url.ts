import { DomainError } from '../errors';
import {
  assertGivenTarget,
  type GivenUrlPolicy,
  givenUrlError,
  OutboundRefusedError,
  parseGivenUrl,
  type ResolveAll,
} from '../http-outbound';

// A plugin site's address is given by staff and called with the site's bearer key, so it must not become a way
// into our own network: the outbound guard (http-outbound) at registration and again when the sync connects.

export type SiteUrlPolicy = GivenUrlPolicy;

const CODES = { url: 'INVALID_PLUGIN_SITE_URL', address: 'PLUGIN_SITE_PRIVATE_ADDRESS' };

/** The guard's refusal as the 400 of a plugin site URL. */
export const siteUrlError = (error: OutboundRefusedError): DomainError => givenUrlError(error, CODES);

/** The site's base URL without trailing slash, query or fragment; INVALID_PLUGIN_SITE_URL otherwise. */
export function normalizeSiteUrl(raw: string, policy: SiteUrlPolicy): string {
  let url: URL;
  try {
    url = parseGivenUrl(raw, policy);
  } catch (error) {
    throw error instanceof OutboundRefusedError ? siteUrlError(error) : error;
  }
  if (url.search || url.hash)
    throw new DomainError('invalid', CODES.url, 'url: expected a URL without query or fragment.');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The normalized URL of a site being registered, refused (PLUGIN_SITE_PRIVATE_ADDRESS) when its host resolves to
 * any non-public address. A host that does not resolve (yet) is kept: the sync checks again when it connects.
 */
export async function checkSiteUrl(raw: string, policy: SiteUrlPolicy, resolve?: ResolveAll): Promise<string> {
  const url = normalizeSiteUrl(raw, policy);
  try {
    await assertGivenTarget(url, policy, resolve);
  } catch (error) {
    throw error instanceof OutboundRefusedError ? siteUrlError(error) : error;
  }
  return url;
}
