import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProductoVenta } from '@resto/shared/contracts';
import { queryFailure } from '@resto/shared/query';
import { useMoney } from '@resto/shared/sales-ui';
import { useProductosFrecuentes } from '../api/get-productos-frecuentes';
import { useNoVendible } from '../hooks/use-no-vendible';

export interface FrequentProductsProps {
  onPick: (producto: ProductoVenta) => void;
  /** How many (8). */
  cantidad?: number;
  /** Grid columns by breakpoint. Default: as many cards of at least 9rem as the box holds. */
  columns?: Record<string, number>;
  /** The product at the price the screen sells it now (its price list's, with the list's name); default its own. */
  price?: (producto: ProductoVenta) => ProductoVenta & { listaPrecio?: string };
}

/** The venue's best sellers as one-tap buttons. */
export function FrequentProducts({ onPick, cantidad, columns, price }: FrequentProductsProps) {
  const { t } = useTranslation();
  const { amount } = useMoney();
  const frecuentes = useProductosFrecuentes(cantidad);
  const noVendible = useNoVendible();
  const { data } = frecuentes;
  const { error } = queryFailure(frecuentes.error);
  return (
    <Stack as="section" gap={2} aria-label={t('ventas.venta.frecuentes')}>
      <Heading as="h2" size="sm" color="fg.muted">
        {t('ventas.venta.frecuentes')}
      </Heading>
      {error && <Text color="fg.error">{error}</Text>}
      {data && data.length === 0 && <Text color="fg.muted">{t('ventas.venta.sinFrecuentes')}</Text>}
      <SimpleGrid {...(columns ? { columns } : { minChildWidth: '9rem' })} gap={2} data-testid="frequent-products">
        {data?.map((producto) => {
          const p: ProductoVenta & { listaPrecio?: string } = price ? price(producto) : producto;
          const motivo = noVendible(p);
          const none = motivo !== null;
          return (
            <Button
              key={p.id}
              variant="outline"
              h="auto"
              py={2}
              px={3}
              whiteSpace="normal"
              minW={0}
              title={p.nombre}
              disabled={none}
              onClick={() => onPick(p)}
              data-testid="frequent-product"
              flexDirection="column"
              alignItems="flex-start"
              gap={0}
            >
              <Text fontWeight="semibold" textAlign="left" lineClamp={2} wordBreak="break-word" maxW="full">
                {p.nombre}
              </Text>
              <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" maxW="full" data-testid="frequent-price">
                {motivo ?? amount(p.precio)}
              </Text>
              {p.listaPrecio && !none && (
                <Text fontSize="xs" color="purple.fg" maxW="full" truncate data-testid="frequent-lista-precio">
                  {p.listaPrecio}
                </Text>
              )}
            </Button>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
