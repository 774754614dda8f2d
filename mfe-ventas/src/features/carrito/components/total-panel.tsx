import { Badge, Box, Button, Card, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Discount, SaleTotalsResult } from '@resto/shared/rules';
import { ShortcutKey, useMoney } from '@resto/shared/sales-ui';
import type { CartCustomer, CartTotals } from '../cart';

export interface TotalPanelProps {
  /** With each promotion's discount line, shown by its name. */
  totals: CartTotals;
  cliente: CartCustomer | null;
  onPickCustomer: () => void;
  onClearCustomer: () => void;
  /** The main action: pay (counter) or send to the register (phone). */
  action: ReactNode;
  /** Keyboard hint of the customer button; none on phones. */
  customerKey?: string;
  /** The discount on the whole sale, shown in the totals. */
  descuento?: Discount | null;
  /** Opens the sale discount; without it the panel offers none (phones send no discount). */
  onDiscount?: () => void;
  /** Keyboard hint of the discount button. */
  discountKey?: string;
}

/** The text key of why the totals cannot be charged (a discount out of range), or null. */
export function totalsProblemKey(totals: SaleTotalsResult): string | null {
  if (totals.ok) return null;
  if (totals.error.code === 'discount-exceeds-subtotal') return 'ventas.venta.descuentoSupera';
  if (totals.error.code === 'percent-out-of-range') return 'ventas.lineEditor.descuentoPorcentaje';
  return 'ventas.lineEditor.descuentoMonto';
}

/** Customer, subtotal, discounts and total of the sale, and its main action. */
export function TotalPanel({ totals, cliente, onPickCustomer, onClearCustomer, action, customerKey, descuento, onDiscount, discountKey }: TotalPanelProps) {
  const { t } = useTranslation();
  const { money, percentScaled } = useMoney();
  const sums = totals.ok ? totals.totals : null;
  const problemKey = totalsProblemKey(totals);
  const problem = problemKey ? t(problemKey) : null;
  const gross = sums?.lines.reduce((s, l) => s + l.grossMinor, 0) ?? 0;
  const lineDiscounts = sums?.lines.reduce((s, l) => s + l.discountMinor, 0) ?? 0;
  return (
    <Card.Root data-testid="total-panel">
      <Card.Body>
        <Stack gap={3}>
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {t('ventas.venta.cliente')}
            </Text>
            <HStack justify="space-between" gap={2} wrap="wrap">
              <HStack gap={2} minW={0}>
                <Text fontWeight="semibold" truncate data-testid="cart-customer">
                  {cliente?.nombre ?? t('ventas.venta.sinCliente')}
                </Text>
                {cliente && cliente.percentScaled > 0 && <Badge colorPalette="green">{percentScaled(-cliente.percentScaled)}</Badge>}
              </HStack>
              <HStack gap={1}>
                {cliente && (
                  <Button size="xs" variant="ghost" onClick={onClearCustomer}>
                    {t('ventas.venta.quitarCliente')}
                  </Button>
                )}
                <Button size="xs" variant="outline" onClick={onPickCustomer} data-testid="pick-customer">
                  {t('ventas.venta.elegirCliente')} {customerKey && <ShortcutKey k={customerKey} />}
                </Button>
              </HStack>
            </HStack>
          </Box>
          <Separator />
          <Stack gap={1}>
            <HStack justify="space-between">
              <Text>{t('ventas.venta.subtotal')}</Text>
              <Text>{money(gross)}</Text>
            </HStack>
            {lineDiscounts > 0 && (
              <HStack justify="space-between" color="orange.fg">
                <Text>{t('ventas.venta.descuentos')}</Text>
                <Text>{money(-lineDiscounts)}</Text>
              </HStack>
            )}
            {(totals.promotions ?? []).map((p) => (
              <HStack key={p.id} justify="space-between" color="green.fg" data-testid="cart-promocion">
                <Text>{p.nombre}</Text>
                <Text>{money(-p.discountMinor)}</Text>
              </HStack>
            ))}
            {sums && sums.generalDiscountMinor > 0 && (
              <HStack justify="space-between" color="orange.fg" data-testid="sale-discount-row">
                <Text>
                  {descuento?.tipo === 'porcentaje' ? t('ventas.venta.descuentoVentaPorcentaje', { porcentaje: percentScaled(descuento.valor) }) : t('ventas.venta.descuentoVenta')}
                </Text>
                <Text>{money(-sums.generalDiscountMinor)}</Text>
              </HStack>
            )}
            {sums && sums.customerDiscountMinor > 0 && cliente && (
              <HStack justify="space-between" color="green.fg" data-testid="customer-discount-row">
                <Text>{t('ventas.venta.descuentoCliente', { porcentaje: percentScaled(cliente.percentScaled) })}</Text>
                <Text>{money(-sums.customerDiscountMinor)}</Text>
              </HStack>
            )}
            <HStack justify="space-between" align="baseline">
              <Text fontSize="xl" fontWeight="bold">
                {t('ventas.venta.total')}
              </Text>
              <Text fontSize="3xl" fontWeight="bold" data-testid="cart-total">
                {money(sums?.totalMinor ?? 0)}
              </Text>
            </HStack>
            {problem && (
              <Text color="fg.error" fontSize="sm" role="alert" data-testid="totals-error">
                {problem}
              </Text>
            )}
          </Stack>
          {onDiscount && (
            <Button variant="outline" onClick={onDiscount} data-testid="sale-discount-button">
              {descuento ? t('ventas.venta.cambiarDescuento') : t('ventas.venta.descuento')} {discountKey && <ShortcutKey k={discountKey} />}
            </Button>
          )}
          {action}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
