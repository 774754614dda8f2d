import { Alert, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ventaDraftCreateSchema, type ProductoVenta } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { approvalHeaders, useMoney, useValidationText, type ModifierChoice } from '@resto/shared/sales-ui';
import type { ChosenModifier } from '@resto/shared/rules';
import { notify, PageTitle, playSound } from '@resto/shared/ui';
import {
  CartLines,
  LineEditorDialog,
  toCartCustomer,
  toCartProduct,
  toItemInputs,
  TotalPanel,
  useCart,
  useDiscountApproval,
  useModifierChoice,
  type CartProduct,
} from '../features/carrito';
import { FrequentProducts, StockText, useNoVendible, useProductSearch } from '../features/catalogo';
import { CustomerPickerDialog } from '../features/clientes';
import { useListPrice } from '../features/mostrador';
import { createPhoneSale } from '../features/ventas-telefono';

type Editing = { producto: CartProduct; key: string | null; modificadores?: ChosenModifier[]; componentes?: ChosenModifier[] } | null;

/** /m/venta: a sale taken on a phone and sent to the register, which charges it. */
export default function MVentaPage() {
  const { t } = useTranslation();
  const { amount, currency } = useMoney();
  const errorText = useValidationText();
  // A phone sale is priced takeaway, the channel it is sent to the register in.
  const { cart, dispatch, totals } = useCart('takeaway');
  // A line discount above the seller's limit is asked of a manager as it is entered, as at the counter.
  const discounts = useDiscountApproval(cart, dispatch);
  const [text, setText] = useState('');
  const search = useProductSearch(text);
  const [editing, setEditing] = useState<Editing>(null);
  const [picking, setPicking] = useState(false);
  const [observaciones, setObservaciones] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Kept until the cart is sent, so a retry after a timeout never sends it twice.
  const [sendId, setSendId] = useState(newClientMutationId);
  const modifiers = useModifierChoice();
  // A phone sale is sent to the register as takeaway: the api prices it at that channel's list when it is sent.
  const listPrice = useListPrice('takeaway');
  // Sold out ('86'), short of an ingredient or of its own stock: in sight, greyed, not added.
  const noVendible = useNoVendible();

  const addProduct = async (found: ProductoVenta) => {
    const p = listPrice(found),
      producto = toCartProduct(p, currency);
    if (noVendible(p)) return;
    setError(null);
    // A product with options has them chosen first (the api prices them).
    await modifiers.choose(p, (choice) => addChosen(producto, choice));
  };

  const addChosen = (producto: CartProduct, choice: ModifierChoice | null) => {
    const priced = choice ? { ...producto, priceMinor: choice.unitPriceMinor } : producto;
    const modificadores = choice?.chosen ?? [];
    const componentes = choice?.componentes ?? [];
    if (producto.esPorPeso) return setEditing({ producto: priced, key: null, modificadores, componentes });
    dispatch({ type: 'add', producto: priced, quantityMilli: 1000, modificadores, componentes });
    playSound('add');
  };

  const send = async () => {
    const body = { items: toItemInputs(cart.lines, currency), clienteId: cart.cliente?.id ?? null, observaciones: observaciones || null, clientMutationId: sendId };
    const check = ventaDraftCreateSchema.safeParse(body);
    if (!check.success) {
      playSound('error');
      return setError(errorText(check.error.issues[0]) ?? null);
    }
    setSending(true);
    setError(null);
    const result = await discounts.charge((approved) => createPhoneSale(body, approved ? approvalHeaders(approved.token) : undefined)).finally(() => setSending(false));
    if (result.success) {
      playSound('success');
      notify({ severity: 'success', message: t('ventas.movil.enviada') });
      discounts.forget();
      dispatch({ type: 'clear' });
      setObservaciones('');
      setSendId(newClientMutationId());
    } else {
      playSound('error');
      setError(result.message ?? t('ventas.movil.errorEnviar'));
    }
  };

  const editingLine = editing?.key ? cart.lines.find((l) => l.key === editing.key) : undefined;
  const results = search.data ?? [];

  return (
    <Stack gap={4} p={3} data-testid="m-venta-page">
      <PageTitle titleKey="routes.mVenta" />
      <Input
        type="search"
        size="lg"
        placeholder={t('ventas.movil.buscar')}
        aria-label={t('ventas.movil.buscar')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="m-search"
      />
      {search.q !== '' && (
        <Stack gap={1} data-testid="m-results">
          {search.data && results.length === 0 && <Text color="fg.muted">{t('ventas.search.sinResultados', { q: search.q })}</Text>}
          {results.map((p) => (
            <HStack key={p.id} justify="space-between" borderWidth="1px" borderRadius="md" p={2} opacity={noVendible(p) ? 0.6 : 1} data-testid="m-result">
              <Stack gap={0} minW={0}>
                <Text fontWeight="semibold" truncate>
                  {p.nombre}
                </Text>
                <HStack fontSize="xs" color="fg.muted" gap={2}>
                  <Text>{amount(listPrice(p).precio)}</Text>
                  {listPrice(p).listaPrecio && <Text color="purple.fg">{listPrice(p).listaPrecio}</Text>}
                  {noVendible(p) ? (
                    <Text color="fg.error" data-testid="m-result-motivo">
                      {noVendible(p)}
                    </Text>
                  ) : (
                    <StockText producto={p} />
                  )}
                </HStack>
              </Stack>
              <Button size="sm" colorPalette="primary" onClick={() => void addProduct(p)} disabled={noVendible(p) !== null} aria-label={`${t('ventas.movil.agregar')} ${p.nombre}`}>
                {t('ventas.movil.agregar')}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      {search.q === '' && <FrequentProducts onPick={(p) => void addProduct(p)} columns={{ base: 2 }} price={listPrice} />}
      <CartLines
        compact
        emptyText={t('ventas.movil.carritoVacio')}
        lines={cart.lines}
        lineTotals={totals.ok ? totals.totals.lines : null}
        selectedKey={null}
        onSelect={() => undefined}
        onStep={(key, units) => dispatch({ type: 'step', key, units })}
        onEdit={(key) => {
          const line = cart.lines.find((l) => l.key === key);
          if (line) setEditing({ producto: line.producto, key });
        }}
        onRemove={(key) => dispatch({ type: 'remove', key })}
      />
      <Input
        placeholder={t('ventas.movil.observaciones')}
        aria-label={t('ventas.movil.observaciones')}
        maxLength={500}
        value={observaciones}
        onChange={(e) => setObservaciones(e.target.value)}
      />
      {error && (
        <Alert.Root status="error" data-testid="m-error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      <Box>
        <TotalPanel
          totals={totals}
          cliente={cart.cliente}
          onPickCustomer={() => setPicking(true)}
          onClearCustomer={() => dispatch({ type: 'customer', cliente: null })}
          action={
            <Button colorPalette="secondary" size="lg" loading={sending} onClick={() => void send()} data-testid="send-to-cash">
              {t('ventas.movil.enviar')}
            </Button>
          }
        />
      </Box>
      {modifiers.dialog}
      {discounts.dialog}
      <CustomerPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(c) => {
          setPicking(false);
          dispatch({ type: 'customer', cliente: c ? toCartCustomer(c) : null });
        }}
      />
      <LineEditorDialog
        producto={editing?.producto ?? null}
        initial={editingLine ? { quantityMilli: editingLine.quantityMilli, discount: editingLine.discount, notas: editingLine.notas } : null}
        onClose={() => setEditing(null)}
        onApply={(value) => {
          if (editing?.key) void discounts.apply({ type: 'update', key: editing.key, ...value });
          else if (editing)
            void discounts.apply({ type: 'add', producto: editing.producto, ...value, modificadores: editing.modificadores ?? [], componentes: editing.componentes ?? [] });
          setEditing(null);
        }}
      />
    </Stack>
  );
}
