// A new password and its repetition (the account link pages and the profile), checked before sending with core's
// rule of a chosen password (its length, in characters); the API checks every rule again (spec 5, ASVS 2.1).
import { ChosenPassword, PASSWORD_MAX_LENGTH } from '@center-platform/core/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { useI18n } from '../i18n';
import { fieldProblem, type ProblemTable } from './field-problems';
import { TextField } from './forms';

export interface NewPassword {
  password: string;
  repeat: string;
}

/** The schema of a form with a new password, its repetition and the form's other fields. */
export function withNewPassword<S extends z.ZodRawShape>(shape: S) {
  return z
    .object({ ...shape, password: ChosenPassword, repeat: z.string() })
    .refine((values) => (values as NewPassword).password === (values as NewPassword).repeat, { path: ['repeat'] });
}

const PROBLEMS: ProblemTable<keyof NewPassword> = {
  password: { too_small: 'password.tooShort', too_big: 'password.tooLong' },
  repeat: { custom: 'password.mismatch' },
};

export function NewPasswordFields<V extends NewPassword>(props: {
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
}) {
  const { t } = useI18n();
  // the two fields are named alike in every form that has them
  const register = props.register as unknown as UseFormRegister<NewPassword>;
  const errors = props.errors as FieldErrors<NewPassword>;
  return (
    <>
      <TextField
        label={t('password.new')}
        hint={t('password.hint')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        error={fieldProblem(t, PROBLEMS, errors, 'password')}
        {...register('password')}
      />
      <TextField
        label={t('password.repeat')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        error={fieldProblem(t, PROBLEMS, errors, 'repeat')}
        {...register('repeat')}
      />
    </>
  );
}
