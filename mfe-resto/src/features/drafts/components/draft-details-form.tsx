import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { COMMENT_MAX_LENGTH, DEFAULT_DINERS, MIN_DINERS, stepDiners } from '@resto/shared/rules';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CommentField } from './comment-field';
import { CustomerField, type ClienteRef } from './customer-field';

/** The open-table and edit-table fields (SPEC §3 Open-table input, §5 Waiter app). */
const detailsSchema = z.object({
  comensales: z.number({ error: 'resto.validacion.comensales' }).int({ error: 'resto.validacion.comensales' }).min(MIN_DINERS, { error: 'resto.validacion.comensales' }),
  comentario: z.string().max(COMMENT_MAX_LENGTH, { error: 'resto.validacion.comentarioLargo' }),
  camarero: z.string().max(100),
  cliente: z.object({ id: z.number(), nombre: z.string() }).nullable(),
});
export type DraftDetails = z.infer<typeof detailsSchema>;

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
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DraftDetails>({ resolver: zodResolver(detailsSchema), defaultValues: initial });

  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate data-testid={testId}>
      <Stack gap={3}>
        <Controller
          control={control}
          name="comensales"
          render={({ field }) => (
            <Field.Root invalid={!!errors.comensales}>
              <Field.Label>{t('resto.form.comensales')}</Field.Label>
              <HStack gap={2}>
                <IconButton
                  variant="outline"
                  aria-label={t('resto.form.menosComensales')}
                  disabled={field.value <= MIN_DINERS}
                  onClick={() => field.onChange(stepDiners(field.value, -1))}
                >
                  −
                </IconButton>
                <Input
                  w="5rem"
                  textAlign="center"
                  inputMode="numeric"
                  value={Number.isNaN(field.value) ? '' : String(field.value)}
                  onChange={(e) => field.onChange(e.target.value.trim() === '' ? Number.NaN : Number(e.target.value))}
                  onBlur={field.onBlur}
                  data-testid="comensales"
                />
                <IconButton variant="outline" aria-label={t('resto.form.masComensales')} onClick={() => field.onChange(stepDiners(Number.isNaN(field.value) ? 0 : field.value, 1))}>
                  +
                </IconButton>
              </HStack>
              {errors.comensales?.message && <Field.ErrorText>{t(errors.comensales.message)}</Field.ErrorText>}
            </Field.Root>
          )}
        />
        <Controller
          control={control}
          name="comentario"
          render={({ field }) => <CommentField label={t('resto.form.comentario')} value={field.value} onChange={field.onChange} testId="comentario" />}
        />
        <Field.Root>
          <Field.Label>{t('resto.form.camarero')}</Field.Label>
          <Input autoComplete="off" {...register('camarero')} />
        </Field.Root>
        <Stack gap={1.5}>
          <Text as="span" id={clienteLabel} fontSize="sm" fontWeight="medium">
            {t('resto.form.cliente')}
          </Text>
          <Controller control={control} name="cliente" render={({ field }) => <CustomerField value={field.value as ClienteRef | null} onChange={field.onChange} labelId={clienteLabel} />} />
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
