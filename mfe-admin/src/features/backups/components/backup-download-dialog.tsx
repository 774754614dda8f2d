import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RESPALDO_FRASE_MAXIMO, RESPALDO_FRASE_MINIMO } from '@resto/shared/contracts';
import { AppDialog, useValidationText } from '@resto/shared/sales-ui';
import { downloadBackup } from '../api/backups';
import { FRASE_CORTA, FRASE_LARGA, FRASES_DISTINTAS } from '../i18n';
import { saveFailureMessage } from '@resto/shared/api-client';

// Twice, so that a typo does not seal the key under a passphrase nobody knows.
const schema = z
  .object({
    frase: z.string().min(RESPALDO_FRASE_MINIMO, { error: FRASE_CORTA }).max(RESPALDO_FRASE_MAXIMO, { error: FRASE_LARGA }),
    repetir: z.string(),
  })
  .refine((v) => v.frase === v.repetir, { path: ['repetir'], error: FRASES_DISTINTAS });
type FormValues = z.infer<typeof schema>;

/**
 * Downloading a kept backup: the api seals the server's key inside it under the passphrase asked
 * here, so that the file restores alone on a new machine (`npm run restore` asks for it).
 */
export function BackupDownloadDialog({ archivo, onClose }: { archivo: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog open={archivo !== null} onClose={onClose} title={t('backupsAdmin.frase.titulo', { archivo: archivo ?? '' })} testId="backup-frase-dialog">
      {archivo && <DownloadForm archivo={archivo} onDone={onClose} />}
    </AppDialog>
  );
}

function DownloadForm({ archivo, onDone }: { archivo: string; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(schema), defaultValues: { frase: '', repetir: '' } });

  const submit = handleSubmit(async ({ frase }) => {
    setServerError(null);
    const result = await downloadBackup(archivo, frase);
    if (result.success) onDone();
    else setServerError(saveFailureMessage(result, t('admin.errorGuardar')));
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="backup-frase-form">
      <Stack gap={3}>
        <Text color="fg.muted">{t('backupsAdmin.frase.explicacion')}</Text>
        <Field.Root invalid={!!errors.frase}>
          <Field.Label>{t('backupsAdmin.frase.frase')}</Field.Label>
          <Input type="password" autoComplete="new-password" data-testid="backup-frase" {...register('frase')} />
          <Field.HelperText>{t('backupsAdmin.frase.ayuda', { minimo: RESPALDO_FRASE_MINIMO })}</Field.HelperText>
          <Field.ErrorText>{errorText(errors.frase)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.repetir}>
          <Field.Label>{t('backupsAdmin.frase.repetir')}</Field.Label>
          <Input type="password" autoComplete="new-password" data-testid="backup-frase-repetir" {...register('repetir')} />
          <Field.ErrorText>{errorText(errors.repetir)}</Field.ErrorText>
        </Field.Root>
        {serverError && (
          <Text color="fg.error" role="alert">
            {serverError}
          </Text>
        )}
        <Stack direction="row" justify="end" gap={2}>
          <Button variant="ghost" onClick={onDone}>
            {t('backupsAdmin.frase.cancelar')}
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="backup-frase-descargar">
            {t('backupsAdmin.frase.descargar')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
