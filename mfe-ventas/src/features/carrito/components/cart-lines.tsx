import { Box, Button, chakra, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor, type SaleLineTotals } from '@resto/shared/rules';
import { ComboComponents, useMoney, type MoneyFormat } from '@resto/shared/sales-ui';
import type { CartLine } from '../cart';
import { useQuantityText } from './quantity-text';

export interface CartLinesProps {
  lines: readonly CartLine[];
  /** Per line, in the same order; absent while a discount is out of range. */
  lineTotals: readonly SaleLineTotals[] | null;
  selectedKey: string | null;
  onSelect: (key: string) => void;
  onStep: (key: string, units: number) => void;
  onEdit: (key: string) => void;
  onRemove: (key: string) => void;
  /** A narrow list (phones) instead of the table. Default false. */
  compact?: boolean;
  /** What an empty cart says. Default: scan or search (F2). */
  emptyText?: string;
}

/** A line's discount as a negative amount or percentage ('-10%', '-$ 500,00'); '' when none. */
function discountText(line: CartLine, { money, percentScaled }: Pick<MoneyFormat, 'money' | 'percentScaled'>): string {
  if (!line.discount) return '';
  return line.discount.tipo === 'porcentaje' ? percentScaled(-line.discount.valor) : money(-line.discount.valor);
}

/** The line's options as the kitchen will read them, extras with what they add: 'A punto, Queso (+$ 800,00)'. */
function ModifiersText({ line, money }: { line: CartLine; money: MoneyFormat['money'] }) {
  if (line.modificadores.length === 0) return null;
  const text = line.modificadores.map((m) => (m.precioDeltaMinor > 0 ? `${m.nombre} (+${money(m.precioDeltaMinor)})` : m.nombre)).join(', ');
  return (
    <Text fontSize="xs" color="fg.muted" whiteSpace="normal" wordBreak="break-word" lineClamp={3} title={text} data-testid="line-modificadores">
      {text}
    </Text>
  );
}

/** A combo line's components under its name, with their surcharges. */
function ComponentsText({ line, currency }: { line: CartLine; currency: string }) {
  const componentes = (line.componentes ?? []).map((c) => ({ grupoId: c.grupoId, nombre: c.nombre, recargo: fromMinor(c.precioDeltaMinor, currency) }));
  return <ComboComponents componentes={componentes} wordBreak="break-word" />;
}

/*
 * The table fits its box at any width (1024 and 1280 desktops with the sidebar open): fixed
 * columns for the figures and actions, the name takes what is left and wraps. Below WIDE the
 * unit price and discount move under the name, so the line total and the actions never leave the box.
 */
const WIDE = '@container (min-width: 44rem)';
const NARROW = '@container (max-width: 43.99rem)';
const wideOnly = { [NARROW]: { display: 'none' } };
const narrowOnly = { [WIDE]: { display: 'none' } };

/** The items of the sale. The selected one (arrows) is what +, -, Delete and Enter act on. */
export function CartLines(props: CartLinesProps) {
  const { t } = useTranslation();
  const format = useMoney();
  const { money } = format;
  const qty = useQuantityText();
  const selectedRow = useRef<HTMLElement | null>(null);
  useEffect(() => {
    selectedRow.current?.scrollIntoView?.({ block: 'nearest' });
  }, [props.selectedKey]);

  if (props.lines.length === 0) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p={6} textAlign="center" color="fg.muted" data-testid="cart-empty">
        {props.emptyText ?? t('ventas.venta.carritoVacio')}
      </Box>
    );
  }

  const stepper = (line: CartLine) =>
    line.producto.esPorPeso ? (
      <Button size="xs" variant="ghost" onClick={() => props.onEdit(line.key)}>
        {qty(line)}
      </Button>
    ) : (
      <HStack gap={1}>
        <IconButton
          size="xs"
          variant="outline"
          aria-label={`${t('ventas.venta.menos')} ${line.producto.nombre}`}
          onClick={() => props.onStep(line.key, -1)}
          disabled={line.quantityMilli <= 1000}
        >
          −
        </IconButton>
        <Text minW="2ch" textAlign="center" data-testid="line-quantity">
          {qty(line)}
        </Text>
        <IconButton size="xs" variant="outline" aria-label={`${t('ventas.venta.mas')} ${line.producto.nombre}`} onClick={() => props.onStep(line.key, 1)}>
          +
        </IconButton>
      </HStack>
    );

  if (props.compact) {
    return (
      <Stack gap={2} data-testid="cart-lines">
        {props.lines.map((line, i) => (
          <Box key={line.key} borderWidth="1px" borderRadius="md" p={3} data-testid="cart-line">
            <HStack justify="space-between" align="start">
              <Stack gap={0} minW={0}>
                <Text fontWeight="semibold">{line.producto.nombre}</Text>
                <ModifiersText line={line} money={money} />
                <ComponentsText line={line} currency={format.currency} />
                <Text fontSize="sm" color="fg.muted">
                  {money(line.producto.priceMinor)} {line.discount && `· ${discountText(line, format)}`}
                </Text>
              </Stack>
              <Text fontWeight="semibold" whiteSpace="nowrap" data-testid="line-subtotal">
                {money(props.lineTotals?.[i]?.subtotalMinor ?? 0)}
              </Text>
            </HStack>
            <HStack justify="space-between" mt={2}>
              {stepper(line)}
              <HStack gap={1}>
                <Button size="xs" variant="ghost" onClick={() => props.onEdit(line.key)}>
                  {t('ventas.venta.editar')}
                </Button>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => props.onRemove(line.key)}>
                  {t('ventas.venta.quitar')}
                </Button>
              </HStack>
            </HStack>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH={{ lg: 'calc(100vh - 420px)' }} minH="8rem" css={{ containerType: 'inline-size' }}>
      <Table.Root size="sm" stickyHeader interactive tableLayout="fixed" w="full" data-testid="cart-lines">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('ventas.venta.columnas.producto')}</Table.ColumnHeader>
            {/* Fixed layout takes the widths of this row; hidden headers take no room. */}
            <Table.ColumnHeader w="6rem">{t('ventas.venta.columnas.cantidad')}</Table.ColumnHeader>
            <Table.ColumnHeader w="7.5rem" textAlign="end" css={wideOnly}>
              {t('ventas.venta.columnas.precio')}
            </Table.ColumnHeader>
            <Table.ColumnHeader w="6rem" textAlign="end" css={wideOnly}>
              {t('ventas.venta.columnas.descuento')}
            </Table.ColumnHeader>
            <Table.ColumnHeader w="8rem" textAlign="end">
              {t('ventas.venta.columnas.subtotal')}
            </Table.ColumnHeader>
            <Table.ColumnHeader w="4rem">
              <chakra.span srOnly>{t('ventas.venta.columnas.acciones')}</chakra.span>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.lines.map((line, i) => {
            const selected = line.key === props.selectedKey;
            const discount = discountText(line, format);
            return (
              <Table.Row
                key={line.key}
                ref={selected ? (el: HTMLTableRowElement | null) => void (selectedRow.current = el) : undefined}
                aria-selected={selected}
                bg={selected ? 'primary.subtle' : undefined}
                onClick={() => props.onSelect(line.key)}
                onDoubleClick={() => props.onEdit(line.key)}
                data-testid="cart-line"
                cursor="pointer"
              >
                <Table.Cell>
                  {/* Long names wrap, up to three lines; the whole name is on hover. */}
                  <Text fontWeight="semibold" lineClamp={3} wordBreak="break-word" title={line.producto.nombre} data-testid="line-name">
                    {line.producto.nombre}
                  </Text>
                  <ModifiersText line={line} money={money} />
                  <ComponentsText line={line} currency={format.currency} />
                  <Text fontSize="xs" color="fg.muted" css={narrowOnly}>
                    {money(line.producto.priceMinor)}
                    {discount && (
                      <chakra.span color="orange.fg">
                        {' · '}
                        {discount}
                      </chakra.span>
                    )}
                  </Text>
                  {line.notas && (
                    <Text fontSize="xs" color="fg.muted" lineClamp={2} wordBreak="break-word" title={line.notas}>
                      {line.notas}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>{stepper(line)}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" css={wideOnly}>
                  {money(line.producto.priceMinor)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" color="orange.fg" css={wideOnly}>
                  {discount}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold" whiteSpace="nowrap" data-testid="line-subtotal">
                  {money(props.lineTotals?.[i]?.subtotalMinor ?? 0)}
                </Table.Cell>
                <Table.Cell textAlign="end" px={1}>
                  <HStack gap={0} justify="flex-end">
                    <IconButton
                      size="xs"
                      variant="ghost"
                      onClick={() => props.onEdit(line.key)}
                      aria-label={`${t('ventas.venta.editar')} ${line.producto.nombre}`}
                      data-testid="line-edit"
                    >
                      ✎
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => props.onRemove(line.key)}
                      aria-label={`${t('ventas.venta.quitar')} ${line.producto.nombre}`}
                      data-testid="line-remove"
                    >
                      ✕
                    </IconButton>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
