import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { CierreZDatos, CierreZDocumento } from '@resto/shared/contracts';
import { formatDateTime, toIsoDate } from '@resto/shared/format';
import { CierreZConfirm, DateField, useMoney } from '@resto/shared/sales-ui';
import { usePermission } from '@resto/shared/session';
import { notify } from '@resto/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emitirCierreZ, imprimirCierreZ, previaCierreZ, reportesKeys, useCierresZ } from '../api/reportes-api';
import { SimpleTable } from './simple-table';
import { saveFailureMessage } from '@resto/shared/api-client';

/**
 * The daily Z close: issue the day's (once, after every register session of it is closed, confirmed
 * in a dialog with its day and total) and reprint any issued
 * one as the api renders it (80 mm roll or A4), previewed in a frame and printed from there.
 */
export function CierreZPanel() {
  const { t } = useTranslation();
  const { amount, date, locale } = useMoney();
  const canIssue = usePermission('caja.abrir-cerrar');
  const cierres = useCierresZ();
  const client = useQueryClient();
  const [fecha, setFecha] = useState(toIsoDate(new Date()));
  const [busy, setBusy] = useState(false);
  const [doc, setDoc] = useState<CierreZDocumento | null>(null);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const [previa, setPrevia] = useState<CierreZDatos | null>(null);

  const confirmar = async () => {
    setBusy(true);
    const result = await previaCierreZ(fecha).finally(() => setBusy(false));
    if (result.success && result.data) setPrevia(result.data);
    else notify({ severity: 'error', message: result.message ?? t('reportes.cierreZ.error') });
  };
  const emitir = async () => {
    setBusy(true);
    const result = await emitirCierreZ(fecha).finally(() => setBusy(false));
    setPrevia(null);
    if (result.success && result.data) {
      notify({ severity: 'success', message: t('reportes.cierreZ.emitido', { numero: result.data.numero }) });
      void client.invalidateQueries({ queryKey: reportesKeys.cierres() });
      await mostrar(result.data.id, 'ticket');
    } else {
      notify({ severity: 'error', message: saveFailureMessage(result, t('reportes.cierreZ.error')) });
    }
  };
  const mostrar = async (id: number, formato: 'ticket' | 'a4') => {
    const result = await imprimirCierreZ(id, formato);
    if (result.success && result.data) setDoc(result.data);
    else notify({ severity: 'error', message: result.message ?? t('reportes.errores.reportes') });
  };
  const print = () => {
    const win = frame.current?.contentWindow;
    if (!win) return;
    win.focus();
    win.print();
  };

  return (
    <Stack gap={4} data-testid="cierre-z">
      <Text color="fg.muted">{t('reportes.cierreZ.ayuda')}</Text>
      {canIssue && (
        <HStack gap={2} align="end" wrap="wrap">
          <DateField label={t('reportes.cierreZ.fecha')} value={fecha} onChange={setFecha} data-testid="cierre-z-fecha" />
          <Button colorPalette="primary" loading={busy && previa === null} onClick={() => void confirmar()} data-testid="emitir-cierre-z">
            {t('reportes.cierreZ.emitir')}
          </Button>
        </HStack>
      )}
      {cierres.data && cierres.data.items.length === 0 ? (
        <Text color="fg.muted">{t('reportes.cierreZ.sinCierres')}</Text>
      ) : (
        <SimpleTable
          testId="tabla-cierres-z"
          rows={cierres.data?.items ?? []}
          rowKey={(r) => r.id}
          columns={[
            { key: 'numero', label: t('reportes.col.numero'), render: (r) => r.numero },
            { key: 'fecha', label: t('reportes.col.fecha'), render: (r) => date(r.fecha) },
            { key: 'ventas', label: t('reportes.col.ventas'), numeric: true, render: (r) => r.ventas },
            { key: 'total', label: t('reportes.col.total'), numeric: true, render: (r) => amount(r.total) },
            { key: 'emitido', label: t('reportes.col.emitido'), render: (r) => `${formatDateTime(r.emitidoAt, { locale, seconds: false })} · ${r.usuario.nombre}` },
            {
              key: 'imprimir',
              label: '',
              render: (r) =>
                canIssue && (
                  <HStack gap={1}>
                    <Button size="xs" variant="outline" onClick={() => void mostrar(r.id, 'ticket')} data-testid={`cierre-z-${r.numero}-ticket`}>
                      {t('reportes.cierreZ.imprimirTicket')}
                    </Button>
                    <Button size="xs" variant="outline" onClick={() => void mostrar(r.id, 'a4')}>
                      {t('reportes.cierreZ.imprimirA4')}
                    </Button>
                  </HStack>
                ),
            },
          ]}
        />
      )}
      <CierreZConfirm datos={previa} busy={busy} onCancel={() => setPrevia(null)} onConfirm={() => void emitir()} />
      {doc && (
        <Stack gap={2}>
          <Button alignSelf="start" size="sm" colorPalette="secondary" onClick={print} data-testid="imprimir-cierre-z">
            {doc.formato === 'a4' ? t('reportes.cierreZ.imprimirA4') : t('reportes.cierreZ.imprimirTicket')}
          </Button>
          <Box borderWidth="1px" borderRadius="md" bg="gray.100" p={2} display="flex" justifyContent="center">
            <iframe
              ref={frame}
              title={`Z ${doc.numero}`}
              srcDoc={doc.html}
              // Shown, never run: no scripts; same origin only so the button can print the frame.
              sandbox="allow-same-origin allow-modals"
              data-testid="cierre-z-frame"
              style={{ width: doc.formato === 'ticket' ? '320px' : '100%', height: '480px', border: 0, background: 'white' }}
            />
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
