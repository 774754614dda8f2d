import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ListPagerProps {
  pagina: number;
  total: number;
  limite: number;
  onPage: (pagina: number) => void;
}

/** Previous / next page of a list with 'Página n de m' (nothing when it all fits in one page). */
export function ListPager({ pagina, total, limite, onPage }: ListPagerProps) {
  const { t } = useTranslation();
  const paginas = Math.max(1, Math.ceil(total / limite));
  if (paginas <= 1) return null;
  return (
    <HStack justify="flex-end" gap={2} data-testid="list-pager">
      <Button size="sm" variant="outline" disabled={pagina <= 1} onClick={() => onPage(pagina - 1)}>
        {t('inventario.paginas.anterior')}
      </Button>
      <Text fontSize="sm">{t('inventario.paginas.pagina', { pagina, paginas })}</Text>
      <Button size="sm" variant="outline" disabled={pagina >= paginas} onClick={() => onPage(pagina + 1)}>
        {t('inventario.paginas.siguiente')}
      </Button>
    </HStack>
  );
}
