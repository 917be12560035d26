// Language switcher: shown only when the deployment enables it; i18n persists the choice under `lang`.
// A native select: accessible everywhere and light enough to sit in the initial bundle.
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../shared/i18n/languages';
import { switchLanguage } from '../../shared/i18n/setup';

const OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('switchers.language')}
      data={OPTIONS}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(e) => {
        const value = e.currentTarget.value;
        if (isLanguage(value)) void switchLanguage(i18n, value);
      }}
      size="xs"
      w={150}
      data-testid="language-switcher"
    />
  );
}
