import { Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Inventario } from '@resto/shared/contracts';
import { formatDateTime } from '@resto/shared/format';
import { useMoney } from '@resto/shared/sales-ui';
import { useCantidad } from '../hooks/use-cantidad';

/** A count's result: each line's expected, counted and difference (and its value for who may see costs), and the totals. */
export function InventarioDetalle({ inventario, costos }: { inventario: Inventario; costos: boolean }) {
  const { t } = useTranslation();
  const { amount, locale } = useMoney();
  const cantidad = useCantidad();
  const conDiferencia = inventario.lineas.filter((l) => l.diferencia !== 0).length;
  const valor = costos && inventario.valorDiferencia !== null;
  return (
    <Stack gap={3} data-testid="inventario-detalle">
      <Text color="fg.muted" fontSize="sm">
        {t('insumos.inventario.detalleDe', { fecha: formatDateTime(inventario.fecha, { locale, seconds: false }), usuario: inventario.usuarioNombre ?? '—' })}
        {inventario.notas ? ` · ${inventario.notas}` : ''}
      </Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={t('insumos.inventario.resultado')}>
        <Table.Root size="sm" minW={valor ? '44rem' : '36rem'} data-testid="inventario-lineas">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('insumos.inventario.columnas.insumo')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('insumos.inventario.columnas.esperado')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('insumos.inventario.columnas.contado')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('insumos.inventario.columnas.diferencia')}</Table.ColumnHeader>
              {valor && <Table.ColumnHeader textAlign="end">{t('insumos.inventario.columnas.valor')}</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {inventario.lineas.map((l) => (
              <Table.Row key={l.insumoId} data-testid="inventario-linea">
                <Table.Cell>{l.nombre}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {cantidad(l.cantidadSistema, l.unidad)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {cantidad(l.cantidadContada, l.unidad)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" color={l.diferencia < 0 ? 'fg.error' : undefined} data-testid="linea-diferencia">
                  {cantidad(l.diferencia, l.unidad, true)}
                </Table.Cell>
                {valor && (
                  <Table.Cell textAlign="end" whiteSpace="nowrap" color={(l.valorDiferencia ?? 0) < 0 ? 'fg.error' : undefined} data-testid="linea-valor">
                    {l.valorDiferencia === null ? '—' : amount(l.valorDiferencia)}
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row>
              <Table.Cell colSpan={4} fontWeight="semibold" data-testid="inventario-totales">
                {t('insumos.inventario.totales', { lineas: inventario.lineas.length, diferencias: conDiferencia })}
              </Table.Cell>
              {valor && (
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold" data-testid="inventario-valor-total">
                  {amount(inventario.valorDiferencia ?? 0)}
                </Table.Cell>
              )}
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
