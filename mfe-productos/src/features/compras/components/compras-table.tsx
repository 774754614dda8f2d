import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Compra, CompraEstado } from '@resto/shared/contracts';
import { formatDate } from '@resto/shared/format';
import { useMoney } from '@resto/shared/sales-ui';
import { ScrollTable } from '@resto/shared/ui';

export type CompraAccion = 'editar' | 'enviar' | 'pdf' | 'recibir' | 'cancelar';

/** What each state allows: a draft is edited, sent or cancelled; goods arrive until it is all in; a cancelled order is done. */
export const ACCIONES: Record<CompraEstado, readonly CompraAccion[]> = {
  borrador: ['editar', 'enviar', 'pdf', 'recibir', 'cancelar'],
  enviada: ['pdf', 'recibir', 'cancelar'],
  parcial: ['pdf', 'recibir'],
  recibida: ['pdf'],
  cancelada: [],
};

const PALETTE: Record<CompraEstado, string> = { borrador: 'gray', enviada: 'blue', parcial: 'orange', recibida: 'green', cancelada: 'red' };

export function ComprasTable({
  compras,
  onAccion,
  busy,
}: {
  compras: readonly Compra[];
  onAccion: (accion: CompraAccion, compra: Compra) => void;
  busy: { id: number; accion: CompraAccion } | null;
}) {
  const { t } = useTranslation();
  const { amount, locale } = useMoney();
  if (compras.length === 0) return <Text data-testid="compras-vacio">{t('compras.lista.vacio')}</Text>;
  return (
    <ScrollTable label={t('compras.lista.titulo')} testId="compras-table">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('compras.campos.numero')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('compras.campos.fecha')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('compras.campos.proveedor')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('compras.campos.estado')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('compras.campos.total')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('compras.lista.acciones')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {compras.map((c) => (
          <Table.Row key={c.id} data-testid="compra-row">
            <Table.Cell fontVariantNumeric="tabular-nums">{c.numero}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDate(c.fecha, { locale })}</Table.Cell>
            <Table.Cell>
              <Text>{c.proveedorNombre}</Text>
              <Text fontSize="xs" color="fg.muted">
                {t('compras.lista.lineas', { count: c.lineas.length })}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={PALETTE[c.estado]} data-testid="compra-estado">
                {t(`compras.estados.${c.estado}`)}
              </Badge>
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
              {amount(c.total)}
            </Table.Cell>
            <Table.Cell>
              <HStack gap={1} wrap="wrap">
                {ACCIONES[c.estado].map((accion) => (
                  <Button
                    key={accion}
                    size="xs"
                    variant={accion === 'recibir' ? 'solid' : 'outline'}
                    colorPalette={accion === 'cancelar' ? 'red' : accion === 'recibir' ? 'primary' : undefined}
                    loading={busy?.id === c.id && busy.accion === accion}
                    onClick={() => onAccion(accion, c)}
                    aria-label={t(`compras.acciones.${accion}De`, { numero: c.numero })}
                    data-testid={`compra-${accion}`}
                  >
                    {t(`compras.acciones.${accion}`)}
                  </Button>
                ))}
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}
