// Which center a center-work screen works on: the center of the session. A SUPER_ADMIN (no center, or
// working for another one) names it by id; the id lives in the address (`?centerId=`) and, for moves
// through the navigation, in the tab's session storage.
import { type FormEvent, Fragment, type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TextField } from '../components/forms';
import { useI18n } from '../i18n';
import { useSession } from '../session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STORAGE_KEY = 'center-platform.centerId';

export const isCenterId = (value: string | null | undefined): value is string => UUID.test(value?.trim() ?? '');

function storedChoice(): string | null {
  try {
    const value = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    return isCenterId(value) ? value : null;
  } catch {
    return null;
  }
}

function remember(centerId: string | null) {
  try {
    if (centerId) globalThis.sessionStorage?.setItem(STORAGE_KEY, centerId);
    else globalThis.sessionStorage?.removeItem(STORAGE_KEY);
  } catch {
    // private mode: the address alone carries the choice
  }
}

export function useCenterScope(): {
  centerId: string | null;
  canChoose: boolean;
  choose: (centerId: string | null) => void;
} {
  const { me } = useSession();
  const [params, setParams] = useSearchParams();
  const canChoose = me.role === 'SUPER_ADMIN';
  const fromAddress = params.get('centerId');
  const chosen = canChoose ? (isCenterId(fromAddress) ? fromAddress.trim() : storedChoice()) : null;
  const centerId = chosen ?? me.centerId ?? null;

  // a choice made on another screen goes into this screen's address, so the address always says it
  useEffect(() => {
    if (canChoose && chosen && fromAddress !== chosen) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('centerId', chosen);
          return next;
        },
        { replace: true },
      );
    }
  }, [canChoose, chosen, fromAddress, setParams]);

  const choose = (next: string | null) => {
    remember(next);
    setParams((current) => {
      const params = new URLSearchParams(current);
      if (next) params.set('centerId', next);
      else params.delete('centerId');
      return params;
    });
  };
  return { centerId, canChoose, choose };
}

function CenterPicker({ current, onChoose }: { current: string | null; onChoose: (id: string | null) => void }) {
  const { t } = useI18n();
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setValue(current ?? ''), [current]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isCenterId(value)) {
      setError(t('cw.scope.invalid'));
      return;
    }
    setError(undefined);
    onChoose(value.trim().toLowerCase());
  }

  return (
    <form onSubmit={onSubmit} className="center-picker" aria-label={t('cw.scope.title')}>
      <TextField
        label={t('cw.scope.label')}
        hint={t('cw.scope.hint')}
        error={error}
        name="centerId"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit">{t('cw.scope.open')}</button>
    </form>
  );
}

/** Renders the screen for the center it works on, or says why there is none. */
export function CenterScope({ children }: { children: (centerId: string) => ReactNode }) {
  const { t } = useI18n();
  const { me } = useSession();
  const scope = useCenterScope();
  if (!scope.canChoose) {
    if (!me.centerId) {
      return (
        <p role="alert" className="message message-warning">
          {t('cw.scope.noCenter')}
        </p>
      );
    }
    return <Fragment key={me.centerId}>{children(me.centerId)}</Fragment>;
  }
  return (
    <>
      <CenterPicker current={scope.centerId} onChoose={scope.choose} />
      {scope.centerId ? (
        <Fragment key={scope.centerId}>{children(scope.centerId)}</Fragment>
      ) : (
        <p role="status" className="message message-warning">
          {t('cw.scope.noCenterAdmin')}
        </p>
      )}
    </>
  );
}
