// The body a center website posts (spec 4.4): raw text only, one strict schema per form key.
import { z } from 'zod';
import {
  formKeysOf,
  isWebsiteFormKey,
  routeSegment,
  WEBSITE_FORMS,
  WebsiteFormError,
  type WebsiteFormKey,
  type WebsiteFormRoute,
} from './forms';

/** Field lengths; generous for people, small enough that no form mail grows unbounded. */
export const WEBSITE_FORM_LIMITS = {
  name: 200,
  email: 254,
  phone: 50,
  company: 200,
  subject: 200,
  message: 5000,
  desiredArea: 200,
  desiredPeriod: 200,
  website: 2000,
  botChallengeToken: 2048,
} as const;

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
// one-line values end up in a mail header (subject, Reply-To, name): no control character at all but the tab
const SINGLE_LINE_ALLOWED = new Set([TAB]);
// a message may have lines (LF, or CRLF as a browser's form encoding sends) and tabs
const MULTI_LINE_ALLOWED = new Set([TAB, LF, CR]);

/** The first control character (C0, DEL, C1, and the Unicode line and paragraph separators) not allowed, as `U+XXXX`. */
function controlCharacterOf(value: string, allowed: Set<number>): string | null {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
    if (control && !allowed.has(code)) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return null;
}

const text = (max: number, allowed: Set<number>) =>
  z
    .string()
    .max(max, `at most ${max} characters`)
    .superRefine((value, ctx) => {
      const control = controlCharacterOf(value, allowed);
      if (control) ctx.addIssue({ code: 'custom', message: `must not contain the control character ${control}` });
    });
const required = (max: number, allowed = SINGLE_LINE_ALLOWED) =>
  text(max, allowed).refine((v) => v.trim() !== '', 'required');
// a blank optional input arrives as '' from most form libraries: the same as leaving it out
const optional = (max: number) => text(max, SINGLE_LINE_ALLOWED).optional();

const common = {
  name: required(WEBSITE_FORM_LIMITS.name),
  email: z
    .email('expected an e-mail address')
    .max(WEBSITE_FORM_LIMITS.email, `at most ${WEBSITE_FORM_LIMITS.email} characters`),
  phone: optional(WEBSITE_FORM_LIMITS.phone),
  company: optional(WEBSITE_FORM_LIMITS.company),
  message: required(WEBSITE_FORM_LIMITS.message, MULTI_LINE_ALLOWED),
  /** the honeypot: people never see it, so any value marks a bot (checked by the spam rules, never mailed) */
  website: z.string().max(WEBSITE_FORM_LIMITS.website, `at most ${WEBSITE_FORM_LIMITS.website} characters`).optional(),
  /** the bot-challenge widget's response token (only read while the challenge is configured) */
  botChallengeToken: optional(WEBSITE_FORM_LIMITS.botChallengeToken),
};

const contactSchema = z.strictObject({
  formKey: z.literal('kontakt'),
  ...common,
  subject: optional(WEBSITE_FORM_LIMITS.subject),
});

const spaceFields = {
  /** e.g. "ca. 120 m²" or "Aktionsfläche im EG"; free text, as people describe it */
  desiredArea: optional(WEBSITE_FORM_LIMITS.desiredArea),
  /** e.g. "ab 1. März 2027" or "15.–20.03.2027" */
  desiredPeriod: optional(WEBSITE_FORM_LIMITS.desiredPeriod),
};

/** The body of each form (spec 4.4), also the public OpenAPI document's. */
export const WEBSITE_FORM_SCHEMAS = {
  kontakt: contactSchema,
  vermietung: z.strictObject({ formKey: z.literal('vermietung'), ...common, ...spaceFields }),
  promotionflaeche: z.strictObject({ formKey: z.literal('promotionflaeche'), ...common, ...spaceFields }),
} as const satisfies Record<WebsiteFormKey, z.ZodType>;

export type ContactSubmission = z.output<typeof contactSchema>;
export type SpaceSubmission =
  | z.output<(typeof WEBSITE_FORM_SCHEMAS)['vermietung']>
  | z.output<(typeof WEBSITE_FORM_SCHEMAS)['promotionflaeche']>;
/** A validated submission; optional values that were blank are absent, the others trimmed (the message as written). */
export type WebsiteFormSubmission = ContactSubmission | SpaceSubmission;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Blank optional values are dropped, one-line values trimmed; the message keeps its own spacing. */
function tidy<T extends Record<string, unknown>>(submission: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(submission)) {
    if (typeof value !== 'string') out[key] = value;
    else if (key === 'message' || key === 'website') out[key] = value;
    else if (value.trim() !== '') out[key] = value.trim();
  }
  return out as T;
}

/**
 * The submission of a route, or a `WebsiteFormError` (kind `invalid`) naming each bad field as `body.<field>`:
 * a form key of the other route, an unknown key, an unknown field, a missing or overlong value, a control character.
 */
export function parseWebsiteFormSubmission(route: WebsiteFormRoute, body: unknown): WebsiteFormSubmission {
  if (!isRecord(body)) throw new WebsiteFormError('invalid', 'INVALID_REQUEST', 'The body must be a JSON object.');
  const accepted = formKeysOf(route);
  const { formKey } = body;
  if (typeof formKey !== 'string' || formKey === '') {
    throw new WebsiteFormError(
      'invalid',
      'INVALID_FORM_KEY',
      `body.formKey: required, one of ${accepted.join(', ')} (got ${JSON.stringify(formKey ?? null)})`,
    );
  }
  if (!isWebsiteFormKey(formKey)) {
    throw new WebsiteFormError(
      'invalid',
      'INVALID_FORM_KEY',
      `body.formKey: unknown form ${JSON.stringify(formKey)}; ${routeSegment(route)} takes ${accepted.join(', ')}`,
    );
  }
  const definition = WEBSITE_FORMS[formKey];
  if (definition.route !== route) {
    throw new WebsiteFormError(
      'invalid',
      'INVALID_FORM_KEY',
      `body.formKey: the form ${JSON.stringify(formKey)} is sent to ${routeSegment(definition.route)}, not ${routeSegment(route)}`,
    );
  }
  const result = WEBSITE_FORM_SCHEMAS[formKey].safeParse(body);
  if (!result.success) {
    const message = result.error.issues
      .map((issue) => {
        if (issue.code === 'unrecognized_keys') {
          return issue.keys.map((key) => `body.${key}: not a field of the form ${JSON.stringify(formKey)}`).join('; ');
        }
        return `body${issue.path.map((p) => `.${String(p)}`).join('')}: ${issue.message}`;
      })
      .join('; ');
    throw new WebsiteFormError('invalid', 'INVALID_REQUEST', message);
  }
  return tidy(result.data);
}
