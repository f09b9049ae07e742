import { type LookupAddress, lookup } from 'node:dns';
import { isIP } from 'node:net';
import { isPublicAddress } from './public-address';

// The checks of a URL the server is asked to call (a plugin site, later webhooks) before any request: http(s) only,
// no credentials in the URL and, unless ALLOW_PRIVATE_OUTBOUND, only public addresses. The WHATWG parser has already
// turned `http://2130706433/`, `http://0x7f.0.0.1/` and `[::ffff:127.0.0.1]` into their plain forms.

export interface OutboundPolicy {
  /** ALLOW_PRIVATE_OUTBOUND: loopback, private, link-local and other non-public targets are allowed too */
  allowPrivate: boolean;
}

/** every address a host name resolves to (dns.lookup with `all`) */
export type ResolveAll = (hostname: string) => Promise<LookupAddress[]>;

export class OutboundRefusedError extends Error {
  constructor(
    /** `url`: not an http(s) URL without credentials; `address`: a non-public target */
    readonly reason: 'url' | 'address',
    message: string,
  ) {
    super(message);
    this.name = 'OutboundRefusedError';
  }
}

/** The host without the brackets of an IPv6 literal. */
export const bareHostname = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

export const privateAddressError = (host: string, address: string) =>
  new OutboundRefusedError(
    'address',
    host === address
      ? `${host} is not a public address (loopback, private, link-local or reserved).`
      : `${host} resolves to ${address}, which is not a public address (loopback, private, link-local or reserved).`,
  );

/** The parsed URL when it may be called; an IP literal is judged here (a connection to it looks nothing up). */
export function checkOutboundUrl(raw: string | URL, policy: OutboundPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefusedError('url', 'expected an absolute http(s) URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundRefusedError('url', `expected an http(s) URL, not ${url.protocol}`);
  if (url.username || url.password) throw new OutboundRefusedError('url', 'credentials in the URL are not allowed.');
  const host = bareHostname(url);
  if (!policy.allowPrivate && isIP(host) !== 0 && !isPublicAddress(host)) throw privateAddressError(host, host);
  return url;
}

const lookupAll: ResolveAll = (hostname) =>
  new Promise((resolve, reject) =>
    lookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/**
 * Refuses a URL whose host is, or resolves to, any non-public address. A resolver error (no such host) is passed
 * on: the caller decides whether a host that does not resolve yet may be kept.
 */
export async function assertPublicTarget(
  raw: string | URL,
  policy: OutboundPolicy,
  resolve: ResolveAll = lookupAll,
): Promise<URL> {
  const url = checkOutboundUrl(raw, policy);
  const host = bareHostname(url);
  if (policy.allowPrivate || isIP(host) !== 0) return url;
  for (const { address } of await resolve(host)) {
    if (!isPublicAddress(address)) throw privateAddressError(host, address);
  }
  return url;
}
