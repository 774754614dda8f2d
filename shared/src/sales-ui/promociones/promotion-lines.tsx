import { HStack, Text } from '@chakra-ui/react';
import type { PromocionAplicada } from '../../contracts/promociones';
import { useMoney } from '../use-money';

export interface PromotionLinesProps {
  /** The promotions' discounts the api computed (a comanda's or a sale's `promociones`). */
  promociones: readonly PromocionAplicada[] | undefined;
}

/** One discount line per promotion, by its name: "2x1 Pizzas −$ 7.500" (the comanda, the handheld's bill, the sale's detail). */
export function PromotionLines({ promociones }: PromotionLinesProps) {
  const { amount } = useMoney();
  return (
    <>
      {(promociones ?? []).map((p) => (
        <HStack key={p.promocionId} justify="space-between" color="green.fg" data-testid="promocion-linea">
          <Text>{p.nombre}</Text>
          <Text>−{amount(p.descuento)}</Text>
        </HStack>
      ))}
    </>
  );
}
