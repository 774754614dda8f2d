import { Badge, Box, HStack, Tabs, Text } from '@chakra-ui/react';
import type { Draft, Mesa } from '@resto/shared/contracts';
import { LARGE_TABLE_SCALE, zoneLabel, zonesOf } from '@resto/shared/rules';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { estadoDeMesa, MesaTile, PLAN_CELL_MIN_PX, PLAN_CELL_PX, type MesaEstadoVista } from './mesa-tile';

export interface FloorPlanProps {
  mesas: readonly Mesa[];
  /** Active drafts by table number: a table with one is occupied. */
  drafts: ReadonlyMap<number, Draft>;
  /** The page's clock: minutes open are counted to it. */
  now: Date;
  selectedNumero: number | null;
  onSelect: (mesa: Mesa) => void;
}

const LEGEND: { estado: MesaEstadoVista; palette: string }[] = [
  { estado: 'libre', palette: 'green' },
  { estado: 'ocupada', palette: 'red' },
  { estado: 'reservada', palette: 'orange' },
];

/** The width of an element's content box, followed as it resizes (0 before the first layout). */
function useContentWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The cell size that fits a zone's columns in `width` pixels: the plan shrinks on a tablet or a
 * narrow window so every table is in view, down to a size a finger still hits; wider than that
 * it scrolls. Full size (PLAN_CELL_PX) when there is room, or before the width is known.
 */
export function fittingCell(cols: number, width: number): number {
  if (width <= 0) return PLAN_CELL_PX;
  return Math.max(PLAN_CELL_MIN_PX, Math.min(PLAN_CELL_PX, Math.floor(width / cols)));
}

/** The floor plan by zone (tabs, the first selected), each table placed on its grid cell. */
export function FloorPlan({ mesas, drafts, now, selectedNumero, onSelect }: FloorPlanProps) {
  const { t } = useTranslation();
  const zonas = zonesOf(mesas);
  const [chosen, setChosen] = useState<string | null>(null);
  const zona = chosen !== null && zonas.includes(chosen) ? chosen : (zonas[0] ?? '');
  const counts = (list: readonly Mesa[]) => {
    const c: Record<MesaEstadoVista, number> = { libre: 0, ocupada: 0, reservada: 0 };
    for (const m of list) c[estadoDeMesa(m, drafts.get(m.numero), now)] += 1;
    return c;
  };
  const total = counts(mesas);
  const [frame, frameWidth] = useContentWidth<HTMLDivElement>();

  return (
    <Tabs.Root value={zona} onValueChange={(e) => setChosen(e.value)} variant="enclosed" lazyMount unmountOnExit>
      <HStack justify="space-between" wrap="wrap" gap={3} mb={3}>
        <Tabs.List data-testid="zonas">
          {zonas.map((z) => {
            const inZone = mesas.filter((m) => m.zona === z);
            return (
              <Tabs.Trigger key={z} value={z} data-testid={`zona-${z}`}>
                {zoneLabel(z)}
                <Badge size="sm" variant="subtle" colorPalette={counts(inZone).ocupada > 0 ? 'red' : 'gray'}>
                  {counts(inZone).ocupada}/{inZone.length}
                </Badge>
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <HStack gap={3} fontSize="sm" data-testid="plano-resumen" wrap="wrap">
          {LEGEND.map(({ estado, palette }) => (
            <HStack key={estado} gap={1}>
              <Box w="3" h="3" borderRadius="full" bg={`${palette}.solid`} />
              <Text>
                {t(`resto.estados.${estado}`)}: {total[estado]}
              </Text>
            </HStack>
          ))}
        </HStack>
      </HStack>
      <Box ref={frame} overflow="auto" borderWidth="1px" borderRadius="lg" bg="bg.subtle" p={4} data-testid="plano-marco">
        {zonas.map((z) => {
          const inZone = mesas.filter((m) => m.zona === z);
          // Room for the farthest table, large ones included, and a cell of margin.
          const cols = Math.ceil(Math.max(...inZone.map((m) => m.gridX + (m.tam === 'grande' ? LARGE_TABLE_SCALE : 1)), 4));
          const rows = Math.ceil(Math.max(...inZone.map((m) => m.gridY + (m.tam === 'grande' ? LARGE_TABLE_SCALE : 1)), 3));
          const cell = fittingCell(cols, frameWidth);
          return (
            <Tabs.Content key={z} value={z} pt={0}>
              <Box
                position="relative"
                w={`${cols * cell}px`}
                h={`${rows * cell}px`}
                role="group"
                aria-label={t('resto.plano.planoDe', { zona: zoneLabel(z) })}
                data-testid="plano"
                data-cell={cell}
              >
                {inZone.map((m) => (
                  <MesaTile key={m.id} mesa={m} cell={cell} draft={drafts.get(m.numero)} now={now} selected={selectedNumero === m.numero} onSelect={onSelect} />
                ))}
              </Box>
            </Tabs.Content>
          );
        })}
      </Box>
    </Tabs.Root>
  );
}
