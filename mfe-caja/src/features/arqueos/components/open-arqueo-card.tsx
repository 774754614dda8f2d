import { Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Arqueo } from '@resto/shared/contracts';
import { useMoney } from '@resto/shared/sales-ui';

/**
 * An open register session: its till, when and by whom it opened, its expected cash now and where
 * it comes from. `onClose` (another till's session) offers closing it from the card.
 */
export function OpenArqueoCard({ arqueo, onClose }: { arqueo: Arqueo; onClose?: () => void }) {
  const { t } = useTranslation();
  const { amount, date } = useMoney();
  const local = arqueo.movimientos.filter((m) => m.moneda === arqueo.moneda);
  return (
    <Card.Root data-testid="open-arqueo" borderColor="green.solid" borderWidth="2px">
      <Card.Body>
        <Stack gap={4}>
          <HStack justify="space-between" wrap="wrap" gap={2}>
            <Stack gap={0}>
              <HStack>
                <Heading as="h2" size="lg">
                  {t('caja.arqueos.cajaAbierta')}
                </Heading>
                <Badge colorPalette="green">#{arqueo.id}</Badge>
                {arqueo.caja && (
                  <Badge variant="outline" data-testid="open-arqueo-caja">
                    {arqueo.caja.nombre}
                  </Badge>
                )}
              </HStack>
              <Text color="fg.muted">{t('caja.arqueos.abiertaPor', { fecha: date(arqueo.fecha), hora: arqueo.hora, usuario: arqueo.usuario.nombre })}</Text>
            </Stack>
            <Stack gap={0} textAlign={{ base: 'start', sm: 'end' }}>
              <Text color="fg.muted">{t('caja.arqueos.esperado')}</Text>
              <Text fontSize="3xl" fontWeight="bold" data-testid="expected-cash">
                {amount(arqueo.totalEsperado)}
              </Text>
              {onClose && (
                <Button size="sm" variant="outline" onClick={onClose} data-testid="cerrar-esta-caja">
                  {t('caja.turnos.cerrarEsta')}
                </Button>
              )}
            </Stack>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t('caja.arqueos.esperadoAyuda')}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <Box>
              <Heading as="h3" size="sm" mb={2}>
                {t('caja.arqueos.movimientos')}
              </Heading>
              <Table.Root size="sm" data-testid="arqueo-movimientos">
                <Table.Body>
                  {local.map((m) => (
                    <Table.Row key={m.tipo}>
                      <Table.Cell>{t(`caja.arqueos.movimiento.${m.tipo}`)}</Table.Cell>
                      <Table.Cell textAlign="end">{amount(m.monto, m.moneda)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
            {arqueo.monedas.length > 0 && (
              <Box>
                <Heading as="h3" size="sm" mb={2}>
                  {t('caja.arqueos.monedasExtranjeras')}
                </Heading>
                <Table.Root size="sm" data-testid="arqueo-monedas">
                  <Table.Body>
                    {arqueo.monedas.map((m) => (
                      <Table.Row key={m.moneda}>
                        <Table.Cell>{m.moneda}</Table.Cell>
                        <Table.Cell textAlign="end">{amount(m.esperado, m.moneda)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            )}
          </SimpleGrid>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
