import { Badge, Box, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Insumo, InsumoMovimiento } from '@resto/shared/contracts';
import { formatDateTime } from '@resto/shared/format';
import { queryFailure } from '@resto/shared/query';
import { AppDialog, useMoney } from '@resto/shared/sales-ui';
import { LoadingOverlay, Pager } from '@resto/shared/ui';
import { MOVIMIENTOS_PAGE_SIZE, useInsumoMovimientos } from '../api/insumos-api';
import { useCantidad } from '../hooks/use-cantidad';

export const TIPO_COLOR: Record<InsumoMovimiento['tipo'], string> = {
  venta: 'purple',
  anulacion: 'orange',
  compra: 'green',
  merma: 'red',
  ajuste: 'gray',
  inventario: 'blue',
  transferencia: 'teal',
};

/** An ingredient's movements, newest first, a page at a time: type, quantity, stock before and after, who, when and why. */
export function MovimientosDialog({ insumo, onClose }: { insumo: Insumo | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog open={insumo !== null} onClose={onClose} title={t('insumos.movimientos.titulo', { nombre: insumo?.nombre ?? '' })} size="xl" testId="movimientos-dialog">
      {insumo && <Movimientos insumo={insumo} />}
    </AppDialog>
  );
}

function Movimientos({ insumo }: { insumo: Insumo }) {
  const { t } = useTranslation();
  const { locale } = useMoney();
  const cantidad = useCantidad();
  const [page, setPage] = useState(1);
  const movimientos = useInsumoMovimientos(insumo.id, page);
  const { error } = queryFailure(movimientos.error);
  const items = movimientos.data?.items ?? [];
  return (
    <Stack gap={3}>
      <Box position="relative" minH="4rem">
        <LoadingOverlay active={movimientos.isFetching && !movimientos.data} />
        {error !== null && (
          <Text color="fg.error" role="alert">
            {t('insumos.movimientos.errorCargar')}
            {error ? `: ${error}` : ''}
          </Text>
        )}
        {movimientos.data && items.length === 0 && <Text color="fg.muted">{t('insumos.movimientos.vacio')}</Text>}
        {items.length > 0 && (
          <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={t('insumos.movimientos.tabla')}>
            <Table.Root size="sm" minW="48rem" data-testid="insumo-movimientos-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('insumos.movimientos.columnas.fecha')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('insumos.movimientos.columnas.tipo')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('insumos.movimientos.columnas.cantidad')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('insumos.movimientos.columnas.antesDespues')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('insumos.movimientos.columnas.usuario')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('insumos.movimientos.columnas.motivo')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((m) => (
                  <Table.Row key={m.id} data-testid="insumo-movimiento-row">
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(m.fecha, { locale, seconds: false })}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={TIPO_COLOR[m.tipo]}>{t(`insumos.tipos.${m.tipo}`)}</Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap" color={m.cantidad < 0 ? 'fg.error' : undefined}>
                      {cantidad(m.cantidad, insumo.unidad, true)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {`${cantidad(m.stockAnterior, insumo.unidad)} → ${cantidad(m.stockResultante, insumo.unidad)}`}
                    </Table.Cell>
                    <Table.Cell>{m.usuarioNombre ?? '—'}</Table.Cell>
                    <Table.Cell>
                      <Text lineClamp={2} wordBreak="break-word">
                        {origen(m, t)}
                      </Text>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Box>
      {movimientos.data && <Pager pagina={page} total={movimientos.data.total} limite={MOVIMIENTOS_PAGE_SIZE} onPage={setPage} testId="movimientos-pager" />}
    </Stack>
  );
}

/** What caused the movement: its reason, the sale, purchase or count behind it. */
function origen(m: InsumoMovimiento, t: (key: string, options?: Record<string, unknown>) => string): string {
  const parts: string[] = [];
  if (m.ventaId !== null) parts.push(t('insumos.movimientos.venta', { id: m.ventaId }));
  if (m.compraId !== null) parts.push(t('insumos.movimientos.compra', { id: m.compraId }));
  if (m.inventarioId !== null) parts.push(t('insumos.movimientos.inventario', { id: m.inventarioId }));
  if (m.motivo) parts.push(m.motivo);
  return parts.join(' · ') || '—';
}
