import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Previous / next page of a list, with 'Página n de m'. */
export function Pager({ pagina, total, limite, onPage }: { pagina: number; total: number; limite: number; onPage: (pagina: number) => void }) {
  const { t } = useTranslation();
  const paginas = Math.max(1, Math.ceil(total / limite));
  if (paginas <= 1) return null;
  return (
    <HStack justify="flex-end" gap={2}>
      <Button size="sm" variant="outline" disabled={pagina <= 1} onClick={() => onPage(pagina - 1)}>
        {t('ventas.paginas.anterior')}
      </Button>
      <Text fontSize="sm">{t('ventas.paginas.pagina', { pagina, paginas })}</Text>
      <Button size="sm" variant="outline" disabled={pagina >= paginas} onClick={() => onPage(pagina + 1)}>
        {t('ventas.paginas.siguiente')}
      </Button>
    </HStack>
  );
}
