import { Alert, Button, HStack, Spinner, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagoInput, PropinaInput, ReceptorFiscal, Venta } from '../contracts';
import type { ApiResult } from '../api-client/request';
import { AppDialog } from './app-dialog';
import { usePaymentSetup } from './api/use-payment-setup';
import { paymentContext } from './payment-lines';
import { PaymentForm } from './close-sale/payment-form';
import { SaleDocumentView, type TipoDocumento } from './sale-document';
import { ShortcutKey } from './shortcuts';
import { queryFailure } from '../query';
import { useMoney } from './use-money';

export interface CloseSaleDialogProps {
  open: boolean;
  /** What the sale costs, in the venue's minor units (the same shared rules the api charges with). */
  totalMinor: number;
  /** Offer methods that charge a current account (the sale's customer has one). Default false. */
  allowAccount?: boolean;
  /**
   * The id of this sale's charge: keep it while the sale is the same, so a retry after a timeout
   * replays the first charge instead of charging twice; make a new one after a sale was charged.
   */
  clientMutationId: string;
  /** Charges the sale (counter, sale draft, table or a part of it: the caller knows the endpoint), with the tip added at payment. */
  onFinalize: (pagos: PagoInput[], clientMutationId: string, propinas: PropinaInput[]) => Promise<ApiResult<Venta>>;
  /** The sale was charged: clear the cart now, the document step follows. */
  onCharged: (venta: Venta) => void;
  /** The dialog closed: cancelled before paying, or done after the document step. */
  onClose: () => void;
}

export { MAX_SPLIT_PARTS } from './close-sale/payment-form-schema';

/**
 * The close-sale screen (split payments): payment lines in several
 * methods and currencies (converted at the venue's rates), split by amount or in equal parts,
 * the change, remito or fiscal ticket, then the printable document. Keyboard: Enter confirms,
 * F8 adds a payment, Esc closes.
 */
export function CloseSaleDialog(props: CloseSaleDialogProps) {
  const { t } = useTranslation();
  const [venta, setVenta] = useState<Venta | null>(null);
  const [documento, setDocumento] = useState<TipoDocumento>('remito');
  const [receptor, setReceptor] = useState<ReceptorFiscal | null>(null);
  const close = () => {
    setVenta(null);
    props.onClose();
  };
  return (
    <AppDialog
      open={props.open}
      onClose={close}
      size="xl"
      testId="close-sale"
      title={venta ? t('salesUi.document.cobrada', { numero: venta.numero ?? venta.id }) : t('salesUi.closeSale.titulo')}
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-autofocus="close-sale"]')}
    >
      {venta ? (
        <DoneStep venta={venta} documento={documento} receptor={receptor} onNewSale={close} />
      ) : (
        <PayStep
          {...props}
          onCancel={close}
          onCharged={(v, d, r) => {
            setDocumento(d);
            setReceptor(r ?? null);
            setVenta(v);
            props.onCharged(v);
          }}
        />
      )}
    </AppDialog>
  );
}

function DoneStep({ venta, documento, receptor, onNewSale }: { venta: Venta; documento: TipoDocumento; receptor: ReceptorFiscal | null; onNewSale: () => void }) {
  const { t } = useTranslation();
  const { amount } = useMoney();
  return (
    <Stack gap={4}>
      {venta.vuelto > 0 && (
        <Alert.Root status="info" data-testid="change-to-give">
          <Alert.Indicator />
          <Alert.Title fontSize="lg">{t('salesUi.document.entregarVuelto', { monto: amount(venta.vuelto) })}</Alert.Title>
        </Alert.Root>
      )}
      <SaleDocumentView venta={venta} documento={documento} receptor={receptor} />
      <HStack justify="flex-end">
        <Button colorPalette="primary" onClick={onNewSale} autoFocus data-autofocus="close-sale" data-testid="new-sale">
          {t('salesUi.document.nuevaVenta')} <ShortcutKey k="Esc" />
        </Button>
      </HStack>
    </Stack>
  );
}

type PayStepProps = Omit<CloseSaleDialogProps, 'open' | 'onClose' | 'onCharged'> & {
  onCharged: (venta: Venta, documento: TipoDocumento, receptor?: ReceptorFiscal | null) => void;
  onCancel: () => void;
};

function PayStep(props: PayStepProps) {
  const { t } = useTranslation();
  const { currency, locale } = useMoney();
  // Methods and rates: one read shared with the other payment screens open at the time.
  const setup = usePaymentSetup();
  const setupError = queryFailure(setup.error).error;
  const ctx = useMemo(
    () => (setup.data ? paymentContext(currency, setup.data.medios, setup.data.tipos, props.allowAccount ?? false, locale) : null),
    [setup.data, currency, props.allowAccount, locale],
  );

  if (!ctx) {
    if (setupError !== null) {
      return (
        <Alert.Root status="error" data-testid="close-sale-setup-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('salesUi.closeSale.errorMedios')}</Alert.Title>
            <Alert.Description>{setupError}</Alert.Description>
          </Alert.Content>
          <Button size="sm" onClick={() => void setup.refetch()} data-autofocus="close-sale">
            {t('common.reintentar')}
          </Button>
        </Alert.Root>
      );
    }
    return (
      <HStack justify="center" py={8}>
        <Spinner />
      </HStack>
    );
  }
  if (ctx.medios.length === 0) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t('salesUi.closeSale.sinMedios')}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <PaymentForm
      ctx={ctx}
      totalMinor={props.totalMinor}
      clientMutationId={props.clientMutationId}
      onFinalize={props.onFinalize}
      onCharged={props.onCharged}
      onCancel={props.onCancel}
    />
  );
}
