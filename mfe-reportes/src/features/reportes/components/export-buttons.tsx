import { Button, HStack, Progress, Text } from '@chakra-ui/react';
import { EXPORT_FORMATOS, type ExportFormato, type ReporteCostosTipo, type ReportesQuery, type ReporteTipo } from '@resto/shared/contracts';
import { notify } from '@resto/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { descargarExport } from '../api/reportes-api';

/** CSV, Excel and PDF of the report on screen, with the same filters; progress while it arrives. */
export function ExportButtons({ tipo, filtros, disabled }: { tipo: ReporteTipo | ReporteCostosTipo; filtros: ReportesQuery; disabled?: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<{ formato: ExportFormato; progress: number | null } | null>(null);
  const run = async (formato: ExportFormato) => {
    setBusy({ formato, progress: null });
    const result = await descargarExport(tipo, formato, filtros, (progress) => setBusy({ formato, progress })).finally(() => setBusy(null));
    if (result.success) notify({ severity: 'success', message: t('reportes.exportar.listo') });
    else notify({ severity: 'error', message: `${t('reportes.errores.exportar')}: ${result.message ?? ''}` });
  };
  return (
    <HStack gap={2} wrap="wrap" data-testid="exportar">
      <Text fontSize="sm" color="fg.muted">
        {t('reportes.exportar.titulo')}
      </Text>
      {EXPORT_FORMATOS.map((f) => (
        <Button key={f} size="sm" variant="outline" disabled={disabled || busy !== null} loading={busy?.formato === f} onClick={() => void run(f)} data-testid={`exportar-${f}`}>
          {t(`reportes.exportar.${f}`)}
        </Button>
      ))}
      {busy && (
        <HStack gap={2} minW="10rem" data-testid="exportar-progreso">
          <Text fontSize="xs">{t('reportes.exportar.exportando', { formato: t(`reportes.exportar.${busy.formato}`) })}</Text>
          <Progress.Root size="xs" w="6rem" value={busy.progress === null ? null : Math.round(busy.progress * 100)}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </HStack>
      )}
    </HStack>
  );
}
