import { ButtonGroup, HStack, IconButton, Pagination, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Pages of the list (20 a page) with the total of products found. */
export function ProductosPager({ pagina, total, limite, onPage }: { pagina: number; total: number; limite: number; onPage: (pagina: number) => void }) {
  const { t } = useTranslation();
  return (
    <HStack justify="space-between" wrap="wrap" gap={2}>
      <Text fontSize="sm" color="fg.muted" data-testid="productos-total">
        {t('productos.lista.total', { count: total })}
      </Text>
      {total > limite && (
        <Pagination.Root count={total} pageSize={limite} page={pagina} onPageChange={(e) => onPage(e.page)} siblingCount={1}>
          <ButtonGroup variant="ghost" size="sm" wrap="wrap">
            <Pagination.PrevTrigger asChild>
              <IconButton aria-label={t('productos.lista.anterior')}>‹</IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(page) => (
                <IconButton variant={{ base: 'ghost', _selected: 'outline' }} aria-label={t('productos.lista.paginaN', { pagina: page.value })}>
                  {page.value}
                </IconButton>
              )}
            />
            <Pagination.NextTrigger asChild>
              <IconButton aria-label={t('productos.lista.siguiente')} data-testid="pagina-siguiente">
                ›
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      )}
    </HStack>
  );
}
