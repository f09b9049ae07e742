// The form recipients of the center website (spec 6.3): per form key the addresses its e-mail goes to, edited
// as one address per line. Pure: lines ↔ addresses, the stored map ↔ the texts of the form, checked by core's rule.

import { FormRecipientsInput, WEBSITE_FORM_KEYS, type WebsiteFormKey } from '@center-platform/core/shared';
import type { FormRecipientSetting } from '@center-platform/core/website-forms';
import type { MessageKey } from '../i18n';

export type RecipientTexts = Record<WebsiteFormKey, string>;

/** The addresses of a text: one per line, trimmed, blank lines skipped, each address once (case-insensitive). */
export function parseRecipientLines(text: string): string[] {
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const address = line.trim();
    if (address === '') continue;
    const normalized = address.toLowerCase();
    if (seen.has(normalized)) continue;
    seen.add(normalized);
    addresses.push(address);
  }
  return addresses;
}

/** The texts of the form from the stored map: one address per line, an unset form is empty. */
export function recipientTexts(setting: FormRecipientSetting): RecipientTexts {
  return Object.fromEntries(WEBSITE_FORM_KEYS.map((key) => [key, (setting[key] ?? []).join('\n')])) as RecipientTexts;
}

/** The map to store from the texts: a form without addresses is left out (it falls back to Kontakt). */
export function recipientSetting(texts: RecipientTexts): FormRecipientSetting {
  const setting: FormRecipientSetting = {};
  for (const key of WEBSITE_FORM_KEYS) {
    const addresses = parseRecipientLines(texts[key]);
    if (addresses.length > 0) setting[key] = addresses;
  }
  return setting;
}

/** Each form's problem by core's rule of the recipients: more addresses than the server takes, or one that is none. */
export function recipientProblems(texts: RecipientTexts): Partial<Record<WebsiteFormKey, MessageKey>> {
  const problems: Partial<Record<WebsiteFormKey, MessageKey>> = {};
  for (const issue of FormRecipientsInput.safeParse(recipientSetting(texts)).error?.issues ?? []) {
    const [key, line] = issue.path as [WebsiteFormKey, number | undefined];
    problems[key] ??= line === undefined ? 'settings.recipients.tooMany' : 'settings.recipients.invalid';
  }
  return problems;
}
