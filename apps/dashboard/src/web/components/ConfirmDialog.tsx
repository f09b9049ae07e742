import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../i18n';

/** A modal question before something that cannot be undone. Escape or "Cancel" closes it; the focus starts
 * on "Cancel" and returns to where it was when the dialog closes (native <dialog>). */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (props.open && !element.open) {
      element.showModal();
      cancel.current?.focus();
    } else if (!props.open && element.open) {
      element.close();
    }
  }, [props.open]);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{props.title}</h2>
      <p id={`${id}-body`}>{props.body}</p>
      <div className="dialog-actions">
        <button type="button" ref={cancel} onClick={props.onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="danger" onClick={props.onConfirm} disabled={props.busy}>
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

/** A question a row action asks before it runs (`onConfirm`), in the words of that action and row. */
export interface Question {
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/**
 * One question at a time for a list whose rows have actions that cannot be undone: `ask` opens the dialog, `close`
 * shuts it (the action calls it when its request answers), `dialog` renders it.
 */
export function useQuestion(busy: boolean) {
  const [question, setQuestion] = useState<Question | null>(null);
  const close = () => setQuestion(null);
  const dialog = (
    <ConfirmDialog
      open={question !== null}
      title={question?.title ?? ''}
      body={question?.body ?? ''}
      confirmLabel={question?.confirmLabel ?? ''}
      busy={busy}
      onConfirm={() => question?.onConfirm()}
      onCancel={close}
    />
  );
  return { ask: setQuestion, close, dialog };
}
