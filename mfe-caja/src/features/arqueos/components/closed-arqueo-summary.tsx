import { Card, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Arqueo } from '@resto/shared/contracts';
import { toMinor } from '@resto/shared/rules';
import { useMoney } from '@resto/shared/sales-ui';
import { ClosedConteo } from './closed-conteo';
import { DifferenceText } from './difference-text';

/** A closed audit: expected, counted and the difference per currency, with its observations. */
export function ClosedArqueoSummary({ arqueo }: { arqueo: Arqueo }) {
  const { t } = useTranslation();
  const { amount, date } = useMoney();
  const rows = [
    { moneda: arqueo.moneda, esperado: arqueo.totalEsperado, contado: arqueo.totalReal ?? 0, diferencia: arqueo.diferencia ?? 0 },
    ...arqueo.monedas.map((m) => ({ moneda: m.moneda, esperado: m.esperado, contado: m.contado ?? 0, diferencia: m.diferencia ?? 0 })),
  ];
  return (
    <Card.Root data-testid="closed-arqueo">
      <Card.Body>
        <Stack gap={4}>
          <Text fontWeight="semibold">{t('caja.cierre.yaCerrada')}</Text>
          {arqueo.cerradoAt && (
            <Text color="fg.muted">{t('caja.cierre.cerradaPor', { fecha: date(arqueo.fecha), hora: arqueo.horaCierre ?? '', usuario: arqueo.usuarioCierre?.nombre ?? '' })}</Text>
          )}
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('caja.cierre.moneda')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('caja.cierre.esperado')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('caja.cierre.contado')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('caja.cierre.diferencia')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.moneda}>
                  <Table.Cell>{r.moneda}</Table.Cell>
                  <Table.Cell textAlign="end" data-testid={`closed-expected-${r.moneda}`}>
                    {amount(r.esperado, r.moneda)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{amount(r.contado, r.moneda)}</Table.Cell>
                  <Table.Cell textAlign="end" data-testid={`closed-difference-${r.moneda}`}>
                    <DifferenceText minor={toMinor(r.diferencia, r.moneda)} currency={r.moneda} fontSize="sm" />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <ClosedConteo arqueo={arqueo} />
          {arqueo.observaciones && (
            <Text>
              <Text as="span" fontWeight="semibold">
                {t('caja.arqueos.observaciones')}:
              </Text>{' '}
              {arqueo.observaciones}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
