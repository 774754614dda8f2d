import { Box, Button, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryFailure } from '@resto/shared/query';
import { ConnectionErrorScreen, LoadingOverlay, PageTitle } from '@resto/shared/ui';
import { catalogoKeys, useCatalogoCategorias } from '../features/catalogo/api/get-catalogo';
import { CatalogoPrintStyles, NO_PRINT_ATTR, PRINT_AREA_ATTR } from '../features/catalogo/components/catalogo-print-styles';
import { categoriaAnchor, CategoriaSection } from '../features/catalogo/components/categoria-section';

const noPrint = { [NO_PRINT_ATTR]: '' };

/**
 * /catalogo: the venue's catalogue as customers would see it, by category: cards with image,
 * name, description and price, jump links to each category, and a print button whose sheet holds
 * only the catalogue.
 */
export default function CatalogoPage() {
  const { t } = useTranslation();
  const categorias = useCatalogoCategorias();
  const client = useQueryClient();
  const [categoriaId, setCategoriaId] = useState<number | null>(null);
  const { error, connectionError } = queryFailure(categorias.error);
  const todas = (categorias.data ?? []).filter((c) => c.activo && c.cantidadProductos > 0);
  const shown = categoriaId === null ? todas : todas.filter((c) => c.id === categoriaId);

  if (connectionError && !categorias.data) {
    return <ConnectionErrorScreen onRetry={() => void client.invalidateQueries({ queryKey: catalogoKeys.categorias })} />;
  }

  const jump = (id: number) => {
    const heading = document.getElementById(categoriaAnchor(id));
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  return (
    <Box {...{ [PRINT_AREA_ATTR]: '' }} data-testid="catalogo-page">
      <CatalogoPrintStyles />
      <PageTitle
        titleKey="routes.catalogo"
        actions={
          <HStack gap={2} wrap="wrap" {...noPrint}>
            <NativeSelect.Root size="sm" w="14rem">
              <NativeSelect.Field
                aria-label={t('inventario.catalogo.categoria')}
                value={categoriaId === null ? '' : String(categoriaId)}
                onChange={(e) => setCategoriaId(e.target.value ? Number(e.target.value) : null)}
                data-testid="catalogo-categoria"
              >
                <option value="">{t('inventario.catalogo.todas')}</option>
                {todas.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.nombre}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button colorPalette="primary" size="sm" onClick={() => window.print()} disabled={shown.length === 0} data-testid="catalogo-imprimir">
              {t('inventario.catalogo.imprimir')}
            </Button>
          </HStack>
        }
      />
      <Box position="relative" minH="6rem">
        <LoadingOverlay active={categorias.isFetching && !categorias.data} />
        {error !== null && !connectionError && (
          <Text color="fg.error" role="alert">
            {t('inventario.catalogo.errorCargar')}
            {error ? `: ${error}` : ''}
          </Text>
        )}
        {categorias.data && todas.length === 0 && <Text color="fg.muted">{t('inventario.catalogo.vacio')}</Text>}
        {shown.length > 1 && (
          <Box as="nav" aria-label={t('inventario.catalogo.saltarA')} mb={6} {...noPrint}>
            <HStack as="ul" listStyleType="none" gap={2} wrap="wrap" data-testid="catalogo-links">
              {shown.map((c) => (
                <li key={c.id}>
                  <Link
                    href={`#${categoriaAnchor(c.id)}`}
                    onClick={(e) => {
                      e.preventDefault();
                      jump(c.id);
                    }}
                    px={3}
                    py={1}
                    borderWidth="1px"
                    borderRadius="full"
                    fontSize="sm"
                    color="primary.fg"
                  >
                    {c.nombre}
                  </Link>
                </li>
              ))}
            </HStack>
          </Box>
        )}
        <Stack gap={8}>
          {shown.map((c) => (
            <CategoriaSection key={c.id} categoria={c} />
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
