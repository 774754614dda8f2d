import { Alert, Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { BackupConfig, BackupsEstadoConSecretos as BackupsEstado } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { formatDateTime, formatNumber } from '@resto/shared/format';
import { queryFailure } from '@resto/shared/query';
import { useNumberFields, useValidationText, type NumberFields } from '@resto/shared/sales-ui';
import { useGeneralConfig } from '@resto/shared/session';
import { ConnectionErrorScreen, LoadingOverlay, notify, ScrollTable } from '@resto/shared/ui';
import { runBackup, saveBackupsConfig, useBackupsQuery } from '../api/backups';
import { BackupDownloadDialog } from './backup-download-dialog';
import { ReenterSecretsAlert } from './reenter-secrets-alert';
import { registerBackupsTranslations } from '../i18n';

registerBackupsTranslations();

function formSchema(fields: NumberFields) {
  return z.object({
    hora: fields.number(0, { blank: null }).pipe(z.number().int().min(0, { error: 'La hora debe estar entre 0 y 23' }).max(23, { error: 'La hora debe estar entre 0 y 23' })),
    conservar: fields.number(0, { blank: null }).pipe(z.number().int().min(1, { error: 'Se guardan entre 1 y 365 copias' }).max(365, { error: 'Se guardan entre 1 y 365 copias' })),
  });
}
type FormInput = z.input<ReturnType<typeof formSchema>>;
type FormOutput = z.output<ReturnType<typeof formSchema>>;

const toForm = (config: BackupConfig): FormInput => ({ hora: String(config.hora), conservar: String(config.conservar) });

function useSize() {
  const { t } = useTranslation();
  const { locale } = useGeneralConfig();
  return (bytes: number) =>
    bytes >= 1_000_000
      ? t('backupsAdmin.mb', { valor: formatNumber(bytes / 1_000_000, locale, undefined, 1) })
      : t('backupsAdmin.kb', { valor: formatNumber(Math.max(1, Math.round(bytes / 1_000)), locale, 0) });
}

function BackupsConfigForm({ config, onSaved }: { config: BackupConfig; onSaved: () => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const fields = useNumberFields();
  const schema = useMemo(() => formSchema(fields), [fields]);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(schema), defaultValues: toForm(config) });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await saveBackupsConfig({ ...values, clientMutationId: newClientMutationId() });
    if (result.success) {
      notify({ severity: 'success', message: t('backupsAdmin.guardado') });
      onSaved();
    } else {
      setServerError(saveFailureMessage(result, t('admin.errorGuardar')));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="backups-config-form">
      <Stack gap={3}>
        <HStack gap={4} wrap="wrap" align="start">
          <Field.Root invalid={!!errors.hora} maxW="16rem">
            <Field.Label>{t('backupsAdmin.hora')}</Field.Label>
            <Input inputMode="numeric" autoComplete="off" data-testid="backups-hora" {...register('hora')} />
            <Field.ErrorText>{errorText(errors.hora)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.conservar} maxW="16rem">
            <Field.Label>{t('backupsAdmin.conservar')}</Field.Label>
            <Input inputMode="numeric" autoComplete="off" data-testid="backups-conservar" {...register('conservar')} />
            <Field.ErrorText>{errorText(errors.conservar)}</Field.ErrorText>
          </Field.Root>
        </HStack>
        {serverError && (
          <Text color="fg.error" role="alert">
            {serverError}
          </Text>
        )}
        <Button type="submit" colorPalette="primary" alignSelf="start" loading={isSubmitting} data-testid="backups-guardar">
          {t('backupsAdmin.guardar')}
        </Button>
      </Stack>
    </form>
  );
}

function BackupsStatus({ estado, onChanged }: { estado: BackupsEstado; onChanged: () => void }) {
  const { t } = useTranslation();
  const { locale, hour12 } = useGeneralConfig();
  const size = useSize();
  const [running, setRunning] = useState(false);
  const when = (iso: string) => formatDateTime(iso, { locale, hour12, seconds: false });
  const failed = estado.ultima && !estado.ultima.ok ? estado.ultima : null;

  const backupNow = async () => {
    setRunning(true);
    const result = await runBackup();
    setRunning(false);
    if (result.success) notify({ severity: 'success', message: t('backupsAdmin.hecha') });
    else notify({ severity: 'error', message: saveFailureMessage(result, t('admin.errorGuardar')) });
    onChanged();
  };

  const [downloading, setDownloading] = useState<string | null>(null);

  return (
    <Stack gap={4}>
      <Text data-testid="backups-ultima">
        {estado.ultimaCorrecta
          ? `${t('backupsAdmin.ultima')}: ${when(estado.ultimaCorrecta.fecha)} · ${size(estado.ultimaCorrecta.bytes ?? 0)} · ${t(`backupsAdmin.motivos.${estado.ultimaCorrecta.motivo}`)}`
          : t('backupsAdmin.ninguna')}
      </Text>
      {failed && (
        <Alert.Root status="error" data-testid="backups-fallo">
          <Alert.Indicator />
          <Alert.Title>{t('backupsAdmin.fallo', { fecha: when(failed.fecha), error: failed.error ?? '' })}</Alert.Title>
        </Alert.Root>
      )}
      {!failed && estado.alerta && (
        <Alert.Root status="warning" data-testid="backups-alerta">
          <Alert.Indicator />
          <Alert.Title>{t('backupsAdmin.alerta')}</Alert.Title>
        </Alert.Root>
      )}
      <Button alignSelf="start" colorPalette="primary" variant="outline" loading={running} onClick={() => void backupNow()} data-testid="backups-hacer">
        {t('backupsAdmin.hacerAhora')}
      </Button>
      {estado.archivos.length > 0 && (
        <ScrollTable label={t('backupsAdmin.archivos')} testId="backups-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('backupsAdmin.fecha')}</Table.ColumnHeader>
              {/* The file name is long; on a phone the date, size and download say enough. */}
              <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>{t('backupsAdmin.archivo')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('backupsAdmin.tamano')}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Text srOnly>{t('common.acciones')}</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {estado.archivos.map((a) => (
              <Table.Row key={a.archivo} data-testid="backup-row">
                <Table.Cell whiteSpace="nowrap">{when(a.fecha)}</Table.Cell>
                <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{a.archivo}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {size(a.bytes)}
                </Table.Cell>
                <Table.Cell>
                  <Button size="sm" variant="outline" aria-label={t('backupsAdmin.descargar', { archivo: a.archivo })} onClick={() => setDownloading(a.archivo)}>
                    {t('backupsAdmin.descargarCorto')}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      )}
      <BackupDownloadDialog archivo={downloading} onClose={() => setDownloading(null)} />
    </Stack>
  );
}

/**
 * Settings › backups: the last good backup's time and size, a failed one, the kept
 * files to download, a backup now, and the nightly hour and how many are kept.
 */
export function BackupsSection() {
  const { t } = useTranslation();
  const query = useBackupsQuery();
  const { error, connectionError } = queryFailure(query.error);
  if (connectionError) return <ConnectionErrorScreen onRetry={() => void query.refetch()} />;
  if (error !== null)
    return (
      <Text color="fg.error" role="alert">
        {t('backupsAdmin.errorCargar')}
        {error ? `: ${error}` : ''}
      </Text>
    );
  if (!query.data) return <LoadingOverlay active />;
  const estado = query.data;
  const refresh = () => void query.refetch();
  return (
    <Stack gap={6} data-testid="backups-section">
      <Text color="fg.muted">{t('backupsAdmin.descripcion')}</Text>
      <ReenterSecretsAlert pendientes={estado.secretosPorReingresar} />
      {estado.disponible ? <BackupsStatus estado={estado} onChanged={refresh} /> : <Text data-testid="backups-postgres">{t('backupsAdmin.postgres')}</Text>}
      {estado.disponible && <BackupsConfigForm key={JSON.stringify(estado.config)} config={estado.config} onSaved={refresh} />}
    </Stack>
  );
}
