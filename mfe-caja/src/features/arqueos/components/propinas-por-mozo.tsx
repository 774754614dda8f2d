import { Box, Heading, Table, Text } from '@chakra-ui/react';
import type { PropinasMozo } from '@resto/shared/contracts';
import { useMoney } from '@resto/shared/sales-ui';
import { useTranslation } from 'react-i18next';

/**
 * The tips charged while the register was open, per waiter. They are not sales: the
 * closing shows them apart (cash tips are also in the drawer's expected cash).
 */
export function PropinasPorMozo({ propinas }: { propinas: readonly PropinasMozo[] }) {
  const { t } = useTranslation();
  const { amount } = useMoney();
  return (
    <Box data-testid="arqueo-propinas">
      <Heading as="h3" size="sm" mb={1}>
        {t('propinas.titulo')}
      </Heading>
      <Text fontSize="xs" color="fg.muted" mb={2}>
        {t('propinas.aparte')}
      </Text>
      {propinas.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('propinas.ninguna')}
        </Text>
      ) : (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('propinas.mozo')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('propinas.cantidad')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('propinas.total')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {propinas.map((p) => (
              <Table.Row key={p.mozo?.id ?? 0}>
                <Table.Cell>{p.mozo?.nombre ?? t('propinas.sinMozo')}</Table.Cell>
                <Table.Cell textAlign="end">{p.cantidad}</Table.Cell>
                <Table.Cell textAlign="end">{amount(p.total)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
