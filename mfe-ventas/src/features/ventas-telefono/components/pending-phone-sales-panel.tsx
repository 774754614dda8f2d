import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { VentaResumen } from '@resto/shared/contracts';
import { ShortcutKey, useMoney } from '@resto/shared/sales-ui';

export interface PendingPhoneSalesPanelProps {
  phoneSales: readonly VentaResumen[] | undefined;
  error: string | null;
  /** The phone sale loaded in the cart, if any. */
  currentId: number | null;
  onCharge: (id: number) => void;
  onDiscard: (phoneSale: VentaResumen) => void;
}

/** Phone sales sent to the register, oldest first; F7 charges the first. */
export function PendingPhoneSalesPanel({ phoneSales, error, currentId, onCharge, onDiscard }: PendingPhoneSalesPanelProps) {
  const { t } = useTranslation();
  const { amount } = useMoney();
  return (
    <Card.Root size="sm" data-testid="pending-drafts">
      <Card.Body>
        <Stack gap={2}>
          <HStack justify="space-between">
            <Heading as="h2" size="sm">
              {t('ventas.ventasTelefono.titulo')}
            </Heading>
            {phoneSales && phoneSales.length > 0 && <Badge colorPalette="secondary">{phoneSales.length}</Badge>}
          </HStack>
          {error && <Text color="fg.error">{t('ventas.ventasTelefono.errorCargar')}</Text>}
          {phoneSales?.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t('ventas.ventasTelefono.vacio')}
            </Text>
          )}
          {phoneSales?.map((d, i) => (
            <Box key={d.id} borderWidth="1px" borderRadius="md" p={2} bg={d.id === currentId ? 'primary.subtle' : undefined} data-testid="pending-draft">
              <HStack justify="space-between" align="start">
                <Stack gap={0}>
                  <Text fontWeight="semibold">
                    {d.usuario.nombre} · {d.hora}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('ventas.ventasTelefono.items', { count: d.cantidadItems })}
                    {d.cliente ? ` · ${d.cliente.nombre}` : ''}
                  </Text>
                </Stack>
                <Text fontWeight="bold" data-testid="pending-draft-total">
                  {amount(d.total)}
                </Text>
              </HStack>
              <HStack justify="flex-end" mt={1} gap={1}>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onDiscard(d)}>
                  {t('ventas.ventasTelefono.descartar')}
                </Button>
                <Button size="xs" colorPalette="primary" onClick={() => onCharge(d.id)} disabled={d.id === currentId} data-testid="charge-draft">
                  {t('ventas.ventasTelefono.cargar')} {i === 0 && <ShortcutKey k="F7" />}
                </Button>
              </HStack>
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
