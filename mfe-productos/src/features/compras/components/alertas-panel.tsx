import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CompraAlerta } from '@resto/shared/contracts';
import { useMoney } from '@resto/shared/sales-ui';

export interface AlertasPanelProps {
  alertas: readonly CompraAlerta[];
  title: string;
  /** Marks one seen; absent: the alerts are only shown. */
  onVisto?: (alerta: CompraAlerta) => void;
  pendingId?: number | null;
  testId: string;
}

/**
 * Dishes a purchase pushed above the venue's target food cost: one portion's cost before and
 * after, the price and the food cost now against the target, and the ingredients that rose.
 */
export function AlertasPanel({ alertas, title, onVisto, pendingId = null, testId }: AlertasPanelProps) {
  const { t } = useTranslation();
  const { amount, percent } = useMoney();
  if (alertas.length === 0) return null;
  return (
    <Alert.Root status="warning" alignItems="flex-start" data-testid={testId}>
      <Alert.Indicator />
      <Stack gap={2} flex="1" minW={0}>
        <Alert.Title>{title}</Alert.Title>
        {alertas.map((a) => (
          <HStack key={a.id} justify="space-between" align="flex-start" wrap="wrap" gap={2} borderTopWidth="1px" pt={2} data-testid="compra-alerta">
            <Box minW={0} flex="1">
              <Text fontWeight="semibold">{a.opcion ? t('compras.alertas.platoConOpcion', { plato: a.nombre, opcion: a.opcion }) : a.nombre}</Text>
              <Text fontSize="sm">{t('compras.alertas.foodCost', { porcentaje: percent(a.foodCostPorcentaje), objetivo: percent(a.objetivo), precio: amount(a.precio) })}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('compras.alertas.costo', { antes: amount(a.costoAnterior), ahora: amount(a.costoNuevo), compra: a.compraNumero })}
              </Text>
              {a.insumos.length > 0 && (
                <Text fontSize="sm" color="fg.muted">
                  {a.insumos.map((i) => t('compras.alertas.insumo', { insumo: i.nombre, aumento: percent(i.aumentoPorcentaje) })).join(' · ')}
                </Text>
              )}
            </Box>
            {onVisto && (
              <Button size="xs" variant="outline" loading={pendingId === a.id} onClick={() => onVisto(a)} aria-label={t('compras.alertas.vistoDe', { plato: a.nombre })}>
                {t('compras.alertas.visto')}
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
    </Alert.Root>
  );
}
