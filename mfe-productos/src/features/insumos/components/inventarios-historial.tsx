import { Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@resto/shared/format';
import { queryFailure } from '@resto/shared/query';
import { AppDialog, useMoney } from '@resto/shared/sales-ui';
import { LoadingOverlay } from '@resto/shared/ui';
import { useInventario, useInventarios } from '../api/inventarios-api';
import { InventarioDetalle } from './inventario-detalle';

/** The past counts, newest first, each opened to its detail. */
export function InventariosHistorial({ costos }: { costos: boolean }) {
  const { t } = useTranslation();
  const { amount, locale } = useMoney();
  const inventarios = useInventarios();
  const { error } = queryFailure(inventarios.error);
  const [viendo, setViendo] = useState<number | null>(null);
  const rows = inventarios.data ?? [];
  return (
    <Stack gap={3} data-testid="inventarios-historial">
      <Text fontWeight="semibold">{t('insumos.inventario.historial')}</Text>
      <Box position="relative" minH="4rem">
        <LoadingOverlay active={inventarios.isFetching && !inventarios.data} />
        {error !== null && (
          <Text color="fg.error" role="alert">
            {t('insumos.inventario.errorCargar')}
            {error ? `: ${error}` : ''}
          </Text>
        )}
        {inventarios.data && rows.length === 0 && <Text color="fg.muted">{t('insumos.inventario.sinConteos')}</Text>}
        {rows.length > 0 && (
          <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={t('insumos.inventario.historial')}>
            <Table.Root size="sm" minW="36rem" data-testid="inventarios-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('insumos.movimientos.columnas.fecha')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('insumos.movimientos.columnas.usuario')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('insumos.inventario.notas')}</Table.ColumnHeader>
                  {costos && <Table.ColumnHeader textAlign="end">{t('insumos.inventario.columnas.valor')}</Table.ColumnHeader>}
                  <Table.ColumnHeader w="6rem" />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((inv) => (
                  <Table.Row key={inv.id} data-testid="inventario-row">
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(inv.fecha, { locale, seconds: false })}</Table.Cell>
                    <Table.Cell>{inv.usuarioNombre ?? '—'}</Table.Cell>
                    <Table.Cell>
                      <Text lineClamp={1}>{inv.notas ?? '—'}</Text>
                    </Table.Cell>
                    {costos && (
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {inv.valorDiferencia === null ? '—' : amount(inv.valorDiferencia)}
                      </Table.Cell>
                    )}
                    <Table.Cell>
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setViendo(inv.id)}
                        aria-label={t('insumos.inventario.verDe', { fecha: formatDateTime(inv.fecha, { locale, seconds: false }) })}
                      >
                        {t('insumos.inventario.ver')}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Box>
      <AppDialog open={viendo !== null} onClose={() => setViendo(null)} title={t('insumos.inventario.detalle')} size="xl" testId="inventario-dialog">
        {viendo !== null && <Detalle id={viendo} costos={costos} />}
      </AppDialog>
    </Stack>
  );
}

function Detalle({ id, costos }: { id: number; costos: boolean }) {
  const { t } = useTranslation();
  const inventario = useInventario(id);
  const { error } = queryFailure(inventario.error);
  if (error !== null)
    return (
      <Text color="fg.error" role="alert">
        {t('insumos.inventario.errorCargar')}
        {error ? `: ${error}` : ''}
      </Text>
    );
  return (
    <Box position="relative" minH="4rem">
      <LoadingOverlay active={!inventario.data} />
      {inventario.data && <InventarioDetalle inventario={inventario.data} costos={costos} />}
    </Box>
  );
}
