// The forms of a center website (spec 4.4): which form key goes to which route, and how its e-mail is labelled.

/** The two dashboard routes a center website posts its forms to. */
export type WebsiteFormRoute = 'contact' | 'rental';

export interface WebsiteFormDefinition {
  route: WebsiteFormRoute;
  /** the form label of spec 6.3, shown as the mail's heading */
  label: string;
  /** whether the form asks for the desired area and period (rental and promotion space) */
  asksForSpace: boolean;
}

export const WEBSITE_FORMS = {
  kontakt: { route: 'contact', label: 'Kontaktanfrage', asksForSpace: false },
  vermietung: { route: 'rental', label: 'Mietanfrage', asksForSpace: true },
  promotionflaeche: { route: 'rental', label: 'Anfrage Promotionfläche', asksForSpace: true },
} as const satisfies Record<string, WebsiteFormDefinition>;

export type WebsiteFormKey = keyof typeof WEBSITE_FORMS;

export const WEBSITE_FORM_KEYS = Object.keys(WEBSITE_FORMS) as WebsiteFormKey[];

/** The most addresses the mail of one form goes to (spec 6.3). */
export const MAX_FORM_RECIPIENTS = 20;

/** The form keys a route takes, e.g. `rental` → `vermietung`, `promotionflaeche`. */
export function formKeysOf(route: WebsiteFormRoute): WebsiteFormKey[] {
  return WEBSITE_FORM_KEYS.filter((key) => WEBSITE_FORMS[key].route === route);
}

export function isWebsiteFormKey(value: unknown): value is WebsiteFormKey {
  return typeof value === 'string' && Object.hasOwn(WEBSITE_FORMS, value);
}

/** The path segment of a route: `send-contact-inquiry`, `send-rental-inquiry`. */
export function routeSegment(route: WebsiteFormRoute): string {
  return `send-${route}-inquiry`;
}

/** The template id the form e-mails carry in the e-mail log and as the provider's tag. */
export const WEBSITE_FORM_TEMPLATE_ID = 'WEBSITE_FORM_INQUIRY';

/** Why a submission is refused; the HTTP layer maps the kind to its status. */
export type WebsiteFormErrorKind =
  | 'invalid'
  | 'not_found'
  | 'challenge_failed'
  | 'challenge_unavailable'
  | 'no_recipients'
  | 'send_failed';

export class WebsiteFormError extends Error {
  constructor(
    readonly kind: WebsiteFormErrorKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'WebsiteFormError';
  }
}
