import { Box, chakra, Text } from '@chakra-ui/react';
import { LARGE_TABLE_SCALE, TABLE_GRID_CELL } from '@resto/shared/rules';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gridExtent, type EditorMesa } from '../plan-editor';

export interface EditorGridProps {
  /** The zone's tables. */
  mesas: readonly EditorMesa[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
  /** Asks to move a table to a cell (the editor refuses a cell that is taken). */
  onMove: (key: string, gridX: number, gridY: number) => void;
  onDelete: (key: string) => void;
  zonaLabel: string;
}

const GAP_PX = 8;
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

interface Drag {
  key: string;
  pointerId: number;
  /** Where in the table the pointer took it, so the table does not jump under the pointer. */
  offsetX: number;
  offsetY: number;
  gridX: number;
  gridY: number;
  moved: boolean;
}

/**
 * The editor's grid of 85-pixel cells. Tables are dragged with any pointer (mouse, touch, pen)
 * and snap to a cell on release; the arrow keys move the focused table one cell, Delete removes it.
 */
export function EditorGrid({ mesas, selectedKey, onSelect, onMove, onDelete, zonaLabel }: EditorGridProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const { cols, rows } = gridExtent(mesas);

  const cellAt = (event: PointerEvent, d: Pick<Drag, 'offsetX' | 'offsetY'>) => {
    const box = area.current?.getBoundingClientRect();
    if (!box) return { gridX: 0, gridY: 0 };
    return {
      gridX: Math.max(0, Math.round((event.clientX - box.left - d.offsetX) / TABLE_GRID_CELL)),
      gridY: Math.max(0, Math.round((event.clientY - box.top - d.offsetY) / TABLE_GRID_CELL)),
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>, m: EditorMesa) => {
    if (event.button !== 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    onSelect(m.key);
    setDrag({ key: m.key, pointerId: event.pointerId, offsetX: event.clientX - box.left, offsetY: event.clientY - box.top, gridX: m.gridX, gridY: m.gridY, moved: false });
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const cell = cellAt(event, drag);
    if (cell.gridX !== drag.gridX || cell.gridY !== drag.gridY) setDrag({ ...drag, ...cell, moved: true });
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    if (drag.moved) onMove(drag.key, drag.gridX, drag.gridY);
    setDrag(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, m: EditorMesa) => {
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      onMove(m.key, Math.max(0, m.gridX + arrow[0]), Math.max(0, m.gridY + arrow[1]));
    } else if (event.key === 'Delete') {
      event.preventDefault();
      onDelete(m.key);
    }
  };

  return (
    <Box overflow="auto" borderWidth="1px" borderRadius="lg" bg="bg.subtle" p={3}>
      <Box
        ref={area}
        position="relative"
        w={`${cols * TABLE_GRID_CELL}px`}
        h={`${rows * TABLE_GRID_CELL}px`}
        // The grid lines: one every cell.
        backgroundImage="linear-gradient(to right, var(--chakra-colors-border) 1px, transparent 1px), linear-gradient(to bottom, var(--chakra-colors-border) 1px, transparent 1px)"
        backgroundSize={`${TABLE_GRID_CELL}px ${TABLE_GRID_CELL}px`}
        role="application"
        aria-roledescription={t('resto.editor.grillaRol')}
        aria-label={t('resto.editor.grilla', { zona: zonaLabel })}
        data-testid="editor-grid"
        style={{ touchAction: drag ? 'none' : undefined }}
      >
        {mesas.map((m) => {
          const dragging = drag?.key === m.key;
          const gridX = dragging ? drag.gridX : m.gridX;
          const gridY = dragging ? drag.gridY : m.gridY;
          const size = Math.round((m.tam === 'grande' ? LARGE_TABLE_SCALE : 1) * TABLE_GRID_CELL) - GAP_PX;
          const selected = selectedKey === m.key;
          return (
            <chakra.button
              key={m.key}
              type="button"
              position="absolute"
              left={`${gridX * TABLE_GRID_CELL + GAP_PX / 2}px`}
              top={`${gridY * TABLE_GRID_CELL + GAP_PX / 2}px`}
              w={`${size}px`}
              h={`${size}px`}
              borderRadius={m.forma === 'circular' ? 'full' : 'md'}
              borderWidth={selected ? '3px' : '2px'}
              borderColor={selected ? 'primary.solid' : 'border.emphasized'}
              bg={m.estado === 'reservada' ? 'orange.subtle' : 'bg'}
              boxShadow={dragging ? 'lg' : 'xs'}
              opacity={dragging ? 0.85 : 1}
              cursor={dragging ? 'grabbing' : 'grab'}
              touchAction="none"
              userSelect="none"
              display="flex"
              flexDirection="column"
              alignItems="center"
              justifyContent="center"
              zIndex={dragging ? 1 : undefined}
              _focusVisible={{ outline: '3px solid', outlineColor: 'primary.focusRing', outlineOffset: '2px' }}
              onPointerDown={(e: PointerEvent<HTMLElement>) => onPointerDown(e, m)}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={() => setDrag(null)}
              onClick={() => onSelect(m.key)}
              onKeyDown={(e: KeyboardEvent<HTMLElement>) => onKeyDown(e, m)}
              aria-pressed={selected}
              data-testid={`editor-mesa-${m.numero}`}
              data-grid-x={m.gridX}
              data-grid-y={m.gridY}
            >
              {/* Named by the full sentence (number, place, seats); the short visible texts repeat it. */}
              <chakra.span srOnly>{t('resto.editor.mesaAria', { numero: m.numero, columna: m.gridX + 1, fila: m.gridY + 1, capacidad: m.capacidad })}</chakra.span>
              <Text aria-hidden fontWeight="bold" fontSize="lg" lineHeight="1">
                {m.numero}
              </Text>
              <Text aria-hidden fontSize="2xs" color="fg.muted">
                {t('resto.editor.lugares', { n: m.capacidad })}
              </Text>
            </chakra.button>
          );
        })}
      </Box>
    </Box>
  );
}
