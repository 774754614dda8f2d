import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Producto } from '@resto/shared/contracts';
import { useMoney } from '@resto/shared/sales-ui';
import { StockBadge } from './stock-badge';

export type NivelProducto = Pick<Producto, 'id' | 'nombre' | 'categoria' | 'unidadMedida' | 'stockActual' | 'stockMinimo' | 'bajoStock'>;

export interface NivelesTableProps {
  productos: readonly NivelProducto[];
  /** Adjusts the product's stock; without it (a user who may not adjust) there is no adjust button. */
  onAjustar?: ((producto: NivelProducto) => void) | undefined;
  onMovimientos: (producto: NivelProducto) => void;
}

/** Stock levels: the rows under their minimum come first (the api's order) and are marked. */
export function NivelesTable({ productos, onAjustar, onMovimientos }: NivelesTableProps) {
  const { t } = useTranslation();
  const { quantity } = useMoney();
  if (productos.length === 0) return <Text color="fg.muted">{t('inventario.niveles.vacio')}</Text>;
  const conUnidad = (value: number | null, p: NivelProducto) => (value === null ? '—' : `${quantity(value)} ${t(`inventario.unidades.${p.unidadMedida}`)}`);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={t('inventario.niveles.titulo')}>
      <Table.Root size="sm" minW="40rem" data-testid="niveles-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('inventario.niveles.columnas.producto')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('inventario.niveles.columnas.stock')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('inventario.niveles.columnas.minimo')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('inventario.niveles.columnas.estado')}</Table.ColumnHeader>
            <Table.ColumnHeader w="13rem">{t('inventario.niveles.columnas.acciones')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {productos.map((p) => (
            <Table.Row key={p.id} data-testid="nivel-row" data-bajo-stock={p.bajoStock} bg={p.bajoStock ? 'orange.subtle' : undefined}>
              <Table.Cell>
                <Text fontWeight="semibold" lineClamp={2} wordBreak="break-word" title={p.nombre}>
                  {p.nombre}
                </Text>
                {p.categoria && (
                  <Text fontSize="xs" color="fg.muted">
                    {p.categoria}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="nivel-stock">
                {conUnidad(p.stockActual, p)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {conUnidad(p.stockMinimo, p)}
              </Table.Cell>
              <Table.Cell>
                <StockBadge stockActual={p.stockActual} bajoStock={p.bajoStock} />
              </Table.Cell>
              <Table.Cell>
                <HStack gap={1}>
                  {onAjustar ? (
                    <Button
                      size="xs"
                      colorPalette="primary"
                      variant="outline"
                      onClick={() => onAjustar(p)}
                      aria-label={t('inventario.niveles.ajustarProducto', { producto: p.nombre })}
                    >
                      {t('inventario.niveles.ajustar')}
                    </Button>
                  ) : null}
                  <Button size="xs" variant="ghost" onClick={() => onMovimientos(p)} aria-label={t('inventario.niveles.verMovimientosProducto', { producto: p.nombre })}>
                    {t('inventario.niveles.verMovimientos')}
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
