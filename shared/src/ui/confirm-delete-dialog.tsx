import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../api-client';
import { AppDialog } from './app-dialog';

export interface ConfirmDeleteDialogProps {
  /** Open while set; the dialog's question names it. */
  open: boolean;
  title: string;
  question: ReactNode;
  /** The delete call; a refusal's message stays in the dialog (e.g. a role that still has users). */
  onConfirm: () => Promise<ApiResult<unknown>>;
  onClose: () => void;
  onDone: (message: string | undefined) => void;
  confirmLabel?: string;
  testId?: string;
}

/** Asks before deleting, and shows the api's refusal in place when it says no. */
export function ConfirmDeleteDialog({ open, title, question, onConfirm, onClose, onDone, confirmLabel, testId = 'confirm-dialog' }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await onConfirm().finally(() => setBusy(false));
    if (result.success) {
      onDone(result.message);
    } else {
      setError(result.message ?? t('common.errorEliminar'));
    }
  };
  return (
    <AppDialog
      open={open}
      onClose={close}
      role="alertdialog"
      title={title}
      testId={testId}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('common.cancelar')}
          </Button>
          <Button colorPalette="red" loading={busy} onClick={() => void confirm()} data-testid="confirm-delete">
            {confirmLabel ?? t('common.eliminar')}
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        <Text>{question}</Text>
        {error && (
          <Alert.Root status="error" data-testid="delete-error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </AppDialog>
  );
}
