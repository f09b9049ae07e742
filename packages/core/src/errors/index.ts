/** The kinds of refusal a domain rule can state; the HTTP layer maps them to 400, 401, 403, 404 and 409. */
export type DomainErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict';

/** A refusal by a business rule, with a stable code for clients (e.g. `TOKEN_EXPIRED`). */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
