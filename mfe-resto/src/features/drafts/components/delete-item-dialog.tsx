import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { draftItemDeleteSchema, type DraftItem } from '@resto/shared/contracts';
import { canConfirmDeletion } from '@resto/shared/rules';
import { AppDialog, textMaxLength } from '@resto/shared/sales-ui';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

export interface DeleteItemDialogProps {
  /** The item to delete; null keeps the dialog closed. */
  item: DraftItem | null;
  onClose: () => void;
  /** Deletes it with the (trimmed) reason; resolves true when done. */
  onConfirm: (motivo: string) => Promise<boolean>;
}

/** The reason as the api takes it (required, trimmed, with its limit). */
const deleteSchema = z.object({ motivoEliminacion: draftItemDeleteSchema.shape.motivoEliminacion });
const MOTIVO_MAX_LENGTH = textMaxLength(draftItemDeleteSchema.shape.motivoEliminacion);

/** Deleting an item asks why: the button stays off until the reason has text. */
export function DeleteItemDialog({ item, onClose, onConfirm }: DeleteItemDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={item !== null} onClose={onClose} title={t('resto.eliminar.titulo')} testId="delete-item-dialog" role="alertdialog">
      {item && <DeleteItemForm key={item.id} item={item} onClose={onClose} onConfirm={onConfirm} />}
    </AppDialog>
  );
}

function DeleteItemForm({ item, onClose, onConfirm }: { item: DraftItem; onClose: () => void; onConfirm: (motivo: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    control,
    formState: { isSubmitting },
  } = useForm<z.input<typeof deleteSchema>, unknown, z.output<typeof deleteSchema>>({
    resolver: zodResolver(deleteSchema),
    defaultValues: { motivoEliminacion: '' },
  });
  const ready = canConfirmDeletion(useWatch({ control, name: 'motivoEliminacion' }));

  const submit = handleSubmit(async ({ motivoEliminacion }) => {
    if (await onConfirm(motivoEliminacion)) onClose();
  });

  return (
    <form
      onSubmit={(e) => {
        if (!ready || isSubmitting) e.preventDefault();
        else void submit(e);
      }}
      noValidate
    >
      <Stack gap={4}>
        <Text>{t('resto.eliminar.pregunta', { producto: item.productoNombre })}</Text>
        <Field.Root required>
          <Field.Label>
            {t('resto.eliminar.motivo')} <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            autoFocus
            rows={2}
            maxLength={MOTIVO_MAX_LENGTH}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                if (ready && !isSubmitting) void submit();
              }
            }}
            data-testid="delete-item-motivo"
            {...register('motivoEliminacion')}
          />
          <Field.HelperText>{t('resto.eliminar.ayuda')}</Field.HelperText>
        </Field.Root>
        <HStack justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancelar')}
          </Button>
          <Button type="submit" colorPalette="red" disabled={!ready} loading={isSubmitting} data-testid="delete-item-confirm">
            {t('resto.eliminar.confirmar')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
