import { Alert, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Comprobante, ReceptorFiscal, Venta } from '../contracts';
import { newClientMutationId } from '../api-client/client-id';
import { api } from '../api-client/request';
import { notify } from '../ui/notification-store';
import { isSessionExpiredError } from '../api-client/errors';
import { fromApi, queryFailure } from '../query';
import { getRemito, type FormatoDocumento } from './api/get-remito';
import { getNotaCredito, getTicketFiscal, requestTicketFiscal } from './api/request-ticket-fiscal';
import { ShortcutKey } from './shortcuts';
import { useHotkeys } from './use-hotkeys';

export type TipoDocumento = 'remito' | 'fiscal';

export interface SaleDocumentViewProps {
  venta: Pick<Venta, 'id' | 'numero'>;
  /**
   * 'fiscal' asks for the fiscal ticket first; the remito is shown in any case. Default 'remito'.
   * A reprint of what was issued: 'factura', the sale's invoice with its CAE and QR;
   * 'nota_credito', the credit note of a voided sale.
   */
  documento?: TipoDocumento | 'factura' | 'nota_credito';
  /** The invoice's receiver; none is a final consumer. */
  receptor?: ReceptorFiscal | null;
}

type FiscalState = { status: 'pending' } | { status: 'ok'; message: string; autorizado: boolean } | { status: 'failed'; message: string };

/** Asks once per sale for its fiscal ticket (the api refuses it, with the reason, until e-invoicing is set up). */
function useFiscalTicket(ventaId: number, wanted: boolean, receptor: ReceptorFiscal | null): FiscalState | null {
  const [state, setState] = useState<FiscalState | null>(wanted ? { status: 'pending' } : null);
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (!wanted || asked.current === ventaId) return;
    asked.current = ventaId;
    setState({ status: 'pending' });
    requestTicketFiscal(ventaId, newClientMutationId(), 'ticket', receptor).then(
      (result) =>
        setState(
          result.success
            ? { status: 'ok', message: result.message ?? '', autorizado: result.data?.comprobante.estado === 'autorizado' }
            : { status: 'failed', message: result.message ?? '' },
        ),
      (error: unknown) => {
        if (!isSessionExpiredError(error)) setState({ status: 'failed', message: error instanceof Error ? error.message : '' });
      },
    );
    // The receiver is the one chosen when the sale was charged: asked once per sale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ventaId, wanted]);
  return state;
}

/**
 * The printable document of a paid sale: the non-fiscal remito as the api renders it (80 mm roll
 * or A4, each with its own @page rules), previewed in a frame and printed with that frame's
 * `window.print()`, so only the document reaches the printer. Ctrl+P prints it too.
 */
export function SaleDocumentView({ venta, documento = 'remito', receptor = null }: SaleDocumentViewProps) {
  const { t } = useTranslation();
  const [formato, setFormato] = useState<FormatoDocumento>('ticket');
  const frame = useRef<HTMLIFrameElement | null>(null);
  const fiscal = useFiscalTicket(venta.id, documento === 'fiscal', receptor);
  // Once ARCA took the invoice (authorised or pending), the fiscal ticket is what prints.
  const fiscalIssued = fiscal?.status === 'ok' || documento === 'factura';
  const shown = documento === 'nota_credito' ? 'nota-credito' : fiscalIssued ? 'ticket-fiscal' : 'remito';
  const remito = useQuery({
    queryKey: ['ventas', shown, venta.id, formato],
    queryFn: fromApi<{ formato: FormatoDocumento; html: string; comprobante?: Comprobante }>((signal) =>
      shown === 'nota-credito'
        ? getNotaCredito(venta.id, formato, signal)
        : shown === 'ticket-fiscal'
          ? getTicketFiscal(venta.id, formato, signal)
          : getRemito(venta.id, formato, signal),
    ),
    enabled: fiscal?.status !== 'pending',
  });
  const remitoError = queryFailure(remito.error).error;
  const html = remito.data?.formato === formato ? remito.data.html : null;

  const printButton = useRef<HTMLButtonElement | null>(null);
  const print = () => {
    const win = frame.current?.contentWindow;
    if (!win || !html) return;
    win.focus();
    win.print();
    // Back to this page, so Esc and the other keys work again after the print dialog.
    printButton.current?.focus();
  };
  useHotkeys({ 'Control+p': print });

  const [printing, setPrinting] = useState(false);
  const printAtRegister = async () => {
    setPrinting(true);
    const autorizado = (fiscal?.status === 'ok' && fiscal.autorizado) || (documento === 'factura' && remito.data?.comprobante?.estado === 'autorizado');
    const documentoCaja = autorizado ? 'fiscal' : 'recibo';
    const res = await api.post(`/impresion/ventas/${venta.id}`, { documento: documentoCaja, clientMutationId: newClientMutationId() });
    setPrinting(false);
    notify(res.success ? { severity: 'success', message: t('salesUi.document.enviadoCaja') } : { severity: 'error', message: res.message ?? '' });
  };

  return (
    <Stack gap={3} data-testid="sale-document">
      {fiscal?.status === 'pending' && (
        <HStack color="fg.muted">
          <Spinner size="sm" />
          <Text>{t('salesUi.document.pidiendoTicket')}</Text>
        </HStack>
      )}
      {fiscal?.status === 'failed' && (
        <Alert.Root status="warning" data-testid="fiscal-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('salesUi.document.ticketFiscalError')}</Alert.Title>
            <Alert.Description>
              {fiscal.message} {t('salesUi.document.remitoEnSuLugar')}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {fiscal?.status === 'ok' && (
        <Alert.Root status={fiscal.autorizado ? 'success' : 'warning'} data-testid="fiscal-ok">
          <Alert.Indicator />
          <Alert.Title>{fiscal.message || t('salesUi.document.ticketFiscalOk')}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap={2} wrap="wrap" role="group" aria-label={t('salesUi.document.formato')}>
        {(['ticket', 'a4'] as const).map((f) => (
          <Button key={f} size="sm" variant={formato === f ? 'solid' : 'outline'} colorPalette="primary" aria-pressed={formato === f} onClick={() => setFormato(f)}>
            {t(`salesUi.document.${f}`)}
          </Button>
        ))}
        <Button ref={printButton} size="sm" colorPalette="secondary" onClick={print} disabled={!html} data-testid="print-document">
          {t('salesUi.document.imprimir')} <ShortcutKey k="Ctrl+P" />
        </Button>
        {/* On the register's thermal printer (the receipt, or the invoice with its CAE and QR). */}
        {documento !== 'nota_credito' && (
          <Button size="sm" variant="outline" loading={printing} onClick={() => void printAtRegister()} data-testid="print-at-register">
            {t('salesUi.document.imprimirEnCaja')}
          </Button>
        )}
      </HStack>
      {remitoError && !html && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            {t('salesUi.document.errorDocumento')}: {remitoError}
          </Alert.Title>
        </Alert.Root>
      )}
      <Box borderWidth="1px" borderRadius="md" bg="gray.100" p={2} display="flex" justifyContent="center" minH="200px">
        {html ? (
          <iframe
            ref={frame}
            title={t('salesUi.document.vistaPrevia')}
            srcDoc={html}
            // The api's HTML is shown, never run: no scripts, forms or navigation; same origin
            // only so that the print button can call the frame's print().
            sandbox="allow-same-origin allow-modals"
            data-testid="document-frame"
            style={{ width: formato === 'ticket' ? '320px' : '100%', height: '420px', border: 0, background: 'white' }}
          />
        ) : (
          !remitoError && (
            <HStack color="fg.muted">
              <Spinner size="sm" />
              <Text>{t('salesUi.document.preparando')}</Text>
            </HStack>
          )
        )}
      </Box>
    </Stack>
  );
}
