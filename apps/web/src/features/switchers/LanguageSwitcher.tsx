// Language switcher: shown only when the deployment enables it; i18n persists the choice under `lang`.
// A native select: accessible everywhere and light enough to sit in the initial bundle.
import { useTranslation } from 'react-i18next';
import classes from '../../app/layout/shell-controls.module.css';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../shared/i18n/languages';
import { switchLanguage } from '../../shared/i18n/setup';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <select
      className={`${classes.field} ${classes.xs}`}
      style={{ width: 150 }}
      aria-label={t('switchers.language')}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(e) => {
        const value = e.currentTarget.value;
        if (isLanguage(value)) void switchLanguage(i18n, value);
      }}
      data-testid="language-switcher"
    >
      {LANGUAGES.map((value) => (
        <option key={value} value={value}>
          {LANGUAGE_NAMES[value]}
        </option>
      ))}
    </select>
  );
}
