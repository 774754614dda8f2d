import { Badge, Button, Card, Heading, HStack, Table, Text } from '@chakra-ui/react';
import type { Comprobante } from '@resto/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { pendientesKeys, reintentarPendientes, usePendientes } from '../api/pendientes';

/** ARCA's MonId to the ISO code the amount is written in. */
const ISO: Record<string, string> = { PES: 'ARS', DOL: 'USD', '060': 'EUR', '012': 'BRL' };

/**
 * Contingency: the sales whose invoice ARCA has not authorised yet (it was down, slow or
 * the answer was lost). The api retries them in the background; here the cashier sees them and
 * can retry now. Nothing shows while the queue is empty.
 */
export function FacturasPendientesCard() {
  const { t } = useTranslation();
  const { amount, date } = useMoney();
  const client = useQueryClient();
  const pendientes = usePendientes();
  const retry = useMutation({
    mutationFn: reintentarPendientes,
    onSuccess: (result) => {
      if (!result.success) {
        notify({ severity: 'error', message: result.message || t('caja.facturacion.errorReintentar') });
        return;
      }
      const quedan = result.data?.length ?? 0;
      if (quedan === 0) notify({ severity: 'success', message: t('caja.facturacion.todasAutorizadas') });
      else notify({ severity: 'warning', message: t('caja.facturacion.siguenPendientes', { count: quedan }) });
      client.setQueryData(pendientesKeys.all, result.data ?? []);
    },
    onError: () => notify({ severity: 'error', message: t('caja.facturacion.errorReintentar') }),
    onSettled: () => void client.invalidateQueries({ queryKey: pendientesKeys.all }),
  });
  const items = pendientes.data ?? [];
  if (items.length === 0) return null;
  const total = (c: Comprobante) => amount(c.total, ISO[c.moneda] ?? 'ARS');
  return (
    <Card.Root data-testid="facturas-pendientes" borderColor="orange.300" borderWidth="1px">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap={2}>
          <Heading as="h2" size="md">
            {t('caja.facturacion.titulo', { count: items.length })}
          </Heading>
          <Button colorPalette="primary" size="sm" loading={retry.isPending} onClick={() => retry.mutate()} data-testid="reintentar-facturas">
            {t('caja.facturacion.reintentar')}
          </Button>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {t('caja.facturacion.detalle')}
        </Text>
      </Card.Header>
      <Card.Body>
        <Table.ScrollArea>
          <Table.Root size="sm" variant="line">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('caja.facturacion.venta')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('caja.facturacion.comprobante')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('caja.facturacion.fecha')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('caja.facturacion.total')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('caja.facturacion.estado')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('caja.facturacion.motivo')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((c) => (
                <Table.Row key={c.id} data-testid="factura-pendiente">
                  <Table.Cell>#{c.ventaId}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{t(`caja.facturacion.clase.${c.clase}`, { letra: c.letra })}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{date(c.fecha)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {total(c)}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={c.estado === 'enviando' ? 'blue' : 'orange'}>{t(`caja.facturacion.estados.${c.estado}`)}</Badge>
                  </Table.Cell>
                  <Table.Cell maxW="22rem">
                    <Text fontSize="sm" color="fg.muted" lineClamp={2} wordBreak="break-word" title={c.ultimoError ?? undefined}>
                      {c.ultimoError ?? ''}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}
