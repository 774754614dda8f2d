import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { ProductoVenta } from '@resto/shared/contracts';
import { PageTitle } from '@resto/shared/ui';
import { PrecioCard } from '../features/movil/components/precio-card';
import { ProductoFinder } from '../features/movil/components/producto-finder';

/** /m/precio: a phone price check: type or scan a barcode (or a name) and see price and stock. */
export default function MPrecioPage() {
  const [producto, setProducto] = useState<ProductoVenta | null>(null);
  return (
    <Stack gap={4} p={3} data-testid="m-precio-page">
      <PageTitle titleKey="routes.mPrecio" />
      <ProductoFinder onFound={setProducto} selectedId={producto?.id ?? null} />
      {producto && <PrecioCard producto={producto} />}
    </Stack>
  );
}
