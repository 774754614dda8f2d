import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { GastosList, Gasto } from '@resto/shared/contracts';
import { useMoney } from '@resto/shared/sales-ui';

export interface GastosTableProps {
  list: GastosList;
  onEdit: (gasto: Gasto) => void;
  onDelete: (gasto: Gasto) => void;
}

/** The expenses of the chosen dates, newest first, with the totals per currency. */
export function GastosTable({ list, onEdit, onDelete }: GastosTableProps) {
  const { t } = useTranslation();
  const { amount, date, currency } = useMoney();
  if (list.items.length === 0) return <Text color="fg.muted">{t('caja.gastos.sinGastos')}</Text>;
  const money = (value: number, currency: string) => (value === 0 ? '—' : amount(value, currency));
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid="gastos-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('caja.gastos.columnas.fecha')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('caja.gastos.columnas.categoria')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('caja.gastos.columnas.descripcion')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('caja.gastos.columnas.pagadoPor')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('caja.gastos.columnas.pesos')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('caja.gastos.columnas.reales')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('caja.gastos.columnas.dolares')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('caja.gastos.columnas.caja')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('caja.gastos.columnas.acciones')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.items.map((g) => (
            <Table.Row key={g.id} data-testid={`gasto-${g.id}`}>
              <Table.Cell whiteSpace="nowrap">
                {date(g.fecha)} {g.hora}
              </Table.Cell>
              <Table.Cell>{g.categoria}</Table.Cell>
              <Table.Cell>
                {g.descripcion}
                {g.notas && (
                  <Text fontSize="xs" color="fg.muted">
                    {g.notas}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>{g.pagadoPor}</Table.Cell>
              <Table.Cell textAlign="end">{money(g.montoPesos, currency)}</Table.Cell>
              <Table.Cell textAlign="end">{money(g.montoReales, 'BRL')}</Table.Cell>
              <Table.Cell textAlign="end">{money(g.montoDolares, 'USD')}</Table.Cell>
              <Table.Cell>{g.desdeCaja && <Badge colorPalette="orange">{t('caja.gastos.deCaja')}</Badge>}</Table.Cell>
              <Table.Cell>
                <HStack gap={1}>
                  <Button size="xs" variant="outline" onClick={() => onEdit(g)}>
                    {t('caja.gastos.editar')}
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(g)}>
                    {t('caja.gastos.eliminar')}
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold">
            <Table.Cell colSpan={4}>{t('caja.gastos.totales')}</Table.Cell>
            <Table.Cell textAlign="end" data-testid="total-pesos">
              {amount(list.totales.montoPesos, currency)}
            </Table.Cell>
            <Table.Cell textAlign="end">{amount(list.totales.montoReales, 'BRL')}</Table.Cell>
            <Table.Cell textAlign="end">{amount(list.totales.montoDolares, 'USD')}</Table.Cell>
            <Table.Cell colSpan={2} />
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
