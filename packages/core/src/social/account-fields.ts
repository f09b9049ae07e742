import { z } from 'zod';
import type { FieldPieces } from '../content/field-pieces';

// A social account as staff declare it (browser-safe: `@center-platform/core/shared`): the server's
// SocialAccountInput (accounts.ts) is made with the storing pieces, the dashboard's form checks with the
// check-only ones.

const printable = (value: string) => !/\p{Cc}/u.test(value);

export function socialAccountInputs({ plainText }: FieldPieces) {
  return z.strictObject({
    provider: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9][a-z0-9_.-]{0,39}$/, 'expected a provider name (letters, digits, . _ -; up to 40)'),
    externalAccountId: plainText().min(1).max(200).refine(printable, 'must not contain control characters'),
    name: plainText().min(1).max(200).refine(printable, 'must not contain control characters').nullish(),
  });
}
