import { type LookupAddress, type LookupAllOptions, lookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { privateAddressError } from './outbound-url';
import { isPublicAddress } from './public-address';

// The connect-time half of the guard: the socket's own name lookup. Every address the host resolves to is checked
// and the socket connects only to those, so a DNS answer that changes after an earlier check (rebinding) cannot
// slip a private address in between check and connection.

export type LookupAllFunction = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/** A `lookup` for http.request / net.connect that fails when the host resolves to any non-public address. */
export function guardedLookup(base: LookupAllFunction = lookup): LookupFunction {
  return (hostname, options, callback) => {
    base(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const refused = addresses.find(({ address }) => !isPublicAddress(address));
      if (refused) return callback(privateAddressError(hostname, refused.address), '');
      const [first] = addresses;
      if (options.all) return callback(null, addresses);
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
      return callback(null, first.address, first.family);
    });
  };
}
