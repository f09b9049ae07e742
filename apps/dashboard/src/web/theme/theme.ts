// Light, dark, or the system's choice: kept in this browser, applied as `data-theme` on <html> before the first render
// (styles.css holds the two sets of tokens), and followed live when the system switches while "system" is chosen.

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

const STORAGE_KEY = 'center-platform.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function getThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return THEME_CHOICES.find((choice) => choice === stored) ?? 'system';
  } catch {
    return 'system';
  }
}

function resolve(choice: ThemeChoice): 'light' | 'dark' {
  if (choice !== 'system') return choice;
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function apply(choice: ThemeChoice) {
  document.documentElement.dataset.theme = resolve(choice);
}

export function setThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // a browser without storage keeps the choice for this page only
  }
  apply(choice);
}

/** Applies the stored choice and follows the system's changes while the choice is "system". */
export function startTheme() {
  apply(getThemeChoice());
  if (typeof matchMedia !== 'function') return;
  matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (getThemeChoice() === 'system') apply('system');
  });
}
