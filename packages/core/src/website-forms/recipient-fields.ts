import { z } from 'zod';
import { MAX_FORM_RECIPIENTS, WEBSITE_FORM_KEYS, type WebsiteFormKey } from './forms';

// The e-mail recipients a center sets (browser-safe: `@center-platform/core/shared`), the rule of the server's
// writes and of the dashboard's form alike.

/** Up to 20 e-mail recipients a center sets (reports, forms): trimmed, lower-cased, each once. */
export const RecipientList = z
  .array(z.string().trim().toLowerCase().pipe(z.email().max(320)))
  .max(MAX_FORM_RECIPIENTS)
  .transform((emails) => [...new Set(emails)]);

/** Per form key of the center website the addresses its e-mail goes to (spec 6.3). */
export const FormRecipientsInput = z.strictObject(
  Object.fromEntries(WEBSITE_FORM_KEYS.map((key) => [key, RecipientList.optional()])) as Record<
    WebsiteFormKey,
    z.ZodOptional<typeof RecipientList>
  >,
);
