import { DomainError } from '../errors';
import {
  assertPublicTarget,
  checkOutboundUrl,
  type OutboundPolicy,
  OutboundRefusedError,
  type ResolveAll,
} from '../http-outbound/outbound-url';

// A plugin site's address is given by staff and called with the site's bearer key, so it must not become a way
// into our own network: the outbound guard (http-outbound) at registration and again when the sync connects.

export interface SiteUrlPolicy extends OutboundPolicy {
  /** production: the bearer key never travels over plain http */
  httpsOnly: boolean;
}

const invalidUrl = (message: string) => new DomainError('invalid', 'INVALID_PLUGIN_SITE_URL', `url: ${message}`);
const privateAddress = (message: string) =>
  new DomainError('invalid', 'PLUGIN_SITE_PRIVATE_ADDRESS', `url: ${message} Set ALLOW_PRIVATE_OUTBOUND to allow it.`);

/** The guard's refusal as the 400 of a plugin site URL. */
export function siteUrlError(error: OutboundRefusedError): DomainError {
  return error.reason === 'address' ? privateAddress(error.message) : invalidUrl(error.message);
}

/** The site's base URL without trailing slash, query or fragment; INVALID_PLUGIN_SITE_URL otherwise. */
export function normalizeSiteUrl(raw: string, policy: SiteUrlPolicy): string {
  let url: URL;
  try {
    url = checkOutboundUrl(raw.trim(), policy);
  } catch (error) {
    throw error instanceof OutboundRefusedError ? siteUrlError(error) : error;
  }
  if (policy.httpsOnly && url.protocol !== 'https:') throw invalidUrl('expected an https URL.');
  if (url.search || url.hash) throw invalidUrl('expected a URL without query or fragment.');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The normalized URL of a site being registered, refused (PLUGIN_SITE_PRIVATE_ADDRESS) when its host resolves to
 * any non-public address. A host that does not resolve (yet) is kept: the sync checks again when it connects.
 */
export async function checkSiteUrl(raw: string, policy: SiteUrlPolicy, resolve?: ResolveAll): Promise<string> {
  const url = normalizeSiteUrl(raw, policy);
  try {
    await assertPublicTarget(url, policy, resolve);
  } catch (error) {
    if (error instanceof OutboundRefusedError) throw siteUrlError(error);
    if (!(error instanceof Error && 'code' in error)) throw error; // a resolver's failure (ENOTFOUND) keeps the site
  }
  return url;
}
