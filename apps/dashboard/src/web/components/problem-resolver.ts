import { type FieldError, type FieldErrors, type FieldValues, type Resolver, set } from 'react-hook-form';
import type { MessageKey, Translate } from '../i18n';

// The resolver of a form whose checks name each field's problem (core's schema behind them where there is one), by
// the field's path (`group.key` nests): react-hook-form gets the problem as the error's `type` (a message key, or a
// content problem of center-work/fields.ts), which the field shows in the interface language.

export function problemResolver<V extends FieldValues, R = V>(
  problemsOf: (values: V) => Partial<Record<string, string>>,
  resolved: (values: V) => R = (values) => values as unknown as R,
): Resolver<V, unknown, R> {
  return (values) => {
    const problems = Object.entries(problemsOf(values)).filter((entry): entry is [string, string] => !!entry[1]);
    if (problems.length === 0) return { values: resolved(values), errors: {} };
    const errors: FieldErrors<V> = {};
    for (const [field, key] of problems) set(errors, field, { type: key, message: key });
    return { values: {}, errors };
  };
}

/** The message of a field's error from problemResolver. */
export const problemMessage = (t: Translate, error: FieldError | undefined) =>
  typeof error?.type === 'string' ? t(error.type as MessageKey) : undefined;
