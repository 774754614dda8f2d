import { Badge, Box, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductoVenta } from '@resto/shared/contracts';
import { AppDialog, useListKeys, useMoney } from '@resto/shared/sales-ui';
import { useCounterPrice } from '../../mostrador';
import { useProductSearch } from '../api/search-productos';
import { useNoVendible } from '../hooks/use-no-vendible';
import { StockText } from './stock-text';

export interface ProductSearchDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (producto: ProductoVenta) => void;
  /** The product at the price the screen sells it now (its price list's, with the list's name); default the counter's. */
  price?: ((producto: ProductoVenta) => ProductoVenta & { listaPrecio?: string }) | undefined;
}

/** The product search (F2): type a name, barcode or SKU; arrows choose, Enter adds, Esc closes. */
export function ProductSearchDialog({ open, onClose, onPick, price }: ProductSearchDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} title={t('ventas.search.titulo')} size="lg" testId="product-search">
      <SearchBody onPick={onPick} price={price} />
    </AppDialog>
  );
}

function SearchBody({ onPick, price }: Pick<ProductSearchDialogProps, 'onPick' | 'price'>) {
  const { t } = useTranslation();
  const { amount } = useMoney();
  const counterPrice = useCounterPrice();
  const priced = price ?? counterPrice;
  const noVendible = useNoVendible();
  const outOfStock = (p: ProductoVenta) => noVendible(p) !== null;
  const [text, setText] = useState('');
  const search = useProductSearch(text);
  const results = search.data ?? [];
  const list = useRef<HTMLDivElement | null>(null);
  const pick = (p: ProductoVenta | undefined) => {
    if (p && !outOfStock(p)) onPick(p);
  };
  // The list may still be for an older term: Enter acts on what the cashier sees.
  const { active, setActive, onKeyDown } = useListKeys(results.length, search.q, (i) => pick(results[i]));

  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const optionId = (id: number) => `producto-opcion-${id}`;
  const activeProduct = results[active];

  return (
    <Stack gap={3}>
      <Input
        autoFocus
        placeholder={t('ventas.search.placeholder')}
        aria-label={t('ventas.search.titulo')}
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls="producto-resultados"
        aria-activedescendant={activeProduct ? optionId(activeProduct.id) : undefined}
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        data-testid="product-search-input"
      />
      <Text fontSize="xs" color="fg.muted">
        {t('ventas.search.ayuda')}
      </Text>
      <Box ref={list} id="producto-resultados" role="listbox" aria-label={t('ventas.search.titulo')} maxH="50vh" overflowY="auto">
        {search.q === '' && <Text color="fg.muted">{t('ventas.search.escribir')}</Text>}
        {search.q !== '' && search.loading && results.length === 0 && <Spinner size="sm" />}
        {search.error && <Text color="fg.error">{t('ventas.search.error', { message: search.error })}</Text>}
        {search.q !== '' && !search.loading && !search.error && results.length === 0 && <Text color="fg.muted">{t('ventas.search.sinResultados', { q: search.q })}</Text>}
        {results.map((p, i) => (
          <HStack
            key={p.id}
            id={optionId(p.id)}
            role="option"
            aria-selected={i === active}
            aria-disabled={outOfStock(p) || undefined}
            data-testid="product-option"
            justify="space-between"
            px={3}
            py={2}
            borderRadius="md"
            cursor={outOfStock(p) ? 'not-allowed' : 'pointer'}
            opacity={outOfStock(p) ? 0.5 : 1}
            bg={i === active ? 'primary.subtle' : undefined}
            onMouseEnter={() => setActive(i)}
            onClick={() => pick(p)}
          >
            <Stack gap={0} minW={0}>
              <Text fontWeight="semibold" truncate>
                {p.nombre}
              </Text>
              <HStack gap={2} fontSize="xs" color="fg.muted" wrap="wrap">
                {p.categoria && <Text>{p.categoria}</Text>}
                {p.codigoBarras && <Text>{p.codigoBarras}</Text>}
                {p.esPorPeso && <Badge size="sm">{t(`ventas.unidades.${p.unidadMedida}`)}</Badge>}
                {outOfStock(p) ? (
                  <Text color="fg.error" data-testid="product-option-motivo">
                    {noVendible(p)}
                  </Text>
                ) : (
                  <StockText producto={p} />
                )}
              </HStack>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text fontWeight="semibold" whiteSpace="nowrap">
                {amount(priced(p).precio)}
              </Text>
              {priced(p).listaPrecio && (
                <Text fontSize="xs" color="purple.fg" data-testid="product-option-lista-precio">
                  {priced(p).listaPrecio}
                </Text>
              )}
            </Stack>
          </HStack>
        ))}
      </Box>
    </Stack>
  );
}
