import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  /** The page shown, from 1. */
  pagina: number;
  /** How many rows the whole list has. */
  total: number;
  /** Rows a page. */
  limite: number;
  onPage: (pagina: number) => void;
  /** data-testid of the pager, for the screens whose tests look for it. */
  testId?: string;
}

/** Previous / next page of a list with 'Página n de m' (nothing when it all fits in one page). */
export function Pager({ pagina, total, limite, onPage, testId }: PagerProps) {
  const { t } = useTranslation();
  const paginas = Math.max(1, Math.ceil(total / limite));
  if (paginas <= 1) return null;
  return (
    <HStack justify="flex-end" gap={2} data-testid={testId}>
      <Button size="sm" variant="outline" disabled={pagina <= 1} onClick={() => onPage(pagina - 1)}>
        {t('common.paginas.anterior')}
      </Button>
      <Text fontSize="sm">{t('common.paginas.pagina', { pagina, paginas })}</Text>
      <Button size="sm" variant="outline" disabled={pagina >= paginas} onClick={() => onPage(pagina + 1)}>
        {t('common.paginas.siguiente')}
      </Button>
    </HStack>
  );
}
