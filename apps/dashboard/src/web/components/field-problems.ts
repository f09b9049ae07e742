import type { MessageKey, Translate } from '../i18n';

// Forms check themselves with core's zod schemas (react-hook-form + zodResolver); each field's problem is shown
// in the interface language, chosen by the code of its zod issue.

/** For each field, the message of each zod issue code it can have. */
export type ProblemTable<F extends string> = Record<F, Partial<Record<string, MessageKey>>>;

/** The message key of a field's problem; an issue the table does not name gets the general "please check". */
export function problemKey<F extends string>(table: ProblemTable<F>, field: F, code: string): MessageKey {
  return table[field][code] ?? 'common.inputError';
}

/** The message a field shows for its react-hook-form error (whose `type` is the zod issue code), if it has one. */
export function fieldProblem<F extends string>(
  t: Translate,
  table: ProblemTable<F>,
  errors: Partial<Record<F, { type?: unknown } | undefined>>,
  field: F,
): string | undefined {
  const type = errors[field]?.type;
  return type === undefined ? undefined : t(problemKey(table, field, String(type)));
}
