import { Heading, Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Arqueo } from '@resto/shared/contracts';
import { toMinor } from '@resto/shared/rules';
import { useMoney } from '@resto/shared/sales-ui';
import { DifferenceText } from './difference-text';

/** A closed session's count by denomination (per currency) and its non-cash totals declared vs expected. */
export function ClosedConteo({ arqueo }: { arqueo: Arqueo }) {
  const { t } = useTranslation();
  const { money, amount } = useMoney();
  const conteo = arqueo.conteo ?? [];
  const medios = arqueo.medios ?? [];
  return (
    <>
      {conteo.map((c) => (
        <Stack key={c.moneda} gap={1} data-testid={`closed-conteo-${c.moneda}`}>
          <Heading as="h3" size="sm">
            {t('caja.cierre.billetes.titulo', { moneda: c.moneda })}
          </Heading>
          <Table.Root size="sm">
            <Table.Body>
              {c.denominaciones.map((d) => (
                <Table.Row key={d.valor}>
                  <Table.Cell>{money(d.valor, c.moneda)}</Table.Cell>
                  <Table.Cell textAlign="end">× {d.cantidad}</Table.Cell>
                  <Table.Cell textAlign="end">{money(d.valor * d.cantidad, c.moneda)}</Table.Cell>
                </Table.Row>
              ))}
              <Table.Row>
                <Table.Cell colSpan={2} fontWeight="semibold">
                  {t('caja.cierre.billetes.total')}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {money(c.total, c.moneda)}
                </Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </Stack>
      ))}
      {medios.length > 0 && (
        <Stack gap={1} data-testid="closed-medios">
          <Heading as="h3" size="sm">
            {t('caja.cierre.medios.titulo')}
          </Heading>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('caja.cierre.medios.medio')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('caja.cierre.esperado')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('caja.cierre.medios.declarado')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('caja.cierre.diferencia')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {medios.map((m) => (
                <Table.Row key={m.medioPagoId}>
                  <Table.Cell>{m.nombre}</Table.Cell>
                  <Table.Cell textAlign="end">{amount(m.esperado)}</Table.Cell>
                  <Table.Cell textAlign="end">{m.declarado === null ? t('caja.cierre.medios.sinDeclarar') : amount(m.declarado)}</Table.Cell>
                  <Table.Cell textAlign="end" data-testid={`closed-medio-difference-${m.medioPagoId}`}>
                    {m.diferencia === null ? '—' : <DifferenceText minor={toMinor(m.diferencia, arqueo.moneda)} currency={arqueo.moneda} fontSize="sm" />}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      )}
    </>
  );
}
