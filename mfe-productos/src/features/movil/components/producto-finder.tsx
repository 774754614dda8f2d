import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductoVenta } from '@resto/shared/contracts';
import { useMoney } from '@resto/shared/sales-ui';
import { byCode, useBuscarProductos } from '../api/buscar-producto';
import { CameraScanner } from './camera-scanner';

export interface ProductoFinderProps {
  /** The product picked: an exact barcode/SKU, the only result, or the one tapped; null when none. */
  onFound: (producto: ProductoVenta | null) => void;
  /** The id of the product shown, to mark it in the list. */
  selectedId: number | null;
}

/**
 * Find a product on a phone: type a barcode or a name, or scan with the camera. An exact
 * barcode or SKU (or a single result) is picked at once; otherwise the results are listed as
 * 44 px rows to tap.
 */
export function ProductoFinder({ onFound, selectedId }: ProductoFinderProps) {
  const { t } = useTranslation();
  const { amount } = useMoney();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  const search = useBuscarProductos(text);
  const exact = search.productos ? (byCode(search.productos, search.q) ?? (search.productos.length === 1 ? search.productos[0] : undefined)) : undefined;
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });
  useEffect(() => {
    found.current(exact ?? null);
  }, [exact]);
  const showList = search.productos !== null && !exact && search.productos.length > 0;

  return (
    <Stack gap={3}>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          input.current?.blur();
        }}
      >
        <Field.Root>
          <Field.Label>{t('inventario.movil.buscarLabel')}</Field.Label>
          <Input
            ref={input}
            type="search"
            size="lg"
            inputMode="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('inventario.movil.buscarPlaceholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            data-testid="movil-buscar"
          />
        </Field.Root>
      </form>
      <CameraScanner onCode={setText} />
      {search.error !== null && (
        <Text color="fg.error" role="alert">
          {search.error || t('inventario.movil.errorBuscar')}
        </Text>
      )}
      {search.productos !== null && search.productos.length === 0 && !search.loading && (
        <Text color="fg.muted" data-testid="movil-sin-resultados">
          {t('inventario.movil.sinResultados', { q: search.q })}
        </Text>
      )}
      {showList && (
        <Stack as="ul" gap={1} listStyleType="none" aria-label={t('inventario.movil.resultados')} data-testid="movil-resultados">
          {search.productos?.map((p) => (
            <li key={p.id}>
              <Button
                variant={p.id === selectedId ? 'subtle' : 'outline'}
                w="full"
                minH="44px"
                justifyContent="space-between"
                onClick={() => onFound(p)}
                aria-pressed={p.id === selectedId}
                data-testid="movil-resultado"
              >
                <Text truncate>{p.nombre}</Text>
                <Text fontWeight="semibold" whiteSpace="nowrap">
                  {amount(p.precio)}
                </Text>
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
