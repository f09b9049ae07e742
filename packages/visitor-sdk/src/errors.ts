// Spec 7: a non-ok answer of a public read becomes a VisitorApiError; frontends fall back and never
// render an error object (orFallback, safeRead).

/**
 * The codes a VisitorApiError carries: the client's own (status 0), then the platform's; an answer without a code
 * arrives as `HTTP_<status>`. Open to codes a newer platform adds.
 */
export type VisitorErrorCode =
  | 'TIMEOUT'
  | 'NETWORK_ERROR'
  | 'INVALID_RESPONSE'
  | 'CENTER_ID_MISSING'
  | 'NO_EVENT_SOURCE'
  | 'INVALID_REQUEST'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'PAYLOAD_TOO_LARGE'
  | 'NOT_FOUND'
  | 'CENTER_NOT_FOUND'
  | 'CENTERPLAN_NOT_FOUND'
  | 'FLOOR_NOT_FOUND'
  | 'OFFER_NOT_FOUND'
  | 'PLAYLIST_NOT_FOUND'
  | 'LOCAL_HERO_NOT_FOUND'
  | 'START_NOT_FOUND'
  | 'DESTINATION_NOT_FOUND'
  | 'NO_ROUTE'
  | 'RATE_LIMITED'
  | 'CHATBOT_DISABLED'
  | 'CHAT_CONSENT_REQUIRED'
  | 'CENTER_KEY_MISMATCH'
  | 'INVALID_FORM_KEY'
  | 'BOT_CHALLENGE_FAILED'
  | 'BOT_CHALLENGE_UNAVAILABLE'
  | 'DATABASE_UNAVAILABLE'
  | 'INTERNAL_ERROR'
  | `HTTP_${number}`
  | (string & {});

/**
 * A refusal or failure of the platform's API. `status` is the HTTP status, or 0 when no answer came
 * (`code` TIMEOUT or NETWORK_ERROR); `code` and `message` come from the body
 * `{ success: false, error: { code, message } }` when the server sent one, else `HTTP_<status>`.
 */
export class VisitorApiError extends Error {
  // `declare`: assigned in the constructor, so no class-field helper lands in the bundle
  declare readonly status: number;
  declare readonly code: VisitorErrorCode;

  constructor(status: number, code: VisitorErrorCode, message: string) {
    super(message);
    this.name = 'VisitorApiError';
    this.status = status;
    this.code = code;
  }
}

/** True for a VisitorApiError, also one made by another copy of this package (ESM and CJS side by side). */
export function isVisitorApiError(value: unknown): value is VisitorApiError {
  return (
    value instanceof VisitorApiError ||
    (value instanceof Error &&
      value.name === 'VisitorApiError' &&
      typeof (value as VisitorApiError).status === 'number' &&
      typeof (value as VisitorApiError).code === 'string')
  );
}

/** The data of a read, or why there is none in words a visitor may see. */
export type SafeReadResult<T> =
  | { ok: true; data: T }
  | { ok: false; error: { status: number; code: string; message: string } };

export type MessageLocale = 'de' | 'en';

const MESSAGES = {
  en: [
    'This content is not available.',
    'Too many requests. Please try again in a moment.',
    'This content could not be loaded.',
    'The service is temporarily unavailable. Please try again later.',
  ],
  de: [
    'Dieser Inhalt ist nicht verfügbar.',
    'Zu viele Anfragen. Bitte versuchen Sie es gleich noch einmal.',
    'Dieser Inhalt konnte nicht geladen werden.',
    'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
  ],
} as const;

/** A message for visitors (never the server's technical text): not found, busy, refused, unavailable. */
export function visitorMessage(error: unknown, locale: MessageLocale = 'en'): string {
  const status = isVisitorApiError(error) ? error.status : 0;
  const index = status === 404 || status === 410 ? 0 : status === 429 ? 1 : status >= 400 && status < 500 ? 2 : 3;
  return (MESSAGES[locale] ?? MESSAGES.en)[index];
}

/**
 * Spec 7: the read's data, or `fallback` when it fails in any way (error status, timeout, network).
 * `onError` sees the error, e.g. to log it; it is never rendered.
 */
export async function orFallback<T, F = T>(
  read: Promise<T> | (() => Promise<T>),
  fallback: F,
  onError?: (error: unknown) => void,
): Promise<T | F> {
  try {
    return await (typeof read === 'function' ? read() : read);
  } catch (error) {
    onError?.(error);
    return fallback;
  }
}

/**
 * The read as `{ ok: true, data }`, or `{ ok: false, error }` whose `message` is written for visitors
 * (German or English); `error.code` and `error.status` tell the program what happened.
 */
export async function safeRead<T>(
  read: Promise<T> | (() => Promise<T>),
  options: { locale?: MessageLocale } = {},
): Promise<SafeReadResult<T>> {
  try {
    return { ok: true, data: await (typeof read === 'function' ? read() : read) };
  } catch (error) {
    return {
      ok: false,
      error: {
        status: isVisitorApiError(error) ? error.status : 0,
        code: isVisitorApiError(error) ? error.code : 'UNKNOWN_ERROR',
        message: visitorMessage(error, options.locale),
      },
    };
  }
}
