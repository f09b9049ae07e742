/**
 * A host name as a center's custom domain is stored: lower case, without port, trailing dot or path.
 * Returns undefined for anything that is not a plausible host name.
 */
export function normalizeDomain(input: string): string | undefined {
  let host = input.trim().toLowerCase();
  host = host.replace(/^[a-z]+:\/\//, '').split(/[/?#]/)[0] ?? '';
  host = host.replace(/:\d+$/, '').replace(/\.$/, '');
  if (
    host.length === 0 ||
    host.length > 253 ||
    !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host)
  ) {
    return undefined;
  }
  return host;
}

/** The stored domains a request host may match: itself, and the same host with or without `www.`. */
export function domainCandidates(host: string): string[] {
  return host.startsWith('www.') ? [host, host.slice(4)] : [host, `www.${host}`];
}
