import { Monitor, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../i18n';
import { getThemeChoice, setThemeChoice, THEME_CHOICES, type ThemeChoice } from './theme';

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;
const LABELS = { system: 'theme.system', light: 'theme.light', dark: 'theme.dark' } as const;

/** Three toggle buttons (system, light, dark), each an icon named by its label. */
export function ThemeSwitch() {
  const { t } = useI18n();
  const [choice, setChoice] = useState<ThemeChoice>(getThemeChoice);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a fieldset of inputs
    <div role="group" aria-label={t('theme.label')} className="segmented">
      {THEME_CHOICES.map((option) => {
        const Icon = ICONS[option];
        return (
          <button
            key={option}
            type="button"
            aria-pressed={choice === option}
            aria-label={t(LABELS[option])}
            title={t(LABELS[option])}
            onClick={() => {
              setThemeChoice(option);
              setChoice(option);
            }}
          >
            <Icon size={16} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
