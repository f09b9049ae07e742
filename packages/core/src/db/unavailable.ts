// PostgreSQL's connection-exception and operator-intervention classes, and what the drivers throw when no
// connection can be made or one is lost.
const UNAVAILABLE_SQLSTATE = /^(08|57P)/;
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EPIPE']);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|PGlite is closed|driver has already been destroyed/i;

/** Whether an error says the database cannot be reached (rather than that a statement failed). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_CODES.has(code))) return true;
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnavailable)) return true;
    if (UNAVAILABLE_MESSAGE.test(cause.message)) return true;
  }
  return false;
}
