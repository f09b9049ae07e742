// A new password and its repetition (the account link pages and the profile), checked before sending; the
// API checks the password rules again (spec 5, ASVS 2.1).
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@center-platform/core/shared';
import { useState } from 'react';
import { type MessageKey, useI18n } from '../i18n';
import { TextField } from './forms';

type PasswordProblem = { field: 'password' | 'repeat'; message: MessageKey };

/** What is wrong with a new password and its repetition, and which of the two fields says so. */
function newPasswordProblem(password: string, repeat: string): PasswordProblem | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return { field: 'password', message: 'password.tooShort' };
  if (password !== repeat) return { field: 'repeat', message: 'password.mismatch' };
  return undefined;
}

export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<PasswordProblem>();
  return {
    password,
    repeat,
    problem,
    setPassword,
    setRepeat,
    /** Shows what is wrong, if anything; true when the two fields may be sent. */
    check() {
      const found = newPasswordProblem(password, repeat);
      setProblem(found);
      return found === undefined;
    },
    clear() {
      setPassword('');
      setRepeat('');
    },
  };
}

export function NewPasswordFields(props: {
  state: ReturnType<typeof useNewPassword>;
  names: { password: string; repeat: string };
}) {
  const { t } = useI18n();
  const { state, names } = props;
  return (
    <>
      <TextField
        label={t('password.new')}
        hint={t('password.hint')}
        name={names.password}
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        value={state.password}
        onChange={(e) => state.setPassword(e.target.value)}
        error={state.problem?.field === 'password' ? t(state.problem.message) : undefined}
      />
      <TextField
        label={t('password.repeat')}
        name={names.repeat}
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        value={state.repeat}
        onChange={(e) => state.setRepeat(e.target.value)}
        error={state.problem?.field === 'repeat' ? t(state.problem.message) : undefined}
      />
    </>
  );
}
