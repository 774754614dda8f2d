import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductoVenta } from '@resto/shared/contracts';
import { useMoney } from '@resto/shared/sales-ui';
import { notify, PageTitle } from '@resto/shared/ui';
import { ProductoFinder } from '../features/movil/components/producto-finder';
import { AjusteStockForm } from '../features/stock/components/ajuste-stock-form';
import { StockBadge } from '../features/stock/components/stock-badge';

/** /m/stock: find a product on a phone (typed or scanned), count it and adjust its stock with a reason. */
export default function MStockPage() {
  const { t } = useTranslation();
  const { quantity } = useMoney();
  const [producto, setProducto] = useState<ProductoVenta | null>(null);
  // After a save the form starts again (a new ClientMutationId) for the next count.
  const [round, setRound] = useState(0);
  return (
    <Stack gap={4} p={3} data-testid="m-stock-page">
      <PageTitle titleKey="routes.mStock" />
      <ProductoFinder onFound={setProducto} selectedId={producto?.id ?? null} />
      {producto && (
        <Card.Root data-testid="m-stock-producto">
          <Card.Body gap={3}>
            <Heading as="h2" size="md" wordBreak="break-word">
              {producto.nombre}
            </Heading>
            {producto.controlaStock ? (
              <>
                <StockBadge stockActual={producto.stockActual} bajoStock={producto.bajoStock} />
                <AjusteStockForm
                  key={`${producto.id}-${round}`}
                  touch
                  producto={producto}
                  onDone={(result) => {
                    const stock = `${quantity(result.stockActual)} ${t(`inventario.unidades.${producto.unidadMedida}`)}`;
                    notify({ severity: 'success', message: t('inventario.ajuste.guardado', { producto: producto.nombre, stock }) });
                    setProducto({ ...producto, stockActual: result.stockActual, bajoStock: result.bajoStock });
                    setRound((r) => r + 1);
                  }}
                />
              </>
            ) : (
              <Text color="fg.muted">{t('inventario.movil.noControlaStock')}</Text>
            )}
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
