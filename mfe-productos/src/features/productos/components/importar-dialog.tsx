import { Alert, Box, Button, HStack, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { PRODUCTOS_CSV_MODELO, PRODUCTOS_IMPORTAR_MAX_BYTES, productosImportReportSchema, type ProductosImportReport } from '@resto/shared/contracts';
import { AppDialog } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { downloadModelo, importarProductos } from '../api/importar-productos';
import { categoriasKeys, productosKeys } from '../api/query-keys';

export interface ImportarDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Product import from a CSV: template, drag and drop, upload progress, then the report. */
export function ImportarDialog({ open, onClose }: ImportarDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} title={t('productos.importar.titulo')} size="lg" testId="importar-dialog">
      <ImportarPanel onClose={onClose} />
    </AppDialog>
  );
}

interface Outcome {
  report: ProductosImportReport | null;
  error: string | null;
}

function ImportarPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.csv'] },
    multiple: false,
    maxSize: PRODUCTOS_IMPORTAR_MAX_BYTES,
    onDrop: (accepted, rejected) => {
      setOutcome(null);
      setProgress(0);
      if (rejected.length > 0 || accepted.length === 0) {
        setFile(null);
        setFileError(t('productos.importar.archivoInvalido'));
        return;
      }
      setFileError(null);
      setFile(accepted[0] ?? null);
    },
  });

  const upload = useMutation({
    mutationFn: (f: File) => importarProductos(f, setProgress),
    onSuccess: (result) => {
      const parsed = productosImportReportSchema.safeParse(result.data);
      const report = parsed.success ? parsed.data : null;
      if (result.success) {
        void client.invalidateQueries({ queryKey: productosKeys.all });
        void client.invalidateQueries({ queryKey: categoriasKeys.all });
        notify({ severity: 'success', message: t('productos.importar.importados', { count: report?.importados ?? 0 }) });
      }
      setOutcome({ report, error: result.success ? null : (result.message ?? t('productos.importar.error')) });
    },
  });

  const downloadTemplate = async () => {
    const result = await downloadModelo();
    if (!result.success) notify({ severity: 'error', message: result.message ?? t('productos.importar.error') });
  };

  const report = outcome?.report ?? null;
  return (
    <Stack gap={4}>
      <Text fontSize="sm">{t('productos.importar.ayuda')}</Text>
      <HStack>
        <Button size="sm" variant="outline" onClick={() => void downloadTemplate()} data-testid="descargar-modelo">
          {t('productos.importar.descargarModelo', { archivo: PRODUCTOS_CSV_MODELO })}
        </Button>
      </HStack>
      <Box
        {...getRootProps()}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={isDragActive ? 'primary.solid' : 'border'}
        bg={isDragActive ? 'bg.muted' : undefined}
        borderRadius="md"
        p={6}
        textAlign="center"
        cursor="pointer"
        data-testid="importar-dropzone"
      >
        <input {...getInputProps()} aria-label={t('productos.importar.elegir')} data-testid="importar-input" />
        <Text>{isDragActive ? t('productos.importar.soltar') : t('productos.importar.arrastrar')}</Text>
        {file && (
          <Text mt={2} fontWeight="semibold" data-testid="importar-archivo">
            {file.name}
          </Text>
        )}
      </Box>
      {fileError && (
        <Text color="fg.error" role="alert">
          {fileError}
        </Text>
      )}
      {(upload.isPending || progress > 0) && (
        <Progress.Root value={progress} max={100} size="sm" colorPalette="primary" data-testid="importar-progreso">
          <HStack justify="space-between">
            <Progress.Label>{upload.isPending && progress >= 100 ? t('productos.importar.procesando') : t('productos.importar.subiendo')}</Progress.Label>
            <Progress.ValueText />
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {outcome?.error && (
        <Alert.Root status="error" data-testid="importar-error">
          <Alert.Indicator />
          <Alert.Title>{outcome.error}</Alert.Title>
        </Alert.Root>
      )}
      {report && report.rechazados.length === 0 && outcome?.error === null && (
        <Alert.Root status="success" data-testid="importar-ok">
          <Alert.Indicator />
          <Alert.Title>{t('productos.importar.importados', { count: report.importados })}</Alert.Title>
        </Alert.Root>
      )}
      {report && report.rechazados.length > 0 && (
        <Stack gap={2}>
          <Text fontWeight="semibold">{t('productos.importar.rechazados', { count: report.rechazados.length, filas: report.filas })}</Text>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="16rem" tabIndex={0} role="region" aria-label={t('productos.importar.reporte')}>
            <Table.Root size="sm" data-testid="importar-reporte">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="5rem">{t('productos.importar.linea')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('productos.importar.motivo')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {report.rechazados.map((r) => (
                  <Table.Row key={r.linea} data-testid="rechazo-row">
                    <Table.Cell>{r.linea}</Table.Cell>
                    <Table.Cell>
                      {r.nombre && <Text fontWeight="semibold">{r.nombre}</Text>}
                      {r.motivos.map((m) => (
                        <Text key={m}>{m}</Text>
                      ))}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      )}
      <HStack justify="flex-end" gap={2}>
        <Button variant="outline" onClick={onClose}>
          {t('common.cerrar')}
        </Button>
        <Button
          colorPalette="primary"
          disabled={!file}
          loading={upload.isPending}
          onClick={() => {
            if (!file) return;
            setOutcome(null);
            setProgress(0);
            upload.mutate(file);
          }}
          data-testid="importar-enviar"
        >
          {t('productos.importar.importar')}
        </Button>
      </HStack>
    </Stack>
  );
}
