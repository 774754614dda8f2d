import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Producto } from '@resto/shared/contracts';
import { formatDateTime } from '@resto/shared/format';
import { queryFailure } from '@resto/shared/query';
import { AppDialog, useMoney } from '@resto/shared/sales-ui';
import { usePreciosHistorial } from '../api/precios-historial';

/**
 * A product's price history: who changed its price or cost, when, from what to what, by which
 * path (the product form or a bulk adjustment) and why. The api leaves costs out for a user
 * without productos.costos, and so does this table.
 */
export function PreciosHistorialDialog({ producto, onClose }: { producto: Producto | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={producto !== null}
      onClose={onClose}
      title={t('productos.historialPrecios.titulo', { nombre: producto?.nombre ?? '' })}
      size="xl"
      testId="precios-historial-dialog"
    >
      {producto ? <Historial productoId={producto.id} /> : null}
    </AppDialog>
  );
}

function Historial({ productoId }: { productoId: number }) {
  const { t } = useTranslation();
  const { amount, locale } = useMoney();
  const query = usePreciosHistorial(productoId);
  const { error } = queryFailure(query.error);
  if (error)
    return (
      <Text color="fg.error" role="alert">
        {error}
      </Text>
    );
  if (!query.data) return <Text>{t('productos.historialPrecios.cargando')}</Text>;
  const items = query.data.items;
  if (items.length === 0) return <Text color="fg.muted">{t('productos.historialPrecios.vacio')}</Text>;
  const conCostos = items.some((i) => i.costoAnterior !== null || i.costoNuevo !== null);
  const cambio = (antes: number | null, despues: number | null) => `${antes === null ? '—' : amount(antes)} → ${despues === null ? '—' : amount(despues)}`;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0}>
      <Table.Root size="sm" data-testid="precios-historial-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('productos.historialPrecios.fecha')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('productos.historialPrecios.usuario')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('productos.historialPrecios.precio')}</Table.ColumnHeader>
            {conCostos && <Table.ColumnHeader textAlign="end">{t('productos.historialPrecios.costo')}</Table.ColumnHeader>}
            <Table.ColumnHeader>{t('productos.historialPrecios.origen')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('productos.historialPrecios.motivo')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((i) => (
            <Table.Row key={i.id} data-testid="precio-historial-row">
              <Table.Cell whiteSpace="nowrap">{formatDateTime(i.fecha, { locale })}</Table.Cell>
              <Table.Cell>{i.usuario ?? '—'}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {cambio(i.precioAnterior, i.precioNuevo)}
              </Table.Cell>
              {conCostos && (
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {cambio(i.costoAnterior, i.costoNuevo)}
                </Table.Cell>
              )}
              <Table.Cell>{t(`productos.historialPrecios.origenes.${i.origen}`)}</Table.Cell>
              <Table.Cell>{i.motivo ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
