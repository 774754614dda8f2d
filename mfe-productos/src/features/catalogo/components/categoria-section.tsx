import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Categoria } from '@resto/shared/contracts';
import { queryFailure } from '@resto/shared/query';
import { useProductosDeCategoria } from '../api/get-catalogo';
import { NO_PRINT_ATTR } from './catalogo-print-styles';
import { ProductoCard } from './producto-card';

/** The anchor id of a category's section, for the jump links. */
export const categoriaAnchor = (id: number) => `catalogo-categoria-${id}`;

/** A category's heading and its products as cards; more are loaded on request. */
export function CategoriaSection({ categoria }: { categoria: Categoria }) {
  const { t } = useTranslation();
  const productos = useProductosDeCategoria(categoria.id);
  const items = productos.data?.pages.flatMap((p) => p.items) ?? [];
  const { error } = queryFailure(productos.error);
  const headingId = categoriaAnchor(categoria.id);
  return (
    <Stack as="section" gap={3} aria-labelledby={headingId} data-catalogo-section data-testid="catalogo-section">
      <Heading as="h2" size="lg" id={headingId} tabIndex={-1} scrollMarginTop="4rem">
        {categoria.nombre}
      </Heading>
      {error !== null && (
        <Text color="fg.error" role="alert">
          {t('inventario.catalogo.errorCargar')}
          {error ? `: ${error}` : ''}
        </Text>
      )}
      {productos.isPending && <Text color="fg.muted">{t('common.cargando')}</Text>}
      {productos.data && items.length === 0 && <Text color="fg.muted">{t('inventario.catalogo.categoriaVacia')}</Text>}
      {items.length > 0 && (
        <SimpleGrid minChildWidth="13rem" gap={4} data-catalogo-grid>
          {items.map((p) => (
            <ProductoCard key={p.id} producto={p} />
          ))}
        </SimpleGrid>
      )}
      {productos.hasNextPage && (
        <Button {...{ [NO_PRINT_ATTR]: '' }} alignSelf="center" variant="outline" loading={productos.isFetchingNextPage} onClick={() => void productos.fetchNextPage()}>
          {t('inventario.catalogo.verMas')}
        </Button>
      )}
    </Stack>
  );
}
