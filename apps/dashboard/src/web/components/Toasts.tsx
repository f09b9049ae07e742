// Confirmations of what staff just did ("Gespeichert", "Gelöscht") as toasts (Radix Toast): announced politely,
// paused while hovered or focused, dismissable by swipe, Escape or the close button. Errors and warnings stay at
// their form, where the person can act on them. Part of the signed-in frame, so the sign-in page does not load it.
import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n';
import { ToastContext } from './toast-context';

/** a toast's text is in the language it was made in: a switch of language retires it */
type Shown = { id: number; text: string; lang: string };

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t, lang } = useI18n();
  const [shown, setShown] = useState<Shown[]>([]);
  // `show` stays the same function across a switch of language: a screen's effect that calls it runs once per notice
  const language = useRef(lang);
  language.current = lang;
  const show = useCallback(
    (text: string) => setShown((list) => [...list.slice(-2), { id: nextId++, text, lang: language.current }]),
    [],
  );
  const remove = useCallback((id: number) => setShown((list) => list.filter((toast) => toast.id !== id)), []);
  // retired for good: switching back does not bring an old confirmation up again (the filter below hides it at once)
  useEffect(() => setShown((list) => list.filter((toast) => toast.lang === lang)), [lang]);
  return (
    <ToastContext.Provider value={show}>
      <Toast.Provider duration={5000} swipeDirection="right" label={t('toast.label')}>
        {children}
        {shown
          .filter((toast) => toast.lang === lang)
          .map((toast) => (
            <Toast.Root
              key={toast.id}
              className="toast"
              type="background"
              onOpenChange={(open) => {
                if (!open) remove(toast.id);
              }}
            >
              <Toast.Description className="toast-text">{toast.text}</Toast.Description>
              <Toast.Close className="toast-close" aria-label={t('toast.close')}>
                <X size={16} aria-hidden="true" />
              </Toast.Close>
            </Toast.Root>
          ))}
        <Toast.Viewport className="toast-viewport" label={t('toast.region', { hotkey: 'F8' })} />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
