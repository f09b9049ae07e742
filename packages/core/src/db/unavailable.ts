import type { Kysely } from 'kysely';
import { pingDatabase } from '../system/database-health';
import type { Database } from './schema';

// PostgreSQL's connection-exception and operator-intervention classes, and what the drivers throw when a connection
// is lost or cannot be had: signs of the database alone.
const DATABASE_SQLSTATE = /^(08|57P)/;
const DATABASE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|driver has already been destroyed/i;
// a socket that failed: the database's, or any other service's (an outbound call the route did not handle)
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EPIPE']);
const PING_TIMEOUT_MS = 2_000;

function causes(error: unknown): Error[] {
  const found: Error[] = [];
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    found.push(cause, ...(cause instanceof AggregateError ? cause.errors.flatMap(causes) : []));
  }
  return found;
}

/**
 * Whether an error means the database cannot be reached (rather than that a statement failed). A failed socket
 * says nothing of whose it was, so then the database is asked: unavailable when it does not answer in 2 s.
 */
export async function isDatabaseUnavailable(error: unknown, db: Kysely<Database>): Promise<boolean> {
  const chain = causes(error);
  const codeOf = (cause: Error) => (cause as { code?: unknown }).code;
  if (chain.some((c) => DATABASE_MESSAGE.test(c.message) || DATABASE_SQLSTATE.test(String(codeOf(c) ?? ''))))
    return true;
  if (!chain.some((c) => SOCKET_CODES.has(String(codeOf(c))))) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), PING_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([pingDatabase(db).then(() => 'answered' as const), timeout])) === 'timeout';
  } catch {
    return true;
  } finally {
    clearTimeout(timer);
  }
}
