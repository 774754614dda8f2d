import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { VentaResumen } from '@resto/shared/contracts';
import { useMoney } from '@resto/shared/sales-ui';
import { EstadoBadge } from './estado-badge';

const COLUMNS = ['numero', 'fecha', 'hora', 'usuario', 'cliente', 'medios', 'items', 'total', 'estado'] as const;

/** Sales of the chosen range; a row opens with Enter or a click. */
export function HistoryTable({ ventas, onOpen }: { ventas: readonly VentaResumen[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const { amount, date } = useMoney();
  if (ventas.length === 0) return <Text color="fg.muted">{t('ventas.historial.sinVentas')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" interactive data-testid="historial-table">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((c) => (
              <Table.ColumnHeader key={c} textAlign={c === 'total' || c === 'items' ? 'end' : 'start'}>
                {t(`ventas.historial.columnas.${c}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {ventas.map((v) => (
            <Table.Row
              key={v.id}
              tabIndex={0}
              cursor="pointer"
              onClick={() => onOpen(v.id)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') onOpen(v.id);
              }}
              data-testid="venta-row"
              textDecoration={v.estado === 'anulada' ? 'line-through' : undefined}
              _focusVisible={{ outline: '2px solid', outlineColor: 'primary.solid' }}
            >
              <Table.Cell fontWeight="semibold">{v.numero ?? '—'}</Table.Cell>
              <Table.Cell>{date(v.fecha)}</Table.Cell>
              <Table.Cell>{v.hora}</Table.Cell>
              <Table.Cell>{v.usuario.nombre}</Table.Cell>
              <Table.Cell>{v.cliente?.nombre ?? ''}</Table.Cell>
              <Table.Cell>{v.medios.join(', ')}</Table.Cell>
              <Table.Cell textAlign="end">{v.cantidadItems}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {amount(v.total)}
              </Table.Cell>
              <Table.Cell>
                <EstadoBadge estado={v.estado} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
