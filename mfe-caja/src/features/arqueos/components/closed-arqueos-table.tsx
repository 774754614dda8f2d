import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Arqueo } from '@resto/shared/contracts';
import { toMinor } from '@resto/shared/rules';
import { useMoney } from '@resto/shared/sales-ui';
import { DifferenceText } from './difference-text';

const COLUMNS = ['fecha', 'apertura', 'cierre', 'usuario', 'montoInicial', 'esperado', 'contado', 'diferencia', 'caja', 'observaciones'] as const;
const NUMERIC = new Set<string>(['montoInicial', 'esperado', 'contado', 'diferencia']);

/** The last closed audits (9), newest first. */
export function ClosedArqueosTable({ arqueos }: { arqueos: readonly Arqueo[] }) {
  const { t } = useTranslation();
  const { amount, date } = useMoney();
  return (
    <Box as="section">
      <Heading as="h2" size="md" mb={3}>
        {t('caja.arqueos.ultimosCerrados')}
      </Heading>
      {arqueos.length === 0 ? (
        <Text color="fg.muted">{t('caja.arqueos.sinCerrados')}</Text>
      ) : (
        // Focusable, so a keyboard can scroll the table's hidden columns on a phone (axe: scrollable-region-focusable).
        <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={t('caja.arqueos.ultimosCerrados')}>
          <Table.Root size="sm" striped data-testid="closed-arqueos">
            <Table.Header>
              <Table.Row>
                {COLUMNS.map((c) => (
                  <Table.ColumnHeader key={c} textAlign={NUMERIC.has(c) ? 'end' : 'start'}>
                    {t(`caja.arqueos.columnas.${c}`)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {arqueos.map((a) => (
                <Table.Row key={a.id}>
                  <Table.Cell>{date(a.fecha)}</Table.Cell>
                  <Table.Cell>{a.hora}</Table.Cell>
                  <Table.Cell>{a.horaCierre ?? ''}</Table.Cell>
                  <Table.Cell>{a.usuarioCierre?.nombre ?? a.usuario.nombre}</Table.Cell>
                  <Table.Cell textAlign="end">{amount(a.montoInicial)}</Table.Cell>
                  <Table.Cell textAlign="end">{amount(a.totalEsperado)}</Table.Cell>
                  <Table.Cell textAlign="end">{a.totalReal === null ? '' : amount(a.totalReal)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {a.diferencia === null ? '' : <DifferenceText minor={toMinor(a.diferencia, a.moneda)} currency={a.moneda} fontSize="sm" />}
                  </Table.Cell>
                  <Table.Cell>{a.caja?.nombre ?? ''}</Table.Cell>
                  <Table.Cell maxW="16rem" truncate title={a.observaciones ?? ''}>
                    {a.observaciones}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}
