// The message catalogue of the dashboard (German default; English a separate download: ./catalogue.ts) read through
// i18next. Components take every visible string from here: `const { t } = useI18n(); t('users.title')`.
// Placeholders are written `{name}` and filled from the second argument of `t`; a message that names a number of
// things has one form per plural category of its language (`key_one`, `key_other`), chosen by `count` (CLDR rules).
import { createInstance } from 'i18next';
import { useCallback, useSyncExternalStore } from 'react';
import { type Catalogue, type CatalogueKey, DE_SHELL, type Lang, type MessageKey } from './catalogue';

export type { Catalogue, CatalogueKey, Lang, MessageKey };
export const LANGUAGES: readonly Lang[] = ['de', 'en'];

export type MessageVars = Record<string, string | number>;

const i18n = createInstance({
  resources: { de: { translation: DE_SHELL } },
  lng: 'de',
  fallbackLng: 'de',
  // the keys are flat and contain dots and colons
  keySeparator: false,
  nsSeparator: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  initAsync: false,
  returnNull: false,
});
void i18n.init();
const fixed = { de: i18n.getFixedT('de'), en: i18n.getFixedT('en') };

/** Adds messages to a language's catalogue (the areas' German messages come with the signed-in frame: ./areas.ts). */
export function addMessages(lang: Lang, messages: Partial<Catalogue>): void {
  i18n.addResourceBundle(lang, 'translation', messages, true, false);
}

/** Loads a language's catalogue: German is here from the start, English is loaded whole on first use. */
export async function loadCatalogue(lang: Lang): Promise<void> {
  if (lang === 'de' || i18n.hasResourceBundle('en', 'translation')) return;
  const { EN } = await import('./catalogue.en');
  addMessages('en', EN);
}

/**
 * The message of `key` in `lang` with its `{placeholders}` filled (and its plural form chosen by `count`); German
 * until the English catalogue is loaded (`loadCatalogue`, done before a language is shown).
 */
export function translate(lang: Lang, key: MessageKey, vars?: MessageVars): string {
  return fixed[lang](key, vars as Record<string, unknown>) as string;
}

export function isMessageKey(key: string): key is MessageKey {
  return i18n.exists(key, { lng: 'de' }) || i18n.exists(`${key}_other`, { lng: 'de' });
}

// The chosen language lives in one module-level store (kept in localStorage), so no provider is needed.
const STORAGE_KEY = 'center-platform.lang';
const listeners = new Set<() => void>();

function storedLanguage(): Lang {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'en' ? 'en' : 'de';
  } catch {
    return 'de';
  }
}

let current: Lang = 'de';

export function getLanguage(): Lang {
  return current;
}

/** Shows the dashboard in `lang` once its catalogue is here (and remembers the choice). */
export async function setLanguage(lang: Lang): Promise<void> {
  await loadCatalogue(lang);
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

/** The language chosen on an earlier visit, with its catalogue: awaited before the first render. */
export function restoreLanguage(): Promise<void> {
  return setLanguage(storedLanguage());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export type Translate = (key: MessageKey, vars?: MessageVars) => string;

/** The current language, a way to change it, and `t` for the messages of the catalogue. */
export function useI18n(): { lang: Lang; setLanguage: (lang: Lang) => Promise<void>; t: Translate } {
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
