import { LANGUAGES, useI18n } from '../i18n';

export function LanguageSwitch() {
  const { lang, setLanguage, t } = useI18n();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a fieldset of inputs
    <div role="group" aria-label={t('lang.label')} className="segmented">
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={lang === option}
          onClick={() => void setLanguage(option)}
        >
          {t(option === 'de' ? 'lang.de' : 'lang.en')}
        </button>
      ))}
    </div>
  );
}
