import { Badge, Box, Button, Card, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import type { Mesa, Reserva } from '@resto/shared/contracts';
import { horaEnMinutos, RESERVA_HORA_DESDE, RESERVA_HORA_HASTA, type ReservaEstado } from '@resto/shared/rules';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export const ESTADO_PALETTE: Record<ReservaEstado, string> = {
  confirmada: 'blue',
  en_espera: 'orange',
  sentada: 'green',
  finalizada: 'gray',
  cancelado: 'red',
  no_show: 'purple',
};

/** The hours of the day view: from the first bookable hour to the hour after the last one. */
const FIRST_HOUR = Math.floor(horaEnMinutos(RESERVA_HORA_DESDE)! / 60);
const LAST_HOUR = Math.floor(horaEnMinutos(RESERVA_HORA_HASTA)! / 60) + 1;
const HOURS = Array.from({ length: LAST_HOUR - FIRST_HOUR + 1 }, (_, i) => FIRST_HOUR + i);
const HOUR_PX = 72;
const LABEL_PX = 112;
const ROW_PX = 44;

/** Closed reservations are listed, not drawn on the grid (their table is free again). */
const ON_GRID: readonly ReservaEstado[] = ['confirmada', 'en_espera', 'sentada'];
/** Where a day with nothing booked opens: the dinner service. */
const DINNER_HOUR = 20;

/**
 * The hour the grid opens on: the first reservation still to come or still sitting (today, those
 * not yet over), else dinner (or the hour now, today, once dinner has started). The grid starts one hour before it, and a
 * grid scrolled that far right shows the rest of the day, dinner included.
 */
export function horaInicialGrilla(reservas: readonly Reserva[], esHoy: boolean, ahora: Date = new Date()): number {
  const pendientes = reservas
    .filter((r) => ON_GRID.includes(r.estado) && (!esHoy || new Date(r.fin).getTime() > ahora.getTime()))
    .map((r) => Math.floor((horaEnMinutos(r.hora) ?? 0) / 60));
  const hora = pendientes.length > 0 ? Math.min(...pendientes) : esHoy ? Math.max(ahora.getHours(), DINNER_HOUR) : DINNER_HOUR;
  return Math.min(Math.max(hora, FIRST_HOUR), LAST_HOUR);
}

export interface ReservasGridProps {
  mesas: readonly Mesa[];
  reservas: readonly Reserva[];
  onSelect: (reserva: Reserva) => void;
  /** The day shown (YYYY-MM-DD): the grid opens on its current or next service. */
  fecha?: string;
  /** Whether that day is today (the hour now counts). Default false. */
  esHoy?: boolean;
}

/** The day by table (rows) and hour (columns): each reservation a block over its sitting. */
export function ReservasGrid({ mesas, reservas, onSelect, fecha, esHoy = false }: ReservasGridProps) {
  const { t } = useTranslation();
  const width = LABEL_PX + HOURS.length * HOUR_PX;
  const region = useRef<HTMLDivElement>(null);
  // Scrolled once per day shown (and when its reservations first arrive), never while someone scrolls it.
  const placed = useRef<string | null>(null);
  const loaded = reservas.length > 0;
  useLayoutEffect(() => {
    const key = `${fecha ?? ''}:${loaded}`;
    if (!region.current || placed.current === key) return;
    placed.current = key;
    const hora = horaInicialGrilla(reservas, esHoy);
    region.current.scrollLeft = Math.max(0, (hora - 1 - FIRST_HOUR) * HOUR_PX);
  }, [fecha, loaded, reservas, esHoy]);
  return (
    <Box ref={region} overflowX="auto" borderWidth="1px" borderRadius="lg" data-testid="reservas-grilla" role="region" aria-label={t('reservasPage.porMesa')} tabIndex={0}>
      <Box position="relative" w={`${width}px`} minW="100%">
        <HStack gap={0} borderBottomWidth="1px" bg="bg.subtle" h={`${ROW_PX - 12}px`}>
          <Text w={`${LABEL_PX}px`} flexShrink={0} px={2} fontSize="sm" fontWeight="semibold" position="sticky" left={0} bg="bg.subtle" zIndex={1}>
            {t('reservasPage.mesaCol')}
          </Text>
          {HOURS.map((h) => (
            <Text key={h} w={`${HOUR_PX}px`} flexShrink={0} fontSize="xs" color="fg.muted" borderStartWidth="1px" px={1}>
              {String(h).padStart(2, '0')}:00
            </Text>
          ))}
        </HStack>
        {mesas.map((mesa) => {
          const own = reservas.filter((r) => r.mesaId === mesa.id && ON_GRID.includes(r.estado));
          return (
            <Box key={mesa.id} position="relative" h={`${ROW_PX}px`} borderBottomWidth="1px" data-testid={`grilla-mesa-${mesa.numero}`}>
              {/* The table stays in sight while the hours scroll sideways. */}
              <Text position="sticky" left={0} w={`${LABEL_PX}px`} h="100%" px={2} display="flex" alignItems="center" fontSize="sm" bg="bg" zIndex={1} borderEndWidth="1px">
                {t('reservasPage.mesaCapacidad', { numero: mesa.numero, capacidad: mesa.capacidad })}
              </Text>
              {own.map((r) => {
                const start = (horaEnMinutos(r.hora) ?? 0) / 60 - FIRST_HOUR;
                const hours = (new Date(r.fin).getTime() - new Date(r.inicio).getTime()) / 3_600_000;
                return (
                  <Button
                    key={r.id}
                    size="xs"
                    variant="solid"
                    colorPalette={ESTADO_PALETTE[r.estado]}
                    position="absolute"
                    top="6px"
                    h={`${ROW_PX - 12}px`}
                    left={`${LABEL_PX + start * HOUR_PX + 2}px`}
                    w={`${Math.max(hours * HOUR_PX - 4, 40)}px`}
                    justifyContent="flex-start"
                    overflow="hidden"
                    onClick={() => onSelect(r)}
                    title={`${r.hora} · ${r.clienteNombre} · ${t('reservasPage.personas', { count: r.personas })}`}
                    data-testid={`grilla-reserva-${r.id}`}
                  >
                    <Text truncate>
                      {r.hora} {r.clienteNombre} ({r.personas})
                    </Text>
                  </Button>
                );
              })}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

export type ReservaAccion = 'editar' | 'sentar' | 'confirmada' | 'en_espera' | 'no_show' | 'cancelar' | 'liberar';

/** What a reservation in each state may do next (the api's transitions). */
export function accionesDe(estado: ReservaEstado): ReservaAccion[] {
  switch (estado) {
    case 'confirmada':
      return ['editar', 'sentar', 'en_espera', 'no_show', 'cancelar'];
    case 'en_espera':
      return ['editar', 'sentar', 'confirmada', 'no_show', 'cancelar'];
    case 'sentada':
      return ['liberar'];
    case 'finalizada':
    case 'cancelado':
    case 'no_show':
      return [];
  }
}

const ACCION_LABEL: Record<ReservaAccion, string> = {
  editar: 'reservasPage.acciones.editar',
  sentar: 'reservasPage.acciones.sentar',
  confirmada: 'reservasPage.acciones.confirmar',
  en_espera: 'reservasPage.acciones.enEspera',
  no_show: 'reservasPage.acciones.noShow',
  cancelar: 'reservasPage.acciones.cancelar',
  liberar: 'reservasPage.acciones.liberar',
};

export interface ReservasListaProps {
  reservas: readonly Reserva[];
  busy: boolean;
  onAccion: (reserva: Reserva, accion: ReservaAccion) => void;
}

/** The day's reservations by time, each with its state and what it may do. */
export function ReservasLista({ reservas, busy, onAccion }: ReservasListaProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={3} data-testid="reservas-lista">
      {reservas.map((r) => (
        <Card.Root key={r.id} size="sm" variant="outline" data-testid={`reserva-${r.id}`} data-estado={r.estado}>
          <Card.Body gap={2}>
            <HStack justify="space-between" wrap="wrap" gap={2}>
              <Text fontWeight="semibold">
                {r.hora} · {r.clienteNombre}
              </Text>
              <Badge colorPalette={ESTADO_PALETTE[r.estado]} data-testid="reserva-estado">
                {t(`reservasPage.estados.${r.estado}`)}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {[
                r.mesaNumero === null ? t('reservasPage.sinMesa') : t('reservasPage.mesaNumero', { numero: r.mesaNumero }),
                t('reservasPage.personas', { count: r.personas }),
                r.telefono,
                r.email,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {r.notas && <Text fontSize="sm">{r.notas}</Text>}
            {accionesDe(r.estado).length > 0 && (
              <Wrap gap={2} role="group" aria-label={t('reservasPage.acciones.accionesDe', { nombre: r.clienteNombre })}>
                {accionesDe(r.estado).map((accion) => (
                  <Button
                    key={accion}
                    size="xs"
                    variant={accion === 'sentar' || accion === 'liberar' ? 'solid' : 'outline'}
                    colorPalette={accion === 'cancelar' ? 'red' : accion === 'sentar' || accion === 'liberar' ? 'primary' : 'gray'}
                    disabled={busy}
                    onClick={() => onAccion(r, accion)}
                    data-testid={`reserva-accion-${accion}`}
                  >
                    {t(ACCION_LABEL[accion])}
                  </Button>
                ))}
              </Wrap>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
