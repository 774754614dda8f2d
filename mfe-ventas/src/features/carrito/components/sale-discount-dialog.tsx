import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Discount, SaleTotalsResult } from '@resto/shared/rules';
import { AppDialog, ShortcutKey, useMoney, useNumberFields, type NumberFields } from '@resto/shared/sales-ui';
import { cartTotals, type CartState } from '../cart';
import { discountText, parseDiscountText } from './discount-text';

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

type SaleDiscountCart = SaleDiscountDialogProps['cart'];

interface SaleDiscountValues {
  kind: Discount['tipo'];
  valor: string;
}

/** The discount as typed (blank is none) and the totals it leaves, or why it is refused. */
function checkDiscount(values: SaleDiscountValues, cart: SaleDiscountCart, fields: NumberFields, t: (key: string) => string) {
  const read = parseDiscountText(fields, values.kind, values.valor);
  const result: SaleTotalsResult | null = read.ok ? cartTotals({ ...cart, descuento: read.discount }) : null;
  const rangeError = t(values.kind === 'porcentaje' ? 'ventas.lineEditor.descuentoPorcentaje' : 'ventas.descuentoVenta.errorMonto');
  const error = !read.ok ? (read.message ?? rangeError) : result?.ok ? null : rangeError;
  return { discount: read.ok ? read.discount : null, totals: result?.ok ? result.totals : null, error };
}

function discountSchema(cart: SaleDiscountCart, fields: NumberFields, t: (key: string) => string) {
  return z.object({ kind: z.enum(['porcentaje', 'monto']), valor: z.string() }).transform((values, ctx): Discount | null => {
    const check = checkDiscount(values, cart, fields, t);
    if (check.error) {
      ctx.addIssue({ code: 'custom', message: check.error, path: ['valor'] });
      return z.NEVER;
    }
    return check.discount;
  });
}

function DiscountForm({ cart, onApply, onCancel }: { cart: SaleDiscountCart; onApply: (d: Discount | null) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { money, percentScaled } = useMoney();
  const fields = useNumberFields();
  const schema = useMemo(() => discountSchema(cart, fields, t), [cart, fields, t]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<SaleDiscountValues, unknown, Discount | null>({
    resolver: zodResolver(schema),
    // The refusal shows as it is typed, like the totals it leaves.
    mode: 'onChange',
    defaultValues: { kind: cart.descuento?.tipo ?? 'porcentaje', valor: discountText(fields, cart.descuento) },
  });
  const values = useWatch({ control }) as SaleDiscountValues;
  const { totals } = checkDiscount(values, cart, fields, t);

  return (
    <form onSubmit={(e) => void handleSubmit(onApply)(e)} noValidate>
      <Stack gap={4}>
        <Text color="fg.muted" fontSize="sm">
          {t('ventas.descuentoVenta.ayuda')}
        </Text>
        <SimpleGrid columns={2} gap={3}>
          <Field.Root>
            <Field.Label>{t('ventas.descuentoVenta.tipo')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="sale-discount-kind" {...register('kind', { deps: ['valor'] })}>
                {(['porcentaje', 'monto'] as const).map((k) => (
                  <option key={k} value={k}>
                    {t(`ventas.lineEditor.tipoDescuento.${k}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={!!errors.valor}>
            <Field.Label>{t('ventas.lineEditor.valorDescuento')}</Field.Label>
            <Input
              data-autofocus="sale-discount"
              inputMode="decimal"
              autoComplete="off"
              onFocus={(e) => e.currentTarget.select()}
              data-testid="sale-discount-value"
              {...register('valor')}
            />
            <Field.ErrorText>{errors.valor?.message}</Field.ErrorText>
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
              <Text>{money(-totals.generalDiscountMinor)}</Text>
            </HStack>
            {totals.customerDiscountMinor > 0 && cart.cliente && (
              <HStack justify="space-between" color="green.fg">
                <Text>{t('ventas.venta.descuentoCliente', { porcentaje: percentScaled(cart.cliente.percentScaled) })}</Text>
                <Text>{money(-totals.customerDiscountMinor)}</Text>
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
