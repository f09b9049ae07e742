import { createContext, useContext } from 'react';

// Apart from the toasts themselves (Toasts.tsx), so forms can confirm without loading Radix Toast on the sign-in page.
export const ToastContext = createContext<(text: string) => void>(() => {});

/** Shows a confirmation as a toast (nothing outside the signed-in frame). */
export function useToast() {
  return useContext(ToastContext);
}
