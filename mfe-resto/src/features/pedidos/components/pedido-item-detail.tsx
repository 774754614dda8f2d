import { Badge, Text } from '@chakra-ui/react';
import type { PedidoItem } from '@resto/shared/contracts';
import { useTranslation } from 'react-i18next';

/**
 * What a kitchen line carries beside its name: the options chosen ('A punto, Queso'), a
 * combo's components (the dish chosen in each group: 'Empanada de carne, Milanesa, Agua') and, for a line held for a later course, a badge (the line itself is greyed until it is fired).
 */
export function PedidoItemDetail({ item, onDark = false }: { item: PedidoItem; onDark?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {item.modificadores?.length ? (
        <Text as="span" display="block" fontSize={onDark ? 'xl' : 'sm'} fontWeight="semibold" color={onDark ? 'cyan.200' : 'teal.fg'} data-testid="pedido-item-modificadores">
          {item.modificadores.map((m) => m.nombre).join(', ')}
        </Text>
      ) : null}
      {item.componentes?.length ? (
        <Text as="span" display="block" fontSize={onDark ? 'xl' : 'sm'} fontWeight="semibold" color={onDark ? 'yellow.200' : 'orange.fg'} data-testid="pedido-item-componentes">
          {item.componentes.map((c) => c.nombre).join(', ')}
        </Text>
      ) : null}
      {item.enEspera && !item.eliminado ? (
        <Badge size={onDark ? 'md' : 'sm'} colorPalette="gray" variant={onDark ? 'solid' : 'subtle'} data-testid="pedido-item-en-espera">
          {item.curso ? t('pedidos.enEsperaCurso', { curso: t(`pedidos.cursos.${item.curso}`) }) : t('pedidos.enEspera')}
        </Badge>
      ) : null}
    </>
  );
}
