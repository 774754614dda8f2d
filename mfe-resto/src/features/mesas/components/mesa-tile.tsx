import { chakra, HStack, Text } from '@chakra-ui/react';
import type { Draft, Mesa } from '@resto/shared/contracts';
import { formatCompact } from '@resto/shared/format';
import { LARGE_TABLE_SCALE, minutesOpen, reservaVigente } from '@resto/shared/rules';
import { useMoney } from '@resto/shared/sales-ui';
import { UserIcon } from '@resto/shared/ui';
import { useTranslation } from 'react-i18next';

/** Free, occupied (it has an active draft) or reserved: what the plan colours a table by. */
export type MesaEstadoVista = 'libre' | 'ocupada' | 'reservada';

/** Reserved when marked so on the plan, or from an hour before a reservation until its sitting ends. */
export function estadoDeMesa(mesa: Pick<Mesa, 'estado' | 'reserva'>, draft: Draft | null | undefined, now: Date): MesaEstadoVista {
  if (draft) return 'ocupada';
  return mesa.estado === 'reservada' || reservaVigente(mesa.reserva, now) ? 'reservada' : 'libre';
}

const PALETTE: Record<MesaEstadoVista, string> = { libre: 'green', ocupada: 'red', reservada: 'orange' };

/** How many pixels a grid cell takes on the plan (the editor's cell of 85, shown larger). */
export const PLAN_CELL_PX = 110;
/** The smallest cell the plan shrinks to so a zone fits a tablet's width (a tile stays a finger's target). */
export const PLAN_CELL_MIN_PX = 80;
const GAP_PX = 10;

export function tilePx(tam: Mesa['tam'], cell = PLAN_CELL_PX): number {
  return Math.round((tam === 'grande' ? LARGE_TABLE_SCALE : 1) * cell) - GAP_PX;
}

/** From this amount (major units) a tile writes its total compactly: '$ 1,23M' instead of '$ 1.234.567,00'. */
export const TILE_COMPACT_FROM = 100_000;

/**
 * The total as a table tile shows it: the full amount while it fits, else the shared compact
 * number of In the same money format (`$ 1,23M`, `$ 123,5K`). `full` is the formatted amount.
 */
export function tileTotal(decimal: number, full: string, locale: string): string {
  if (Math.abs(decimal) < TILE_COMPACT_FROM) return full;
  return full.replace(/\d(?:[\d.,\s\u00a0\u202f]*\d)?/, formatCompact(Math.abs(decimal), locale));
}

export interface MesaTileProps {
  mesa: Mesa;
  draft: Draft | null | undefined;
  now: Date;
  selected: boolean;
  onSelect: (mesa: Mesa) => void;
  /** Pixels of a grid cell on this plan. Default PLAN_CELL_PX. */
  cell?: number;
}

/** One table on the plan: number, state, and while occupied its diners, real minutes open and total. */
export function MesaTile({ mesa, draft, now, selected, onSelect, cell = PLAN_CELL_PX }: MesaTileProps) {
  const { t } = useTranslation();
  const { amount, locale } = useMoney();
  const estado = estadoDeMesa(mesa, draft, now);
  const reserva = estado === 'reservada' && reservaVigente(mesa.reserva, now) ? mesa.reserva! : null;
  const palette = PALETTE[estado];
  const size = tilePx(mesa.tam, cell);
  const small = cell < PLAN_CELL_PX;
  const minutos = draft ? minutesOpen(draft.fechaApertura, now) : 0;
  const label = draft
    ? t('resto.plano.mesaOcupadaAria', { numero: mesa.numero, comensales: draft.comensales, minutos, total: amount(draft.total) })
    : t('resto.plano.mesaAria', { numero: mesa.numero, estado: t(`resto.estados.${estado}`), capacidad: mesa.capacidad }) +
      (reserva ? ` ${t('resto.plano.reservaAria', { nombre: reserva.clienteNombre, hora: reserva.hora, personas: reserva.personas })}` : '');

  return (
    <chakra.button
      type="button"
      position="absolute"
      left={`${mesa.gridX * cell}px`}
      top={`${mesa.gridY * cell}px`}
      w={`${size}px`}
      h={`${size}px`}
      borderRadius={mesa.forma === 'circular' ? 'full' : 'lg'}
      borderWidth="3px"
      borderColor={selected ? 'primary.solid' : `${palette}.solid`}
      bg={`${palette}.subtle`}
      color={`${palette}.fg`}
      boxShadow={selected ? 'lg' : 'sm'}
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap={0}
      cursor="pointer"
      transition="transform 0.1s"
      _hover={{ transform: 'scale(1.04)' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'primary.focusRing', outlineOffset: '2px' }}
      onClick={() => onSelect(mesa)}
      aria-pressed={selected}
      data-testid={`mesa-${mesa.numero}`}
      data-estado={estado}
    >
      {/* The name is the full sentence (it starts with the table's number shown); the short visible texts repeat it. */}
      <chakra.span srOnly>{label}</chakra.span>
      <Text aria-hidden fontWeight="bold" fontSize={mesa.tam === 'grande' ? '2xl' : small ? 'lg' : 'xl'} lineHeight="1.1">
        {mesa.numero}
      </Text>
      {draft ? (
        <>
          <HStack aria-hidden gap={1} fontSize="xs">
            <UserIcon size="1em" />
            <Text data-testid="mesa-comensales-minutos">{t('resto.plano.comensalesMinutos', { comensales: draft.comensales, minutos })}</Text>
          </HStack>
          <Text aria-hidden fontSize={small ? 'xs' : 'sm'} fontWeight="semibold" data-testid="mesa-total" title={amount(draft.total)} maxW="100%" px={1} truncate>
            {tileTotal(draft.total, amount(draft.total), locale)}
          </Text>
        </>
      ) : (
        <>
          <Text aria-hidden fontSize="xs">
            {t(`resto.estados.${estado}`)}
          </Text>
          {reserva && (
            <Text aria-hidden fontSize="xs" fontWeight="semibold" maxW="100%" px={1} truncate data-testid="mesa-reserva" title={reserva.clienteNombre}>
              {reserva.hora} · {reserva.clienteNombre}
            </Text>
          )}
        </>
      )}
    </chakra.button>
  );
}
