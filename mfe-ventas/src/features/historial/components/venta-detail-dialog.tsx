import { Alert, Box, Button, DataList, Heading, HStack, List, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comprobante, Venta } from '@resto/shared/contracts';
import { fromApi, queryFailure } from '@resto/shared/query';
import { AppDialog, getComprobantes, PromotionLines, SaleDocumentView, useMoney } from '@resto/shared/sales-ui';
import { ventasKeys } from '../api/query-keys';
import { useVenta } from '../api/get-venta';
import { EstadoBadge } from './estado-badge';
import { VoidSaleForm } from './void-sale-form';

export interface VentaDetailDialogProps {
  ventaId: number | null;
  onClose: () => void;
  /** The sale changed (voided): the list shows it again. */
  onChanged: () => void;
}

/** A sale's detail: items (with the options chosen, the cooking point among them, and a combo's components), payments with method, amount and currency, totals; reprint and void. */
export function VentaDetailDialog({ ventaId, onClose, onChanged }: VentaDetailDialogProps) {
  const { t } = useTranslation();
  const query = useVenta(ventaId);
  const { data } = query;
  const { error } = queryFailure(query.error);
  const client = useQueryClient();
  const venta = data && data.id === ventaId ? data : null;
  return (
    <AppDialog
      open={ventaId !== null}
      onClose={onClose}
      size="xl"
      testId="venta-detail"
      title={venta ? t('ventas.historial.detalle.titulo', { numero: venta.numero ?? venta.id }) : t('ventas.historial.detalle.cargando')}
    >
      {!venta && !error && <Spinner />}
      {!venta && error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            {t('ventas.historial.errorDetalle')}: {error}
          </Alert.Title>
        </Alert.Root>
      )}
      {venta && (
        <Detail
          venta={venta}
          onVoided={(v) => {
            client.setQueryData(ventasKeys.detail(v.id), v);
            onChanged();
          }}
        />
      )}
    </AppDialog>
  );
}

function Detail({ venta, onVoided }: { venta: Venta; onVoided: (venta: Venta) => void }) {
  const { t } = useTranslation();
  const { amount, date, quantity } = useMoney();
  const [panel, setPanel] = useState<'none' | 'print' | 'credit' | 'void'>('none');
  // The invoice issued for the sale (reprinted with its CAE and QR) and, once voided, its credit note.
  const comprobantes = useQuery({
    queryKey: [...ventasKeys.detail(venta.id), 'comprobantes', venta.estado],
    queryFn: fromApi((signal) => getComprobantes(venta.id, signal)),
  });
  const issued = (clase: Comprobante['clase']) => comprobantes.data?.find((c) => c.clase === clase && c.estado !== 'rechazado') ?? null;
  const factura = issued('factura');
  const notaCredito = issued('nota_credito');
  const fiscalText = (c: Comprobante) =>
    [
      t('ventas.historial.detalle.comprobante', {
        tipo: t(`ventas.historial.detalle.${c.clase === 'factura' ? 'factura' : 'notaCredito'}`),
        letra: c.letra,
        numero: c.numero === null ? '' : `${String(c.puntoVenta).padStart(4, '0')}-${String(c.numero).padStart(8, '0')}`,
      }).trim(),
      c.cae ? t('ventas.historial.detalle.cae', { cae: c.cae }) : t('ventas.historial.detalle.pendienteArca'),
    ].join(' · ');
  const info: [string, string][] = [
    [t('ventas.historial.columnas.fecha'), `${date(venta.fecha)} ${venta.hora}`],
    [t('ventas.historial.detalle.usuario'), venta.usuario.nombre],
    ...(venta.cajero && venta.cajero.id !== venta.usuario.id ? [[t('ventas.historial.detalle.cajero'), venta.cajero.nombre] as [string, string]] : []),
    [t('ventas.historial.columnas.cliente'), venta.cliente?.nombre ?? t('ventas.venta.sinCliente')],
    [t('ventas.historial.detalle.origen'), t(`ventas.historial.origen.${venta.origen}`)],
    ...(factura ? [[t('ventas.historial.detalle.factura'), fiscalText(factura)] as [string, string]] : []),
    ...(notaCredito ? [[t('ventas.historial.detalle.notaCredito'), fiscalText(notaCredito)] as [string, string]] : []),
  ];
  return (
    <Stack gap={4}>
      <HStack justify="space-between" align="start" wrap="wrap">
        <DataList.Root orientation="horizontal" size="sm">
          {info.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <EstadoBadge estado={venta.estado} />
      </HStack>
      {venta.estado === 'anulada' && (
        <Alert.Root status="error" data-testid="motivo-anulacion">
          <Alert.Indicator />
          <Alert.Title>{t('ventas.historial.detalle.anuladaPor', { motivo: venta.motivoAnulacion ?? '' })}</Alert.Title>
        </Alert.Root>
      )}

      <Box>
        <Heading as="h3" size="sm" mb={2}>
          {t('ventas.historial.detalle.items')}
        </Heading>
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" data-testid="detalle-items">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('ventas.historial.detalle.producto')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ventas.historial.detalle.categoria')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('ventas.historial.detalle.cantidad')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('ventas.historial.detalle.precio')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('ventas.historial.detalle.descuento')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('ventas.historial.detalle.subtotal')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {venta.items.map((i) => (
                <Table.Row key={i.id}>
                  <Table.Cell>
                    {i.producto}
                    {(i.modificadores ?? []).length > 0 && (
                      <List.Root variant="plain" fontSize="xs" color="fg.muted" aria-label={t('ventas.historial.detalle.opciones')} data-testid="detalle-opciones">
                        {(i.modificadores ?? []).map((m) => (
                          <List.Item key={m.opcionId}>
                            {m.precioDelta === 0
                              ? t('ventas.historial.detalle.opcion', { grupo: m.grupo, opcion: m.nombre })
                              : t('ventas.historial.detalle.opcionConPrecio', {
                                  grupo: m.grupo,
                                  opcion: m.nombre,
                                  precio: `${m.precioDelta > 0 ? '+' : ''}${amount(m.precioDelta)}`,
                                })}
                          </List.Item>
                        ))}
                      </List.Root>
                    )}
                    {/* A combo's components, the one chosen in each group with its surcharge. */}
                    {(i.componentes ?? []).length > 0 && (
                      <List.Root variant="plain" fontSize="xs" color="fg.muted" aria-label={t('ventas.historial.detalle.componentes')} data-testid="detalle-componentes">
                        {(i.componentes ?? []).map((c) => (
                          <List.Item key={c.grupoId}>
                            {c.recargo === 0
                              ? t('ventas.historial.detalle.opcion', { grupo: c.grupo, opcion: c.nombre })
                              : t('ventas.historial.detalle.opcionConPrecio', { grupo: c.grupo, opcion: c.nombre, precio: `+${amount(c.recargo)}` })}
                          </List.Item>
                        ))}
                      </List.Root>
                    )}
                  </Table.Cell>
                  <Table.Cell>{i.categoria}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {quantity(i.cantidad)} {i.esPorPeso ? t(`ventas.unidades.${i.unidadMedida}`) : ''}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {amount(i.precioUnitario)}
                    {/* The price list the api priced the line by when it was added. */}
                    {i.listaPrecio && (
                      <Text fontSize="xs" color="fg.muted" data-testid="detalle-lista-precio">
                        {i.listaPrecio}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{i.descuento > 0 ? amount(-i.descuento) : ''}</Table.Cell>
                  <Table.Cell textAlign="end">{amount(i.subtotal)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>

      <Box>
        <Heading as="h3" size="sm" mb={2}>
          {t('ventas.historial.detalle.pagos')}
        </Heading>
        <Table.Root size="sm" data-testid="detalle-pagos">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('ventas.historial.detalle.medio')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('ventas.historial.detalle.moneda')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('ventas.historial.detalle.monto')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('ventas.historial.detalle.enMonedaLocal')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {venta.pagos.map((p) => (
              <Table.Row key={p.id}>
                <Table.Cell>{p.medio}</Table.Cell>
                <Table.Cell>{p.moneda}</Table.Cell>
                <Table.Cell textAlign="end">{amount(p.monto, p.moneda)}</Table.Cell>
                <Table.Cell textAlign="end">{amount(p.montoLocal)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>

      <Stack gap={1} alignSelf="flex-end" minW="16rem" data-testid="detalle-totales">
        {(
          [
            ['subtotal', venta.subtotal],
            ['descuentoGeneral', -venta.descuentoGeneral],
            ['descuentoCliente', -venta.descuentoCliente],
            ['total', venta.total],
            ['pagado', venta.pagado],
            ['vuelto', venta.vuelto],
          ] as const
        )
          .filter(([key, value]) => value !== 0 || key === 'total')
          .map(([key, value]) => (
            <Fragment key={key}>
              <HStack justify="space-between" fontWeight={key === 'total' ? 'bold' : 'normal'}>
                <Text>{t(`ventas.historial.detalle.${key}`)}</Text>
                <Text>{amount(value)}</Text>
              </HStack>
              {/* The promotions come off the subtotal, before the sale's own discount. */}
              {key === 'subtotal' && <PromotionLines promociones={venta.promociones} />}
            </Fragment>
          ))}
      </Stack>

      {venta.estado === 'pagada' && (
        <HStack gap={2} wrap="wrap">
          <Button size="sm" variant={panel === 'print' ? 'solid' : 'outline'} onClick={() => setPanel(panel === 'print' ? 'none' : 'print')} data-testid="reprint">
            {factura ? t('ventas.historial.detalle.reimprimirFactura') : t('ventas.historial.imprimir')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setPanel('void')} data-testid="void-sale">
            {t('ventas.historial.anular')}
          </Button>
        </HStack>
      )}
      {venta.estado === 'anulada' && notaCredito && (
        <HStack gap={2} wrap="wrap">
          <Button size="sm" variant={panel === 'credit' ? 'solid' : 'outline'} onClick={() => setPanel(panel === 'credit' ? 'none' : 'credit')} data-testid="print-credit-note">
            {t('ventas.historial.detalle.imprimirNotaCredito')}
          </Button>
        </HStack>
      )}
      {panel === 'print' && venta.estado === 'pagada' && <SaleDocumentView venta={venta} documento={factura ? 'factura' : 'remito'} />}
      {panel === 'credit' && venta.estado === 'anulada' && notaCredito && <SaleDocumentView venta={venta} documento="nota_credito" />}
      {panel === 'void' && venta.estado === 'pagada' && <VoidSaleForm venta={venta} onVoided={onVoided} onCancel={() => setPanel('none')} />}
    </Stack>
  );
}
