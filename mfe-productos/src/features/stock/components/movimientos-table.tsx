import { Badge, Table, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StockMovimiento } from '@resto/shared/contracts';
import { formatDateTime } from '@resto/shared/format';
import { useMoney } from '@resto/shared/sales-ui';

/** What moved the stock, in words: the sale and its number, the table's comanda, a void, or the adjustment's note. */
export function documentoText(m: StockMovimiento, t: TFunction): string {
  const parts: string[] = [];
  const d = m.documento;
  if (d) {
    const venta = d.ventaNumero === null ? t('inventario.documento.ventaPendiente', { id: d.ventaId }) : t('inventario.documento.venta', { numero: d.ventaNumero });
    if (m.tipo === 'anulacion') parts.push(t('inventario.documento.anulacion', { venta }));
    else if (d.mesaNumero !== null) parts.push(t('inventario.documento.comanda', { mesa: d.mesaNumero, venta }));
    else parts.push(venta);
  } else if (m.ventaId !== null) {
    parts.push(t('inventario.documento.ventaPendiente', { id: m.ventaId }));
  }
  if (m.proveedor) parts.push(t('inventario.documento.proveedor', { proveedor: m.proveedor }));
  if (m.comprobante) parts.push(t('inventario.documento.comprobante', { comprobante: m.comprobante }));
  if (m.motivo) parts.push(m.motivo);
  return parts.join(' · ');
}

const TIPO_COLOR: Record<StockMovimiento['tipo'], string> = {
  conteo: 'blue',
  merma: 'red',
  compra: 'green',
  venta: 'purple',
  comanda: 'purple',
  anulacion: 'orange',
  ajuste: 'gray',
};

/** Stock movements, newest first, each with its document. */
export function MovimientosTable({ movimientos }: { movimientos: readonly StockMovimiento[] }) {
  const { t } = useTranslation();
  const { quantity, locale } = useMoney();
  if (movimientos.length === 0) return <Text color="fg.muted">{t('inventario.movimientos.vacio')}</Text>;
  const conUnidad = (value: number, m: StockMovimiento, signed = false) => `${signed && value > 0 ? '+' : ''}${quantity(value)} ${t(`inventario.unidades.${m.unidadMedida}`)}`;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={t('inventario.movimientos.titulo')}>
      <Table.Root size="sm" minW="52rem" data-testid="movimientos-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="10rem">{t('inventario.movimientos.columnas.fecha')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('inventario.movimientos.columnas.producto')}</Table.ColumnHeader>
            <Table.ColumnHeader w="7rem">{t('inventario.movimientos.columnas.tipo')}</Table.ColumnHeader>
            <Table.ColumnHeader w="7rem" textAlign="end">
              {t('inventario.movimientos.columnas.cantidad')}
            </Table.ColumnHeader>
            <Table.ColumnHeader w="7rem" textAlign="end">
              {t('inventario.movimientos.columnas.stock')}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('inventario.movimientos.columnas.documento')}</Table.ColumnHeader>
            <Table.ColumnHeader w="9rem">{t('inventario.movimientos.columnas.usuario')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {movimientos.map((m) => (
            <Table.Row key={m.id} data-testid="movimiento-row">
              <Table.Cell whiteSpace="nowrap">{formatDateTime(m.fecha, { locale, seconds: false })}</Table.Cell>
              <Table.Cell>
                <Text lineClamp={2} wordBreak="break-word" title={m.producto}>
                  {m.producto}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={TIPO_COLOR[m.tipo]}>{t(`inventario.tipos.${m.tipo}`)}</Badge>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" color={m.cantidad < 0 ? 'fg.error' : undefined}>
                {conUnidad(m.cantidad, m, true)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {conUnidad(m.stockResultante, m)}
              </Table.Cell>
              <Table.Cell data-testid="movimiento-documento">
                <Text lineClamp={3} wordBreak="break-word">
                  {documentoText(m, t)}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Text truncate title={m.usuario ?? undefined}>
                  {m.usuario ?? '—'}
                </Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
