import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { AppDialog } from '@resto/shared/sales-ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

export interface CancelTableDialogProps {
  open: boolean;
  numero: number;
  /** The table has items sent to the kitchen: a reason is required. */
  needsReason: boolean;
  onClose: () => void;
  onConfirm: (motivo: string | undefined) => void;
}

/** Confirms cancelling a table; with items sent to the kitchen it asks why. */
export function CancelTableDialog({ open, numero, needsReason, onClose, onConfirm }: CancelTableDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      z.object({
        motivo: z
          .string()
          .trim()
          .max(300)
          .refine((v) => !needsReason || v.length > 0, { error: t('restoAprobacion.cancelar.motivoObligatorio') }),
      }),
    [needsReason, t],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ motivo: string }>({ resolver: zodResolver(schema), defaultValues: { motivo: '' } });
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(({ motivo }) => {
    reset();
    onConfirm(motivo.trim() || undefined);
  });

  return (
    <AppDialog
      open={open}
      onClose={close}
      role="alertdialog"
      title={t('resto.cancelar.titulo', { numero })}
      testId="cancelar-mesa-dialog"
      footer={
        <HStack gap={2}>
          <Button variant="outline" onClick={close}>
            {t('resto.cancelar.volver')}
          </Button>
          <Button colorPalette="red" data-testid="cancelar-mesa-confirmar" onClick={() => void submit()}>
            {t('resto.cancelar.confirmar')}
          </Button>
        </HStack>
      }
    >
      <Stack gap={3}>
        <Text>{t('resto.cancelar.pregunta')}</Text>
        {needsReason && (
          <Field.Root invalid={!!errors.motivo} required>
            <Field.Label>{t('restoAprobacion.cancelar.motivo')}</Field.Label>
            <Textarea rows={2} maxLength={300} data-testid="cancelar-mesa-motivo" {...register('motivo')} />
            <Field.HelperText>{t('restoAprobacion.cancelar.motivoAyuda')}</Field.HelperText>
            <Field.ErrorText>{errors.motivo?.message}</Field.ErrorText>
          </Field.Root>
        )}
      </Stack>
    </AppDialog>
  );
}
