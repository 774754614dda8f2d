import { Field } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** 'n of max characters' under a text field that carries the server's limit. */
export function TextCounter({ length, max, testId }: { length: number; max: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Field.HelperText alignSelf="flex-end" color={length >= max ? 'fg.warning' : 'fg.muted'} aria-live="polite" data-testid={testId}>
      {t('salesUi.texto.caracteres', { usados: length, max })}
    </Field.HelperText>
  );
}
