import { Badge, Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagoInput, ProductoVenta, PropinaInput, VentaResumen } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { queryFailure } from '@resto/shared/query';
import {
  AppDialog,
  approvalHeaders,
  approvalRequestOf,
  CloseSaleDialog,
  ManagerApprovalDialog,
  ShortcutBar,
  ShortcutKey,
  useHotkeys,
  useMoney,
  type ApprovalRequest,
  type ModifierChoice,
} from '@resto/shared/sales-ui';
import type { ChosenModifier } from '@resto/shared/rules';
import { PrintStationBanner } from '@resto/shared/printing';
import { usePermission } from '@resto/shared/session';
import { notify, PageTitle, playSound } from '@resto/shared/ui';
import {
  cartFromDraft,
  CartLines,
  LineEditorDialog,
  SaleDiscountDialog,
  toCartCustomer,
  toCartProduct,
  toItemInputs,
  TotalPanel,
  totalsProblemKey,
  toSaleFields,
  useCart,
  useDiscountApproval,
  useModifierChoice,
  type CartProduct,
} from '../features/carrito';
import { findProductByCode, FrequentProducts, ProductSearchDialog, useBarcodeScanner, useNoVendible } from '../features/catalogo';
import { CustomerPickerDialog } from '../features/clientes';
import { finalizarVenta, RegisterClosedAlert, useCounterPrice, useRegisterOpen } from '../features/mostrador';
import { discardPhoneSale, finalizePhoneSale, getPhoneSale, PendingPhoneSalesPanel, phoneSalesKeys, usePendingPhoneSales } from '../features/ventas-telefono';

type Dialog = 'search' | 'customer' | 'discount' | 'pay' | null;
/** At most this many approvals for one charge (the api reads no more tokens). */
const MAX_APPROVALS = 4;
type Editing = { producto: CartProduct; key: string | null; modificadores?: ChosenModifier[]; componentes?: ChosenModifier[] } | null;

/**
 * /ventas, the counter: product search (F2), frequent products, barcode scanner, items with
 * quantity, weight and discount, customer (F3), a discount on the whole sale (F9), totals and
 * pay (F4), and the phone sales sent to the register (F7), which arrive live.
 */
export default function VentasPage() {
  const { t } = useTranslation();
  const { amount, currency } = useMoney();
  const { cart, dispatch, totals, lineTotals, selected } = useCart();
  // Charging is ventas.vender's (the api refuses the rest): without it no pay button, F4 or register check.
  const canCharge = usePermission('ventas.vender');
  const register = useRegisterOpen(canCharge);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [approval, setApproval] = useState<{ request: ApprovalRequest; resolve: (approved: { token: string; motivo: string } | null) => void } | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [discarding, setDiscarding] = useState<VentaResumen | null>(null);
  const modifiers = useModifierChoice(),
    counterPrice = useCounterPrice(),
    noVendible = useNoVendible();
  // A discount above the cashier's limit is asked of a manager as it is entered; declined, it is not applied.
  const discounts = useDiscountApproval(cart, dispatch);
  // One charge id per sale: a retry after a timeout replays the first charge instead of a second.
  const [saleMutationId, setSaleMutationId] = useState(newClientMutationId);
  const queryClient = useQueryClient();
  const phoneSales = usePendingPhoneSales((event) => {
    playSound('notification');
    notify({ severity: 'info', key: `draft-${event.draftId}`, message: t('ventas.ventasTelefono.nueva', { usuario: event.usuario, total: amount(event.total) }) });
  });

  const currentPhoneSaleId = cart.ventaTelefono?.id ?? null;
  useEffect(() => {
    // The phone sale in the cart was charged or discarded on another register.
    if (currentPhoneSaleId === null || dialog === 'pay' || !phoneSales.data || phoneSales.isFetching) return;
    if (!phoneSales.data.some((d) => d.id === currentPhoneSaleId)) {
      dispatch({ type: 'clear' });
      notify({ severity: 'warning', message: t('ventas.ventasTelefono.cobradaEnOtraCaja') });
    }
  }, [currentPhoneSaleId, phoneSales.data, phoneSales.isFetching, dialog, dispatch, t]);

  const addProduct = async (found: ProductoVenta) => {
    const p = counterPrice(found),
      producto = toCartProduct(p, currency); // at the counter's price list when one applies now
    if (noVendible(p)) {
      playSound('error');
      notify({ severity: 'warning', key: `stock-${p.id}`, message: `${p.nombre}: ${noVendible(p)}` });
      return;
    }
    // A product with options has them chosen first; the line shows their price, the api charges it.
    await modifiers.choose(p, (choice) => addChosen(producto, choice));
  };

  const addChosen = (producto: CartProduct, choice: ModifierChoice | null) => {
    const priced = choice ? { ...producto, priceMinor: choice.unitPriceMinor } : producto;
    const [modificadores, componentes] = [choice?.chosen ?? [], choice?.componentes ?? []];
    if (producto.esPorPeso) {
      setEditing({ producto: priced, key: null, modificadores, componentes });
      return;
    }
    dispatch({ type: 'add', producto: priced, quantityMilli: 1000, modificadores, componentes });
    playSound('add');
  };

  const onScan = async (code: string) => {
    const { producto, message } = await findProductByCode(code);
    if (producto) {
      setDialog((d) => (d === 'search' ? null : d));
      await addProduct(producto);
    } else {
      playSound('error');
      notify({ severity: 'warning', key: `scan-${code}`, message: message ?? t('ventas.venta.codigoNoEncontrado', { codigo: code }) });
    }
  };
  useBarcodeScanner((code) => void onScan(code), { enabled: (dialog === null || dialog === 'search') && editing === null && discarding === null && !modifiers.open });

  const totalMinor = totals.ok ? totals.totals.totalMinor : 0;
  const problemKey = totalsProblemKey(totals);
  const payBlocked = cart.lines.length === 0 ? t('ventas.venta.carritoVacio') : register.open === false ? t('ventas.venta.cajaCerrada') : problemKey ? t(problemKey) : null;
  const pay = () => {
    if (payBlocked) {
      playSound('error');
      notify({ severity: 'warning', key: 'pay-blocked', message: payBlocked });
      return;
    }
    setDialog('pay');
  };
  const openDiscount = () => {
    if (cart.lines.length === 0) {
      playSound('error');
      notify({ severity: 'warning', key: 'discount-empty', message: t('ventas.venta.carritoVacio') });
      return;
    }
    setDialog('discount');
  };

  const loadPhoneSale = async (id: number) => {
    if (cart.lines.length > 0) {
      notify({ severity: 'warning', key: 'cart-busy', message: t('ventas.ventasTelefono.carritoOcupado') });
      return;
    }
    const result = await getPhoneSale(id);
    if (result.success && result.data) dispatch({ type: 'load', state: cartFromDraft(result.data) });
    else notify({ severity: 'error', message: result.message ?? t('ventas.phoneSales.errorCargar') });
  };

  const confirmDiscard = async () => {
    if (!discarding) return;
    // Someone else's phone sale is discarded only with a manager's PIN, asked on the spot.
    let result = await discardPhoneSale(discarding.id, newClientMutationId());
    const request = approvalRequestOf(result);
    if (request) {
      const approved = await new Promise<{ token: string; motivo: string } | null>((resolve) => setApproval({ request, resolve }));
      setApproval(null);
      if (!approved) return;
      result = await discardPhoneSale(discarding.id, newClientMutationId(), approvalHeaders(approved.token));
    }
    if (result.success) {
      notify({ severity: 'success', message: t('ventas.ventasTelefono.descartada') });
      if (discarding.id === currentPhoneSaleId) dispatch({ type: 'clear' });
      setDiscarding(null);
      void queryClient.invalidateQueries({ queryKey: phoneSalesKeys.pending() });
    } else {
      notify({ severity: 'error', message: result.message ?? t('ventas.phoneSales.errorCargar') });
    }
  };

  /**
   * Charges the sale with the approval given when its discount was entered, if it still covers
   * it; when the api answers that something needs a manager's approval (its discounts, a tip
   * above the limit), asks for the PIN over the payment screen and charges again with every
   * token given, so a sale that needs two approvals is asked twice; a cancelled approval gives
   * the payment screen the refusal.
   */
  const finalize = async (pagos: PagoInput[], clientMutationId: string, propinas: PropinaInput[]) => {
    const body = { items: toItemInputs(cart.lines, currency), pagos, ...(propinas.length > 0 ? { propinas } : {}), ...toSaleFields(cart, currency), clientMutationId };
    const given: { token: string; motivo: string }[] = [];
    let atEntry: { token: string; motivo: string } | undefined;
    const send = () => {
      const all = atEntry ? [atEntry, ...given] : given;
      const full = all.length > 0 ? { ...body, motivoDescuento: all[0]!.motivo } : body;
      const headers = all.length > 0 ? approvalHeaders(all.map((a) => a.token)) : undefined;
      return cart.ventaTelefono ? finalizePhoneSale(cart.ventaTelefono.id, full, headers) : finalizarVenta(full, headers);
    };
    let result = await discounts.charge((approved) => {
      atEntry = approved;
      return send();
    });
    for (let asked = 0; asked < MAX_APPROVALS; asked += 1) {
      const request = approvalRequestOf(result);
      if (!request) return result;
      const approved = await new Promise<{ token: string; motivo: string } | null>((resolve) => setApproval({ request, resolve }));
      setApproval(null);
      if (!approved) return result;
      given.push(approved);
      result = await send();
    }
    return result;
  };

  const idle = dialog === null && editing === null && discarding === null && !modifiers.open;
  useHotkeys(
    {
      F2: () => setDialog('search'),
      F3: () => setDialog('customer'),
      ...(canCharge ? { F4: pay } : {}),
      F9: openDiscount,
      F7: () => {
        const first = phoneSales.data?.[0];
        if (first) void loadPhoneSale(first.id);
      },
      ArrowDown: () => dispatch({ type: 'move', by: 1 }),
      ArrowUp: () => dispatch({ type: 'move', by: -1 }),
      '+': () => selected && dispatch({ type: 'step', key: selected.key, units: 1 }),
      '-': () => selected && dispatch({ type: 'step', key: selected.key, units: -1 }),
      Delete: () => selected && dispatch({ type: 'remove', key: selected.key }),
      Enter: () => selected && setEditing({ producto: selected.producto, key: selected.key }),
    },
    { enabled: idle },
  );

  const editingLine = editing?.key ? cart.lines.find((l) => l.key === editing.key) : undefined;

  return (
    <Box data-testid="ventas-page">
      <PageTitle titleKey="routes.ventas" />
      {/* This tab prints the register's browser, USB and serial printer jobs. */}
      <PrintStationBanner estacion="caja" />
      {/* The totals column narrows at 1024 so the sale's table keeps room for names. */}
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 320px', xl: 'minmax(0, 1fr) 380px' }} gap={4} alignItems="start">
        <Stack gap={4} minW={0}>
          <Button variant="outline" size="lg" justifyContent="space-between" color="fg.muted" fontWeight="normal" onClick={() => setDialog('search')} data-testid="open-search">
            <Text truncate>{t('ventas.venta.buscarProducto')}</Text>
            <ShortcutKey k="F2" />
          </Button>
          <FrequentProducts onPick={(p) => void addProduct(p)} price={counterPrice} />
          <HStack justify="space-between" wrap="wrap" gap={2}>
            <HStack gap={2}>
              <Heading as="h2" size="md">
                {t('ventas.venta.carrito')}
              </Heading>
              {cart.ventaTelefono && (
                <Badge colorPalette="secondary" data-testid="draft-badge">
                  {t('ventas.ventasTelefono.cargada', { usuario: cart.ventaTelefono.usuario, hora: cart.ventaTelefono.hora })}
                </Badge>
              )}
            </HStack>
            {cart.lines.length > 0 && (
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => dispatch({ type: 'clear' })} data-testid="clear-cart">
                {cart.ventaTelefono ? t('ventas.ventasTelefono.dejarParaDespues') : t('ventas.venta.vaciar')}
              </Button>
            )}
          </HStack>
          <CartLines
            lines={cart.lines}
            lineTotals={lineTotals}
            selectedKey={cart.selectedKey}
            onSelect={(key) => dispatch({ type: 'select', key })}
            onStep={(key, units) => dispatch({ type: 'step', key, units })}
            onEdit={(key) => {
              const line = cart.lines.find((l) => l.key === key);
              if (line) setEditing({ producto: line.producto, key });
            }}
            onRemove={(key) => dispatch({ type: 'remove', key })}
          />
        </Stack>
        <Stack gap={4}>
          {register.open === false && <RegisterClosedAlert />}
          <TotalPanel
            totals={totals}
            cliente={cart.cliente}
            customerKey="F3"
            onPickCustomer={() => setDialog('customer')}
            onClearCustomer={() => dispatch({ type: 'customer', cliente: null })}
            descuento={cart.descuento}
            onDiscount={openDiscount}
            discountKey="F9"
            action={
              canCharge && (
                <Button colorPalette="primary" size="xl" onClick={pay} disabled={payBlocked !== null} data-testid="pay">
                  {t('ventas.venta.cobrar')} <ShortcutKey k="F4" />
                </Button>
              )
            }
          />
          <PendingPhoneSalesPanel
            phoneSales={phoneSales.data}
            error={queryFailure(phoneSales.error).error}
            currentId={currentPhoneSaleId}
            onCharge={(id) => void loadPhoneSale(id)}
            onDiscard={setDiscarding}
          />
        </Stack>
      </Grid>
      <Box mt={6}>
        <ShortcutBar
          items={[
            { keys: 'F2', label: t('ventas.atajos.buscar') },
            { keys: 'F3', label: t('ventas.atajos.cliente') },
            ...(canCharge ? [{ keys: 'F4', label: t('ventas.atajos.cobrar') }] : []),
            { keys: 'F9', label: t('ventas.atajos.descuento') },
            { keys: 'F7', label: t('ventas.atajos.enviadas') },
            { keys: '↑ ↓', label: t('ventas.atajos.elegir') },
            { keys: '+ −', label: t('ventas.atajos.cantidad') },
            { keys: 'Enter', label: t('ventas.atajos.editar') },
            { keys: t('ventas.atajos.teclaSupr'), label: t('ventas.atajos.quitar') },
            { keys: 'Esc', label: t('ventas.atajos.cerrar') },
          ]}
        />
        <Text fontSize="xs" color="fg.muted" mt={1}>
          {t('ventas.atajos.escanear')}
        </Text>
      </Box>

      <ProductSearchDialog
        open={dialog === 'search'}
        onClose={() => setDialog(null)}
        onPick={(p) => {
          setDialog(null);
          void addProduct(p);
        }}
      />
      {modifiers.dialog}
      <CustomerPickerDialog
        open={dialog === 'customer'}
        onClose={() => setDialog(null)}
        onPick={(c) => {
          setDialog(null);
          dispatch({
            type: 'customer',
            cliente: c ? toCartCustomer(c) : null,
          });
        }}
      />
      <SaleDiscountDialog
        open={dialog === 'discount'}
        cart={cart}
        onClose={() => setDialog(null)}
        onApply={(descuento) => {
          setDialog(null);
          void discounts.apply({ type: 'discount', descuento });
        }}
      />
      <LineEditorDialog
        producto={editing?.producto ?? null}
        initial={editingLine ? { quantityMilli: editingLine.quantityMilli, discount: editingLine.discount, notas: editingLine.notas } : null}
        onClose={() => setEditing(null)}
        onApply={(value) => {
          if (editing?.key) void discounts.apply({ type: 'update', key: editing.key, ...value });
          else if (editing) {
            void discounts.apply({ type: 'add', producto: editing.producto, ...value, modificadores: editing.modificadores ?? [], componentes: editing.componentes ?? [] });
            playSound('add');
          }
          setEditing(null);
        }}
      />
      <CloseSaleDialog
        open={dialog === 'pay'}
        totalMinor={totalMinor}
        allowAccount={cart.cliente?.cuentaCorriente ?? false}
        clientMutationId={saleMutationId}
        onFinalize={finalize}
        onCharged={() => {
          discounts.forget();
          dispatch({ type: 'clear' });
          setSaleMutationId(newClientMutationId());
        }}
        onClose={() => setDialog(null)}
      />
      <ManagerApprovalDialog request={approval?.request ?? null} onClose={() => approval?.resolve(null)} onApproved={(token, motivo) => approval?.resolve({ token, motivo })} />
      {discounts.dialog}
      <AppDialog
        open={discarding !== null}
        onClose={() => setDiscarding(null)}
        role="alertdialog"
        title={t('ventas.ventasTelefono.descartar')}
        footer={
          <>
            <Button variant="outline" onClick={() => setDiscarding(null)}>
              {t('common.cancelar')}
            </Button>
            <Button colorPalette="red" onClick={() => void confirmDiscard()} data-testid="confirm-discard">
              {t('ventas.ventasTelefono.descartar')}
            </Button>
          </>
        }
      >
        {discarding && t('ventas.ventasTelefono.confirmarDescartar', { usuario: discarding.usuario.nombre })}
      </AppDialog>
    </Box>
  );
}
