import { z } from 'zod';

// Spec 5; OWASP ASVS 2.1: at least 12 characters, at most 128, no composition rules.
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Characters as a person counts them (code points), not UTF-16 units. */
const lengthOf = (password: string) => [...password].length;

/** Why a chosen password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string, context: { email?: string } = {}): string | undefined {
  const length = lengthOf(password);
  if (length < PASSWORD_MIN_LENGTH) return `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (context.email && password.toLowerCase().includes(context.email.toLowerCase().split('@')[0] ?? '\u0000')) {
    return 'The password must not contain the e-mail address.';
  }
  return undefined;
}

/** A password being chosen, as the forms check it before sending: the length rule of `passwordProblem`. */
export const ChosenPassword = z.string().superRefine((password, ctx) => {
  const length = lengthOf(password);
  if (length < PASSWORD_MIN_LENGTH) {
    ctx.addIssue({
      code: 'too_small',
      origin: 'string',
      minimum: PASSWORD_MIN_LENGTH,
      inclusive: true,
      input: password,
    });
  } else if (length > PASSWORD_MAX_LENGTH) {
    ctx.addIssue({ code: 'too_big', origin: 'string', maximum: PASSWORD_MAX_LENGTH, inclusive: true, input: password });
  }
});
