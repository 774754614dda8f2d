import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { draftPatchSchema } from '@resto/shared/contracts';
import { COMMENT_MAX_LENGTH, DEFAULT_DINERS, MIN_DINERS, stepDiners } from '@resto/shared/rules';
import { textMaxLength, useNumberFields, type NumberFields } from '@resto/shared/sales-ui';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CommentField } from './comment-field';
import { CustomerField, type ClienteRef } from './customer-field';

/** The open-table and edit-table fields as the form sends them. */
export interface DraftDetails {
  comensales: number;
  comentario: string;
  camarero: string;
  cliente: { id: number; nombre: string } | null;
}

/** As typed: the diners are text, read the way the venue writes numbers. */
interface DraftDetailsInput extends Omit<DraftDetails, 'comensales'> {
  comensales: string;
}

const CAMARERO_MAX_LENGTH = textMaxLength(draftPatchSchema.shape.camarero);

/** The contract's diners (a whole number from 1), comment and waiter limits, with the screen's texts. */
function detailsSchema(fields: NumberFields, t: (key: string) => string) {
  const comensales = t('resto.validacion.comensales');
  return z.object({
    comensales: fields
      .number(0, { blank: null })
      .pipe(z.number().int({ error: comensales }).min(MIN_DINERS, { error: comensales }))
      .pipe(draftPatchSchema.shape.comensales.unwrap()),
    comentario: z.string().max(COMMENT_MAX_LENGTH, { error: t('resto.validacion.comentarioLargo') }),
    camarero: z.string().max(CAMARERO_MAX_LENGTH ?? 100),
    cliente: z.object({ id: z.number(), nombre: z.string() }).nullable(),
  });
}

export const emptyDetails = (camarero: string): DraftDetails => ({ comensales: DEFAULT_DINERS, comentario: '', camarero, cliente: null });

export interface DraftDetailsFormProps {
  initial: DraftDetails;
  submitLabel: string;
  onSubmit: (values: DraftDetails) => Promise<unknown>;
  onCancel?: () => void;
  testId: string;
}

/** Diners (default 2, at least 1), comment (up to 150, with its counter), waiter and customer. */
export function DraftDetailsForm({ initial, submitLabel, onSubmit, onCancel, testId }: DraftDetailsFormProps) {
  const { t } = useTranslation();
  const clienteLabel = useId();
  const fields = useNumberFields();
  const schema = useMemo(() => detailsSchema(fields, t), [fields, t]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DraftDetailsInput, unknown, DraftDetails>({
    resolver: zodResolver(schema),
    defaultValues: { ...initial, comensales: fields.numberText(initial.comensales, 0) },
  });
  /** The diners typed, or null while the text is not a whole number. */
  const dinersOf = (text: string) => {
    const parsed = fields.parse(text, { decimals: 0 });
    return parsed.ok ? Number(parsed.scaled) : null;
  };

  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate data-testid={testId}>
      <Stack gap={3}>
        <Controller
          control={control}
          name="comensales"
          render={({ field }) => {
            const diners = dinersOf(field.value);
            return (
              <Field.Root invalid={!!errors.comensales}>
                <Field.Label>{t('resto.form.comensales')}</Field.Label>
                <HStack gap={2}>
                  <IconButton
                    variant="outline"
                    aria-label={t('resto.form.menosComensales')}
                    disabled={diners === null || diners <= MIN_DINERS}
                    onClick={() => field.onChange(fields.numberText(stepDiners(diners ?? MIN_DINERS, -1), 0))}
                  >
                    −
                  </IconButton>
                  <Input
                    w="5rem"
                    textAlign="center"
                    inputMode="numeric"
                    autoComplete="off"
                    value={field.value}
                    onChange={(e) => field.onChange(e.target.value)}
                    onBlur={field.onBlur}
                    data-testid="comensales"
                  />
                  <IconButton variant="outline" aria-label={t('resto.form.masComensales')} onClick={() => field.onChange(fields.numberText(stepDiners(diners ?? 0, 1), 0))}>
                    +
                  </IconButton>
                </HStack>
                {errors.comensales?.message && <Field.ErrorText>{errors.comensales.message}</Field.ErrorText>}
              </Field.Root>
            );
          }}
        />
        <Controller
          control={control}
          name="comentario"
          render={({ field }) => <CommentField label={t('resto.form.comentario')} value={field.value} onChange={field.onChange} testId="comentario" />}
        />
        <Field.Root>
          <Field.Label>{t('resto.form.camarero')}</Field.Label>
          <Input autoComplete="off" maxLength={CAMARERO_MAX_LENGTH} {...register('camarero')} />
        </Field.Root>
        <Stack gap={1.5}>
          <Text as="span" id={clienteLabel} fontSize="sm" fontWeight="medium">
            {t('resto.form.cliente')}
          </Text>
          <Controller
            control={control}
            name="cliente"
            render={({ field }) => <CustomerField value={field.value as ClienteRef | null} onChange={field.onChange} labelId={clienteLabel} />}
          />
        </Stack>
        <HStack justify="flex-end" gap={2}>
          {onCancel && (
            <Button variant="outline" onClick={onCancel}>
              {t('common.cancelar')}
            </Button>
          )}
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid={`${testId}-submit`}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
