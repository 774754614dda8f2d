import { Box, Card, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Producto } from '@resto/shared/contracts';
import { getApiBase } from '@resto/shared/api-client';
import { useMoney } from '@resto/shared/sales-ui';

/** An image URL of the api ('/api/productos/5/imagen?size=card') where the api lives. */
export function imageUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${getApiBase()}${path}`;
}

/** One product of the catalogue: its image (or a plain box), name, description and price. */
export function ProductoCard({ producto }: { producto: Producto }) {
  const { t } = useTranslation();
  const { amount } = useMoney();
  return (
    <Card.Root size="sm" overflow="hidden" data-catalogo-card data-testid="catalogo-card">
      {producto.imagen ? (
        <Image src={imageUrl(producto.imagen.card)} alt={producto.nombre} aspectRatio={4 / 3} objectFit="cover" loading="lazy" w="full" />
      ) : (
        <Box aspectRatio={4 / 3} bg="bg.muted" display="flex" alignItems="center" justifyContent="center" color="fg.muted" fontSize="sm">
          {t('inventario.catalogo.sinImagen')}
        </Box>
      )}
      <Card.Body gap={1}>
        <Stack direction="row" justify="space-between" align="baseline" gap={2}>
          <Text fontWeight="semibold" lineClamp={2} wordBreak="break-word" title={producto.nombre} data-testid="catalogo-nombre">
            {producto.nombre}
          </Text>
          <Text fontWeight="bold" whiteSpace="nowrap" color="primary.fg" data-testid="catalogo-precio">
            {amount(producto.precio)}
          </Text>
        </Stack>
        {producto.descripcion && (
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            {producto.descripcion}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
