import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// Whether an IP address is a public unicast one, the only kind the server may call on a URL that staff give.
// ipaddr.js names the ranges; an IPv6 address that carries an IPv4 one is judged by the IPv4 address it reaches:
// ipaddr.js calls `::7f00:1` (IPv4-compatible) "unicast" and `64:ff9b::7f00:1` (NAT64) "rfc6052" (STACK-NOTES).

const NAT64_PREFIX = [0x64, 0xff9b, 0, 0, 0, 0];

function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  const head = address.parts.slice(0, 6);
  const compatible = head.every((part) => part === 0) && address.range() === 'unicast'; // not :: or ::1
  const nat64 = head.every((part, i) => part === NAT64_PREFIX[i]);
  if (!compatible && !nat64) return undefined;
  const [high = 0, low = 0] = address.parts.slice(6);
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** True for a public unicast address; false for anything else, including what is not an IP address. */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false; // ipaddr.js alone would take inet_aton forms such as `1.2.3`
  const parsed = ipaddr.parse(address);
  const target = parsed.kind() === 'ipv6' ? (embeddedIPv4(parsed as ipaddr.IPv6) ?? parsed) : parsed;
  return target.range() === 'unicast';
}
