// An editor in a side sheet (Radix Dialog): the heading takes the focus, the fields scroll, the save bar stays at the
// sheet's foot. Closing goes through `onRequestClose` (which asks first while there are unsaved changes); while a
// question is open, Escape answers it and does not close the sheet beneath.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type FormEventHandler, type ReactNode, useId, useRef } from 'react';
import { useI18n } from '../i18n';
import { LeaveDialog, type useSheetGuard } from './LeaveDialog';
import { useSaveShortcut } from './unsaved-guard';

export function FormSheet(props: {
  title: ReactNode;
  /** shown first in the body; the sheet is described by it */
  description?: ReactNode;
  guard: ReturnType<typeof useSheetGuard>;
  /** another question of the form is open over the sheet (Escape is its own) */
  asking?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** the body: the fields and what stands around them */
  children: ReactNode;
  /** the save bar */
  footer: ReactNode;
  /** the form's own questions (the guard's question to leave is always there) */
  questions?: ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useSaveShortcut(form);
  const { guard } = props;
  const described = props.description ? `${id}-description` : undefined;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && guard.requestClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content
          className="sheet"
          aria-describedby={described}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            heading.current?.focus();
          }}
          onEscapeKeyDown={(event) => {
            if (guard.asking || props.asking) event.preventDefault();
          }}
        >
          {/* every check is the form's own, shown at its field in the interface language: never the browser's pop-ups */}
          <form ref={form} onSubmit={props.onSubmit} className="sheet-form" noValidate>
            <header className="sheet-head">
              <Dialog.Title ref={heading} tabIndex={-1}>
                {props.title}
              </Dialog.Title>
              <button type="button" className="icon-button" aria-label={t('common.close')} onClick={guard.requestClose}>
                <X size={18} aria-hidden="true" />
              </button>
            </header>
            <div className="sheet-body">
              {described && (
                <p id={described} className="hint">
                  {props.description}
                </p>
              )}
              {props.children}
            </div>
            <footer className="save-bar">{props.footer}</footer>
            {props.questions}
            <LeaveDialog guard={guard} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
