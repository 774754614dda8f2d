import { Badge, Box, Button, chakra, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Pedido } from '@resto/shared/contracts';
import { isCriticalPedido, nextPedidoEstado, pedidoAgeMinutes, previousPedidoEstado } from '@resto/shared/rules';
import { useMoney } from '@resto/shared/sales-ui';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCambiarEstado } from '../hooks/use-estado';
import { PedidoOrigen } from './pedido-card';
import { PedidoItemDetail } from './pedido-item-detail';

/** An order reached the kitchen this recently: highlighted as new. */
const NEW_MS = 2 * 60_000;

export interface KitchenDisplayProps {
  pedidos: readonly Pedido[];
  now: Date;
  threshold: number;
  onExit: () => void;
  /** The venue's print warnings (the page places its list here). */
  warnings: ReactNode;
}

/**
 * The kitchen tablet's screen: full screen, large type, pendiente and preparacion orders oldest
 * first. A tap on an order, or its number key (1-9), moves it along; Backspace undoes the last
 * move (one step back). New orders are highlighted; a table's later rounds, until started, more
 * strongly (an orange border and an 'Agregado · ronda N' badge).
 */
export function KitchenDisplay({ pedidos, now, threshold, onExit, warnings }: KitchenDisplayProps) {
  const { t } = useTranslation();
  const { quantity } = useMoney();
  const cambiar = useCambiarEstado();
  const root = useRef<HTMLDivElement>(null);
  const last = useRef<Pedido | null>(null);
  const cola = pedidos.filter((p) => p.estado === 'pendiente' || p.estado === 'preparacion');

  const bump = useCallback(
    async (pedido: Pedido) => {
      const next = nextPedidoEstado(pedido.estado);
      if (!next) return;
      if (await cambiar(pedido, next)) last.current = { ...pedido, estado: next };
    },
    [cambiar],
  );

  useEffect(() => {
    const el = root.current;
    if (el?.requestFullscreen && !document.fullscreenElement) void el.requestFullscreen().catch(() => undefined);
    return () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
      if (/^[1-9]$/.test(e.key)) {
        const pedido = cola[Number(e.key) - 1];
        if (pedido) {
          e.preventDefault();
          void bump(pedido);
        }
      } else if (e.key === 'Backspace' && last.current) {
        e.preventDefault();
        const undo = last.current;
        const back = previousPedidoEstado(undo.estado);
        last.current = null;
        if (back) void cambiar(undo, back);
      } else if (e.key === 'Escape') {
        onExit();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [bump, cambiar, cola, onExit]);

  return (
    <Box ref={root} position="fixed" inset={0} zIndex="modal" bg="gray.950" color="white" overflowY="auto" p={4} data-testid="kitchen-display">
      {/* A ticket that did not print at its station shows here too, until acknowledged. */}
      <Box mb={4} color="fg">
        {warnings}
      </Box>
      <HStack justify="space-between" mb={4}>
        <Heading size="2xl">{t('pedidos.modoCocina')}</Heading>
        <HStack>
          <Text fontSize="md" color="gray.300" display={{ base: 'none', md: 'block' }}>
            {t('pedidos.ayudaCocina')}
          </Text>
          <Button onClick={onExit} variant="outline" color="white" size="lg">
            {t('pedidos.salirCocina')}
          </Button>
        </HStack>
      </HStack>
      {cola.length === 0 ? (
        <Text fontSize="3xl" textAlign="center" mt={20}>
          {t('pedidos.sinPedidos')}
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap={4}>
          {cola.map((p, index) => {
            const late = isCriticalPedido(p, now, threshold);
            const fresh = now.getTime() - new Date(p.fechaCreacion).getTime() < NEW_MS;
            const newRound = p.ronda !== null && p.ronda > 1;
            return (
              <chakra.button
                key={p.id}
                type="button"
                textAlign="start"
                borderRadius="xl"
                borderWidth={newRound && p.estado === 'pendiente' ? '6px' : '4px'}
                borderColor={late ? 'red.500' : newRound && p.estado === 'pendiente' ? 'orange.400' : fresh ? 'yellow.400' : 'gray.600'}
                bg={p.estado === 'preparacion' ? 'blue.900' : 'gray.800'}
                p={4}
                onClick={() => void bump(p)}
                data-testid="kitchen-order"
                data-pedido={p.numero}
                data-estado={p.estado}
                data-late={late ? 'true' : 'false'}
                data-ronda={p.ronda ?? undefined}
                aria-label={`${index + 1}. ${t('pedidos.numero', { numero: p.numero })} ${t(`pedidos.estados.${p.estado}`)}`}
              >
                <Stack gap={2}>
                  <HStack justify="space-between">
                    <Text fontSize="3xl" fontWeight="bold">
                      {index < 9 ? `${index + 1} · ` : ''}
                      {t('pedidos.numero', { numero: p.numero })}
                    </Text>
                    <Text fontSize="2xl" color={late ? 'red.300' : 'gray.200'}>
                      {t('pedidos.edad', { minutos: pedidoAgeMinutes(p.fechaCreacion, now) })}
                    </Text>
                  </HStack>
                  <HStack gap={2}>
                    <Badge size="lg" colorPalette={p.estado === 'preparacion' ? 'blue' : 'gray'} variant="solid">
                      {t(`pedidos.estados.${p.estado}`)}
                    </Badge>
                    {late && (
                      <Badge size="lg" colorPalette="red" variant="solid">
                        {t('pedidos.atrasado')}
                      </Badge>
                    )}
                    {fresh && (
                      <Badge size="lg" colorPalette="yellow" variant="solid">
                        {t('pedidos.nuevo')}
                      </Badge>
                    )}
                    {/* What a table adds later is a round of its own, marked so the kitchen sees it is more for a table it already has. */}
                    {newRound && (
                      <Badge size="lg" colorPalette="orange" variant="solid" data-testid="kds-ronda">
                        {t('pedidos.rondaAgregada', { ronda: p.ronda })}
                      </Badge>
                    )}
                  </HStack>
                  <PedidoOrigen pedido={p} onDark />
                  <Stack as="ul" gap={1} listStyleType="none">
                    {p.items.map((i) => (
                      <Text
                        as="li"
                        key={i.id}
                        fontSize="2xl"
                        textDecoration={i.eliminado ? 'line-through' : undefined}
                        color={i.eliminado ? 'gray.400' : undefined}
                        opacity={i.enEspera && !i.eliminado ? 0.45 : undefined}
                        data-testid="kds-item"
                      >
                        {quantity(i.cantidad)} × {i.nombre}
                        <PedidoItemDetail item={i} onDark />
                        {i.notas ? (
                          <Text as="span" display="block" fontSize="lg" color="yellow.200">
                            {i.notas}
                          </Text>
                        ) : null}
                      </Text>
                    ))}
                  </Stack>
                  {p.notas && (
                    <Text fontSize="lg" color="yellow.200">
                      {p.notas}
                    </Text>
                  )}
                </Stack>
              </chakra.button>
            );
          })}
        </SimpleGrid>
      )}
    </Box>
  );
}
