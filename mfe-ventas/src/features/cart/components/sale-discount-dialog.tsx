import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScaled, PERCENT_DECIMALS, type Discount } from '@resto/shared/rules';
import { AppDialog, ShortcutKey, useMoney } from '@resto/shared/sales-ui';
import { cartTotals, type CartState } from '../cart';
import { discountInputText, readDiscount } from '../discount-input';

export interface SaleDiscountDialogProps {
  open: boolean;
  /** The sale the discount is for: its items, customer and current discount. */
  cart: Pick<CartState, 'lines' | 'cliente' | 'descuento'>;
  /** The new discount, or null to remove it. */
  onApply: (descuento: Discount | null) => void;
  onClose: () => void;
}

/**
 * The discount on the whole sale (F9): a percent or a fixed amount off the items' subtotal, with
 * the totals it leaves, computed by the same rules the api charges with. Enter applies, Esc
 * cancels.
 */
export function SaleDiscountDialog({ open, cart, onApply, onClose }: SaleDiscountDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('ventas.descuentoVenta.titulo')}
      testId="sale-discount"
      // The value, not the kind select before it: the cashier types the number and presses Enter.
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-autofocus="sale-discount"]')}
    >
      <DiscountForm cart={cart} onApply={onApply} onCancel={onClose} />
    </AppDialog>
  );
}

function DiscountForm({ cart, onApply, onCancel }: { cart: SaleDiscountDialogProps['cart']; onApply: (d: Discount | null) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const [kind, setKind] = useState<Discount['tipo']>(cart.descuento?.tipo ?? 'porcentaje');
  const [text, setText] = useState(() => discountInputText(cart.descuento));
  const [submitted, setSubmitted] = useState(false);

  // Blank reads as no discount, like 0.
  const discount = text.trim() === '' ? null : readDiscount(kind, text);
  const result = discount === undefined ? null : cartTotals({ ...cart, descuento: discount });
  const valid = result?.ok === true;
  const error = valid ? null : t(kind === 'porcentaje' ? 'ventas.lineEditor.descuentoPorcentaje' : 'ventas.descuentoVenta.errorMonto');
  const totals = result?.ok ? result.totals : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!valid || discount === undefined) return;
    onApply(discount);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        <Text color="fg.muted" fontSize="sm">
          {t('ventas.descuentoVenta.ayuda')}
        </Text>
        <SimpleGrid columns={2} gap={3}>
          <Field.Root>
            <Field.Label>{t('ventas.descuentoVenta.tipo')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={kind} onChange={(e) => setKind(e.target.value as Discount['tipo'])} data-testid="sale-discount-kind">
                {(['porcentaje', 'monto'] as const).map((k) => (
                  <option key={k} value={k}>
                    {t(`ventas.lineEditor.tipoDescuento.${k}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={(submitted || text.trim() !== '') && !!error}>
            <Field.Label>{t('ventas.lineEditor.valorDescuento')}</Field.Label>
            <Input
              data-autofocus="sale-discount"
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(e) => setText(e.target.value)}
              onFocus={(e) => e.currentTarget.select()}
              data-testid="sale-discount-value"
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        {totals && (
          <Stack gap={1} data-testid="sale-discount-preview">
            <HStack justify="space-between">
              <Text>{t('ventas.venta.subtotal')}</Text>
              <Text>{money(totals.subtotalMinor)}</Text>
            </HStack>
            <HStack justify="space-between" color="orange.fg">
              <Text>{t('ventas.venta.descuentoVenta')}</Text>
              <Text>-{money(totals.generalDiscountMinor)}</Text>
            </HStack>
            {totals.customerDiscountMinor > 0 && cart.cliente && (
              <HStack justify="space-between" color="green.fg">
                <Text>{t('ventas.venta.descuentoCliente', { porcentaje: formatScaled(BigInt(cart.cliente.percentScaled), PERCENT_DECIMALS) })}</Text>
                <Text>-{money(totals.customerDiscountMinor)}</Text>
              </HStack>
            )}
            <HStack justify="space-between" fontSize="lg" fontWeight="bold">
              <Text>{t('ventas.venta.total')}</Text>
              <Text data-testid="sale-discount-total">{money(totals.totalMinor)}</Text>
            </HStack>
          </Stack>
        )}
        <HStack justify="flex-end" gap={2} wrap="wrap">
          {cart.descuento && (
            <Button variant="ghost" colorPalette="red" onClick={() => onApply(null)} data-testid="remove-sale-discount">
              {t('ventas.descuentoVenta.quitar')}
            </Button>
          )}
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancelar')} <ShortcutKey k="Esc" />
          </Button>
          <Button type="submit" colorPalette="primary" data-testid="apply-sale-discount">
            {t('ventas.descuentoVenta.aplicar')} <ShortcutKey k="Enter" />
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
