// The question before unsaved work is lost ("discard changes?"), and a side sheet's guard: closing the sheet or
// leaving the screen while it holds changes asks first (the content editor and the user editor). Screens with
// several forms ask through UnsavedWork with the same dialog.
import { useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useI18n } from '../i18n';
import { useUnsavedGuard } from './unsaved-guard';

export function useSheetGuard(dirty: boolean, onClose: () => void) {
  const leaving = useUnsavedGuard(dirty);
  const [closeAsked, setCloseAsked] = useState(false);
  return {
    asking: leaving.asking || closeAsked,
    requestClose: () => (dirty ? setCloseAsked(true) : onClose()),
    discard: () => (closeAsked ? onClose() : leaving.leave()),
    stay: () => {
      setCloseAsked(false);
      leaving.stay();
    },
  };
}

/** "Discard changes?" while `guard.asking`: a sheet's guard, or a screen's (UnsavedWork). */
export function LeaveDialog({ guard }: { guard: { asking: boolean; discard: () => void; stay: () => void } }) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      open={guard.asking}
      title={t('cw.leave.title')}
      body={t('cw.leave.body')}
      confirmLabel={t('cw.leave.confirm')}
      onConfirm={guard.discard}
      onCancel={guard.stay}
    />
  );
}
