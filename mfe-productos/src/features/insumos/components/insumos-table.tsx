import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Insumo } from '@resto/shared/contracts';
import { useMoney } from '@resto/shared/sales-ui';
import { useCantidad } from '../hooks/use-cantidad';

export interface InsumosTableProps {
  insumos: readonly Insumo[];
  /** Show the average and last cost columns (productos.costos). */
  costos: boolean;
  onEdit: (insumo: Insumo) => void;
  onDelete: (insumo: Insumo) => void;
  onMovimientos: (insumo: Insumo) => void;
  onMerma: (insumo: Insumo) => void;
}

/** 'Sin stock' at 0 or less, 'Stock bajo' under the minimum; nothing for an ingredient whose stock is not controlled. */
export function InsumoStockBadge({ insumo }: { insumo: Insumo }) {
  const { t } = useTranslation();
  if (!insumo.controlaStock) return null;
  if (insumo.stockActual <= 0)
    return (
      <Badge colorPalette="red" data-testid="insumo-badge">
        {t('insumos.lista.sinStock')}
      </Badge>
    );
  if (insumo.bajoStock)
    return (
      <Badge colorPalette="orange" data-testid="insumo-badge">
        {t('insumos.lista.bajo')}
      </Badge>
    );
  return null;
}

/** The ingredients, with their stock marked when it is low, and their costs for who may see them. */
export function InsumosTable({ insumos, costos, onEdit, onDelete, onMovimientos, onMerma }: InsumosTableProps) {
  const { t } = useTranslation();
  const { amount } = useMoney();
  const cantidad = useCantidad();
  const costo = (value: number | null, i: Insumo) => (value === null ? '—' : t('insumos.lista.porUnidad', { costo: amount(value), unidad: t(`insumos.unidades.${i.unidad}`) }));
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={t('insumos.lista.titulo')}>
      <Table.Root size="sm" minW={costos ? '64rem' : '50rem'} data-testid="insumos-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('insumos.lista.columnas.nombre')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('insumos.lista.columnas.stock')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('insumos.lista.columnas.minimo')}</Table.ColumnHeader>
            {costos && <Table.ColumnHeader textAlign="end">{t('insumos.lista.columnas.costo')}</Table.ColumnHeader>}
            {costos && <Table.ColumnHeader textAlign="end">{t('insumos.lista.columnas.ultimoCosto')}</Table.ColumnHeader>}
            <Table.ColumnHeader>{t('insumos.lista.columnas.proveedor')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('insumos.lista.columnas.estado')}</Table.ColumnHeader>
            <Table.ColumnHeader w="20rem">{t('common.acciones')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {insumos.map((i) => (
            <Table.Row key={i.id} data-testid="insumo-row" bg={i.controlaStock && i.bajoStock ? 'orange.subtle' : undefined}>
              <Table.Cell>
                <Text fontWeight="semibold" lineClamp={2} wordBreak="break-word" title={i.nombre}>
                  {i.nombre}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="insumo-stock">
                <HStack justify="flex-end" gap={2}>
                  <InsumoStockBadge insumo={i} />
                  <span>{i.controlaStock ? cantidad(i.stockActual, i.unidad) : t('insumos.lista.sinControl')}</span>
                </HStack>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {i.controlaStock ? cantidad(i.stockMinimo, i.unidad) : '—'}
              </Table.Cell>
              {costos && (
                <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="insumo-costo">
                  {costo(i.costoUnitario, i)}
                </Table.Cell>
              )}
              {costos && (
                <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="insumo-costo-ultimo">
                  {costo(i.costoUltimo, i)}
                </Table.Cell>
              )}
              <Table.Cell>
                <Text truncate maxW="12rem" title={i.proveedorNombre ?? undefined}>
                  {i.proveedorNombre ?? '—'}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={i.activo ? 'green' : 'gray'}>{t(i.activo ? 'insumos.lista.activo' : 'insumos.lista.inactivo')}</Badge>
              </Table.Cell>
              <Table.Cell>
                <HStack gap={1} wrap="wrap">
                  <Button size="xs" variant="outline" onClick={() => onEdit(i)} aria-label={t('common.editarNombre', { nombre: i.nombre })}>
                    {t('common.editar')}
                  </Button>
                  <Button size="xs" variant="ghost" onClick={() => onMovimientos(i)} aria-label={t('insumos.lista.movimientosDe', { nombre: i.nombre })}>
                    {t('insumos.lista.movimientos')}
                  </Button>
                  <Button size="xs" variant="ghost" onClick={() => onMerma(i)} aria-label={t('insumos.lista.mermaDe', { nombre: i.nombre })}>
                    {t('insumos.merma.registrar')}
                  </Button>
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onDelete(i)} aria-label={t('common.eliminarNombre', { nombre: i.nombre })}>
                    {t('common.eliminar')}
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
