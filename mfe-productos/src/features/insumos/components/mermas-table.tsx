import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Insumo, InsumoMovimiento } from '@resto/shared/contracts';
import { formatDateTime } from '@resto/shared/format';
import { useMoney } from '@resto/shared/sales-ui';
import { divRound, INSUMO_QUANTITY_SCALE, toMicro } from '@resto/shared/rules';
import { aMinor } from '../costo-receta';
import { useCantidad } from '../hooks/use-cantidad';

/** What a quantity was worth at a cost per unit (minor units), exact and rounded once. */
export const valorMinor = (cantidad: number, costoMinor: number) => Number(divRound(BigInt(toMicro(Math.abs(cantidad))) * BigInt(costoMinor), BigInt(INSUMO_QUANTITY_SCALE)));

export interface MermasTableProps {
  mermas: readonly InsumoMovimiento[];
  /** The ingredients, for each waste's unit. */
  insumos: readonly Insumo[];
  /** Show what each waste cost (productos.costos). */
  costos: boolean;
}

/** The waste log: when, which ingredient, how much, what it was worth then, why and who. */
export function MermasTable({ mermas, insumos, costos }: MermasTableProps) {
  const { t } = useTranslation();
  const { locale, money, currency } = useMoney();
  const cantidad = useCantidad();
  const unidadDe = new Map(insumos.map((i) => [i.id, i.unidad]));
  if (mermas.length === 0) return <Text color="fg.muted">{t('insumos.mermas.vacio')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={t('insumos.mermas.titulo')}>
      <Table.Root size="sm" minW={costos ? '52rem' : '44rem'} data-testid="mermas-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('insumos.movimientos.columnas.fecha')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('insumos.mermas.insumo')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('insumos.movimientos.columnas.cantidad')}</Table.ColumnHeader>
            {costos && <Table.ColumnHeader textAlign="end">{t('insumos.mermas.valor')}</Table.ColumnHeader>}
            <Table.ColumnHeader>{t('insumos.movimientos.columnas.motivo')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('insumos.movimientos.columnas.usuario')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {mermas.map((m) => {
            const unidad = unidadDe.get(m.insumoId);
            return (
              <Table.Row key={m.id} data-testid="merma-row">
                <Table.Cell whiteSpace="nowrap">{formatDateTime(m.fecha, { locale, seconds: false })}</Table.Cell>
                <Table.Cell>{m.insumoNombre}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="merma-cantidad">
                  {unidad ? cantidad(Math.abs(m.cantidad), unidad) : Math.abs(m.cantidad)}
                </Table.Cell>
                {costos && (
                  <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="merma-valor">
                    {m.costoUnitario === null ? '—' : money(valorMinor(m.cantidad, aMinor(m.costoUnitario, currency)))}
                  </Table.Cell>
                )}
                <Table.Cell>
                  <Text lineClamp={2} wordBreak="break-word">
                    {m.motivo ?? '—'}
                  </Text>
                </Table.Cell>
                <Table.Cell>{m.usuarioNombre ?? '—'}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
