import { Button, Field, Textarea, Wrap } from '@chakra-ui/react';
import { applyCommentSuggestion, COMMENT_MAX_LENGTH } from '@resto/shared/rules';
import { useTranslation } from 'react-i18next';

/** i18n keys of the quick suggestions, in the order of COMMENT_SUGGESTIONS (the es texts). */
export const SUGGESTION_KEYS = ['sinCebolla', 'sinTomate', 'bienCocido', 'jugoso', 'sinSal', 'extraQueso', 'picante', 'sinMayonesa'] as const;

export interface CommentFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** Offer the kitchen's quick suggestions (item notes). Default false. */
  suggestions?: boolean;
  testId?: string;
}

/** A comment of up to 150 characters with its 'n/150 caracteres' counter. */
export function CommentField({ label, value, onChange, suggestions = false, testId }: CommentFieldProps) {
  const { t } = useTranslation();
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Textarea rows={2} maxLength={COMMENT_MAX_LENGTH} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
      <Field.HelperText>{t('resto.form.caracteres', { n: value.length, max: COMMENT_MAX_LENGTH })}</Field.HelperText>
      {suggestions && (
        <Wrap gap={1.5} mt={1}>
          {SUGGESTION_KEYS.map((key) => {
            const suggestion = t(`resto.sugerencias.${key}`);
            return (
              <Button key={key} size="2xs" variant="subtle" onClick={() => onChange(applyCommentSuggestion(value, suggestion))}>
                {suggestion}
              </Button>
            );
          })}
        </Wrap>
      )}
    </Field.Root>
  );
}
