import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { draftNotasSchema, type DraftItem } from '@resto/shared/contracts';
import { AppDialog } from '@resto/shared/sales-ui';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CommentField } from './comment-field';

export interface NotesDialogProps {
  /** The line whose note is edited; null keeps the dialog closed. */
  item: DraftItem | null;
  onClose: () => void;
  /** Saves the note (blank clears it); resolves true when done. */
  onSave: (notas: string | null) => Promise<boolean>;
}

/** The note as the api takes it (PATCH .../items/{itemId}/notas): trimmed, up to 150 characters. */
const notasSchema = draftNotasSchema.pick({ notas: true });

/** A line's note for the kitchen, edited after the line was added (with the quick suggestions). */
export function NotesDialog({ item, onClose, onSave }: NotesDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={item !== null} onClose={onClose} title={t('resto.notas.titulo')} testId="notes-dialog">
      {item && <NotesForm key={item.id} item={item} onClose={onClose} onSave={onSave} />}
    </AppDialog>
  );
}

function NotesForm({ item, onClose, onSave }: { item: DraftItem; onClose: () => void; onSave: (notas: string | null) => Promise<boolean> }) {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<z.input<typeof notasSchema>, unknown, z.output<typeof notasSchema>>({
    resolver: zodResolver(notasSchema),
    defaultValues: { notas: item.notas ?? '' },
  });
  const submit = handleSubmit(async ({ notas }) => {
    if (await onSave(notas ? notas : null)) onClose();
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <Text>{t('resto.notas.producto', { producto: item.productoNombre })}</Text>
        <Controller
          control={control}
          name="notas"
          render={({ field }) => <CommentField label={t('resto.agregar.notas')} value={field.value ?? ''} onChange={field.onChange} suggestions testId="notes-dialog-notas" />}
        />
        <HStack justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancelar')}
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="notes-dialog-guardar">
            {t('resto.notas.guardar')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
