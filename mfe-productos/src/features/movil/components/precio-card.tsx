import { Badge, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProductoVenta } from '@resto/shared/contracts';
import { useMoney } from '@resto/shared/sales-ui';

/** A product as the phone price check shows it: name, price, stock with its unit and the low-stock mark. */
export function PrecioCard({ producto }: { producto: ProductoVenta }) {
  const { t } = useTranslation();
  const { amount, quantity } = useMoney();
  const unidad = t(`inventario.unidades.${producto.unidadMedida}`);
  const stock = producto.stockActual ?? 0;
  return (
    <Card.Root data-testid="precio-card" aria-live="polite">
      <Card.Body gap={3}>
        <Heading as="h2" size="lg" wordBreak="break-word">
          {producto.nombre}
        </Heading>
        {producto.categoria && (
          <Text color="fg.muted" fontSize="sm">
            {producto.categoria}
          </Text>
        )}
        <Stack gap={0}>
          <Text fontSize="sm" color="fg.muted">
            {producto.esPorPeso ? t('inventario.movil.precioPor', { unidad }) : t('inventario.movil.precio')}
          </Text>
          <Text fontSize="3xl" fontWeight="bold" color="primary.fg" data-testid="precio-valor">
            {amount(producto.precio)}
          </Text>
        </Stack>
        <HStack gap={2} wrap="wrap" data-testid="precio-stock">
          {producto.controlaStock ? (
            <>
              <Text fontSize="lg">{t('inventario.movil.stock', { stock: `${quantity(stock)} ${unidad}` })}</Text>
              {stock <= 0 ? (
                <Badge colorPalette="red" size="lg">
                  {t('inventario.niveles.sinStock')}
                </Badge>
              ) : (
                producto.bajoStock && (
                  <Badge colorPalette="orange" size="lg">
                    {t('inventario.niveles.bajo')}
                  </Badge>
                )
              )}
            </>
          ) : (
            <Text color="fg.muted">{t('inventario.movil.sinControlStock')}</Text>
          )}
        </HStack>
        {(producto.codigoBarras || producto.codigoSku) && (
          <Text fontSize="sm" color="fg.muted">
            {[producto.codigoBarras, producto.codigoSku].filter(Boolean).join(' · ')}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
