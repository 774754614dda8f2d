import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../contracts/config';
import { resolveLanguage } from '../rules/language';
import { setLanguage } from '../i18n';

export interface LanguageSelectProps {
  size?: 'xs' | 'sm' | 'md';
  /** Style for dark headers. */
  variant?: 'outline' | 'subtle';
}

/** es / br / en; the choice is stored and restored on the next visit. */
export function LanguageSelect({ size = 'sm', variant = 'outline' }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const current = resolveLanguage(i18n.language);
  return (
    <NativeSelect.Root size={size} variant={variant} width="auto">
      <NativeSelect.Field aria-label={t('common.idioma')} data-testid="language-select" value={current} onChange={(e) => void setLanguage(e.currentTarget.value as Language)}>
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {t(`common.languages.${lang}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
