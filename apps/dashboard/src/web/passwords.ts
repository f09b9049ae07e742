// The password rules the forms check before sending (the API checks them again: spec 5, ASVS 2.1).
import type { MessageKey } from './i18n';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** What is wrong with a new password and its repetition, and which of the two fields says so. */
export function newPasswordProblem(
  password: string,
  repeat: string,
): { field: 'password' | 'repeat'; message: MessageKey } | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return { field: 'password', message: 'password.tooShort' };
  if (password !== repeat) return { field: 'repeat', message: 'password.mismatch' };
  return undefined;
}
