// A side sheet's guard against losing unsaved work: closing the sheet or leaving the screen while it holds changes
// asks first ("discard changes?"); the content editor and the user editor share it.
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

export function LeaveDialog({ guard }: { guard: ReturnType<typeof useSheetGuard> }) {
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
