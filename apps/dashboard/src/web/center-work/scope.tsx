// Which center a center-work screen works on: the center of the address (`/dashboard/c/<slug>/...`), which is
// the session's own center for staff bound to one, and the center a SUPER_ADMIN or an organization-wide user chose
// in the header.
import { Fragment, type ReactNode } from 'react';
import { useI18n } from '../i18n';
import { choosesCenter, useSession } from '../session';
import { CenterSwitcher } from '../shell/CenterSwitcher';
import { useCurrentCenter } from '../shell/current-center';

export function useCenterScope(): { centerId: string | null; canChoose: boolean } {
  const { me } = useSession();
  return { centerId: useCurrentCenter()?.id ?? null, canChoose: choosesCenter(me) };
}

/** Renders the screen for the center it works on, or says why there is none. */
export function CenterScope({ children }: { children: (centerId: string) => ReactNode }) {
  const { t } = useI18n();
  const { centerId, canChoose } = useCenterScope();
  if (centerId) return <Fragment key={centerId}>{children(centerId)}</Fragment>;
  if (!canChoose) {
    return (
      <p role="alert" className="message message-warning">
        {t('cw.scope.noCenter')}
      </p>
    );
  }
  return (
    <div className="empty-state">
      <p>{t('cw.scope.noCenterAdmin')}</p>
      <CenterSwitcher />
    </div>
  );
}
