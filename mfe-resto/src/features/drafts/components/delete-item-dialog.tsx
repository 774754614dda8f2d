import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import type { DraftItem } from '@resto/shared/contracts';
import { canConfirmDeletion } from '@resto/shared/rules';
import { AppDialog } from '@resto/shared/sales-ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface DeleteItemDialogProps {
  /** The item to delete; null keeps the dialog closed. */
  item: DraftItem | null;
  onClose: () => void;
  /** Deletes it with the (trimmed) reason; resolves true when done. */
  onConfirm: (motivo: string) => Promise<boolean>;
}

/** Deleting an item asks why: the button stays off until the reason has text (SPEC §5). */
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
  const [motivo, setMotivo] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = canConfirmDeletion(motivo);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    const done = await onConfirm(motivo.trim());
    setBusy(false);
    if (done) onClose();
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <Text>{t('resto.eliminar.pregunta', { producto: item.productoNombre })}</Text>
        <Field.Root required>
          <Field.Label>
            {t('resto.eliminar.motivo')} <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            autoFocus
            rows={2}
            maxLength={200}
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) void submit(e);
            }}
            data-testid="delete-item-motivo"
          />
          <Field.HelperText>{t('resto.eliminar.ayuda')}</Field.HelperText>
        </Field.Root>
        <HStack justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancelar')}
          </Button>
          <Button type="submit" colorPalette="red" disabled={!ready} loading={busy} data-testid="delete-item-confirm">
            {t('resto.eliminar.confirmar')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
