import { Text, type TextProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../use-money';

export interface ComboComponentsProps extends Omit<TextProps, 'children'> {
  /** The line's components as the api kept them (surcharge in the venue's currency, decimal). */
  componentes: readonly { grupoId: number; nombre: string; recargo: number }[] | undefined;
}

/**
 * What a combo line includes, under its name ('Incluye: Empanada, Milanesa (+$ 500,00), Agua'):
 * the component chosen in each group, with its surcharge when it has one. Nothing for a simple
 * product.
 */
export function ComboComponents({ componentes, ...props }: ComboComponentsProps) {
  const { t } = useTranslation();
  const { amount } = useMoney();
  if (!componentes || componentes.length === 0) return null;
  const list = componentes.map((c) => (c.recargo > 0 ? `${c.nombre} (+${amount(c.recargo)})` : c.nombre)).join(', ');
  return (
    <Text fontSize="xs" color="fg.muted" whiteSpace="normal" data-testid="combo-componentes" {...props}>
      {t('salesUi.combo.incluye', { componentes: list })}
    </Text>
  );
}
