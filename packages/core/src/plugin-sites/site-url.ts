import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { DomainError } from '../errors';

// A plugin site's address is given by staff and called by the worker, so it must not become a way into our own
// network: only http(s) without credentials; in production https only and no host that resolves to a loopback,
// private, link-local or unique-local address (checked again before every sync, DNS may change).

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

export interface SiteUrlPolicy {
  /** https only and no private addresses (production) */
  strict: boolean;
}

/** The site's base URL without trailing slash, query or fragment; INVALID_PLUGIN_SITE_URL otherwise. */
export function normalizeSiteUrl(raw: string, policy: SiteUrlPolicy): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new DomainError('invalid', 'INVALID_PLUGIN_SITE_URL', 'url: expected an absolute http(s) URL.');
  }
  const allowed = policy.strict ? ['https:'] : ['https:', 'http:'];
  if (!allowed.includes(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new DomainError(
      'invalid',
      'INVALID_PLUGIN_SITE_URL',
      `url: expected ${policy.strict ? 'an https' : 'an http(s)'} URL without credentials, query or fragment.`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Refuses (strict policy) a host that is or resolves to a private address. */
export async function assertPublicHost(siteUrl: string, policy: SiteUrlPolicy): Promise<void> {
  if (!policy.strict) return;
  const host = new URL(siteUrl).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  for (const { address, family } of addresses) {
    // an IPv4-mapped IPv6 address (::ffff:10.0.0.1) is checked as the IPv4 address it carries
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    const blocked = mapped ? PRIVATE.check(mapped, 'ipv4') : PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4');
    if (blocked) {
      throw new DomainError('invalid', 'PLUGIN_SITE_PRIVATE_ADDRESS', `${host} resolves to a private address.`);
    }
  }
}
