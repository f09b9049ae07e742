// Who receives a form's e-mail (spec 6.3): the center's contact-form recipient setting per form key.
import { z } from 'zod';
import type { WebsiteFormKey } from './forms';

const address = z.email();

export interface FormRecipients {
  /** the addresses to send to; empty when the center has none */
  to: string[];
  /** where they came from: the form's own entry, the `kontakt` entry or the center's contact e-mail */
  source: 'form' | 'kontakt' | 'center-email' | 'none';
  /** configured values that are not e-mail addresses (skipped; the caller logs them) */
  invalid: string[];
}

function addressesOf(value: unknown): { valid: string[]; invalid: string[] } {
  const values = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const entry of values) {
    const candidate = typeof entry === 'string' ? entry.trim() : '';
    if (candidate && address.safeParse(candidate).success) {
      if (!valid.some((a) => a.toLowerCase() === candidate.toLowerCase())) valid.push(candidate);
    } else invalid.push(String(entry));
  }
  return { valid, invalid };
}

/**
 * The recipients of a form: `formRecipients[formKey]`; a key without addresses falls back to the `kontakt` entry,
 * then to the center's contact e-mail. Values that are no e-mail address are skipped and reported.
 */
export function recipientsOf(
  formKey: WebsiteFormKey,
  settings: { formRecipients: unknown; centerEmail: string | null },
): FormRecipients {
  const configured =
    typeof settings.formRecipients === 'object' && settings.formRecipients !== null
      ? (settings.formRecipients as Record<string, unknown>)
      : {};
  const invalid: string[] = [];
  const steps: [FormRecipients['source'], unknown][] = [
    ['form', Object.hasOwn(configured, formKey) ? configured[formKey] : undefined],
    ['kontakt', formKey !== 'kontakt' && Object.hasOwn(configured, 'kontakt') ? configured.kontakt : undefined],
    ['center-email', settings.centerEmail],
  ];
  for (const [source, value] of steps) {
    const found = addressesOf(value);
    invalid.push(...found.invalid);
    if (found.valid.length) return { to: found.valid, source, invalid };
  }
  return { to: [], source: 'none', invalid };
}
