// The message catalogue of the dashboard (German default, English switchable; ./catalogue.ts) and the tiny hook
// that reads it. Components take every visible string from here: `const { t } = useI18n(); t('users.title')`.
// Placeholders are written `{name}` and filled from the second argument of `t`.
import { useCallback, useSyncExternalStore } from 'react';
import { CATALOGUE, type Lang, type MessageKey } from './catalogue';

export { CATALOGUE, type Lang, type MessageKey };
export const LANGUAGES: readonly Lang[] = ['de', 'en'];

export type MessageVars = Record<string, string | number>;

/** The message of `key` in `lang` with its `{placeholders}` filled. */
export function translate(lang: Lang, key: MessageKey, vars?: MessageVars): string {
  const text = CATALOGUE[lang][key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(CATALOGUE.de, key);
}

// The chosen language lives in one module-level store (kept in localStorage), so no provider is needed.
const STORAGE_KEY = 'center-platform.lang';
const listeners = new Set<() => void>();

function initialLanguage(): Lang {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'en' ? 'en' : 'de';
  } catch {
    return 'de';
  }
}

let current: Lang = initialLanguage();

export function getLanguage(): Lang {
  return current;
}

export function setLanguage(lang: Lang): void {
  if (lang === current) return;
  current = lang;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    // private mode: the choice lasts for this page only
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export type Translate = (key: MessageKey, vars?: MessageVars) => string;

/** The current language, a way to change it, and `t` for the messages of the catalogue. */
export function useI18n(): { lang: Lang; setLanguage: (lang: Lang) => void; t: Translate } {
  const lang = useSyncExternalStore(subscribe, getLanguage, () => 'de' as const);
  const t = useCallback<Translate>((key, vars) => translate(lang, key, vars), [lang]);
  return { lang, setLanguage, t };
}

/** Date and time in the reader's language (the platform's time zone). */
export function formatDateTime(lang: Lang, value: string | Date): string {
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(typeof value === 'string' ? new Date(value) : value);
}
