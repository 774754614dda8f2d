import { Alert, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { newClientMutationId, type ApiResult, saveFailureMessage } from '@resto/shared/api-client';
import { getRealtimeBus } from '@resto/shared/bus';
import { RESERVA_CHANGED_EVENT, type Reserva } from '@resto/shared/contracts';
import { toIsoDate } from '@resto/shared/format';
import { queryFailure } from '@resto/shared/query';
import { addDays } from '@resto/shared/rules';
import { AppDialog, DateField } from '@resto/shared/sales-ui';
import { ConnectionErrorScreen, LoadingOverlay, notify, PageTitle } from '@resto/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asignarMesa, cambiarEstadoReserva, liberarMesa, reservasKeys, useReservasDelDia } from '../features/reservas/api/reservas-api';
import { ReservaFormDialog } from '../features/reservas/components/reserva-form-dialog';
import { ReservasGrid, ReservasLista, type ReservaAccion } from '../features/reservas/components/reservas-dia';
import { SentarDialog } from '../features/reservas/components/sentar-dialog';
import { registerReservasTranslations } from '../features/reservas/i18n';
import { mesasKeys, useMesas } from '../features/mesas/api/use-mesas';

registerReservasTranslations();

/** /reservas: the day (today by default) by table and hour, booking, editing, states, seating and releasing tables. */
export default function ReservasPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [fecha, setFecha] = useState(() => toIsoDate(new Date()));
  const reservas = useReservasDelDia(fecha);
  const mesas = useMesas();
  const [editing, setEditing] = useState<{ reserva: Reserva | null } | null>(null);
  const [seating, setSeating] = useState<Reserva | null>(null);
  const [cancelling, setCancelling] = useState<Reserva | null>(null);
  const [busy, setBusy] = useState(false);
  const { error, connectionError } = queryFailure(reservas.error);

  const reload = useCallback(() => {
    void client.invalidateQueries({ queryKey: reservasKeys.all });
    void client.invalidateQueries({ queryKey: mesasKeys.all });
  }, [client]);

  // Reservations booked or seated on another screen (and tables opened or closed) show at once.
  useEffect(() => {
    const bus = getRealtimeBus();
    const subscriptions = [bus.on$('mesas', RESERVA_CHANGED_EVENT).subscribe(reload), bus.reconnected$('mesas').subscribe(reload)];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [reload]);

  const run = async (action: () => Promise<ApiResult<unknown>>) => {
    setBusy(true);
    try {
      const result = await action();
      if (result.success) notify({ severity: 'success', message: result.message ?? t('reservasPage.guardada') });
      else notify({ severity: 'error', message: saveFailureMessage(result, t('reservasPage.errorGuardar')) });
      reload();
      return result.success;
    } finally {
      setBusy(false);
    }
  };

  const onAccion = (reserva: Reserva, accion: ReservaAccion) => {
    switch (accion) {
      case 'editar':
        setEditing({ reserva });
        break;
      case 'sentar':
        setSeating(reserva);
        break;
      case 'cancelar':
        setCancelling(reserva);
        break;
      case 'liberar':
        if (reserva.mesaId !== null) void run(() => liberarMesa(reserva.mesaId!, newClientMutationId()));
        break;
      case 'confirmada':
      case 'en_espera':
      case 'no_show':
        void run(() => cambiarEstadoReserva(reserva.id, accion, newClientMutationId()));
        break;
    }
  };

  if (connectionError && !reservas.data) return <ConnectionErrorScreen onRetry={reload} message={error ?? undefined} />;

  const lista = reservas.data ?? [];
  const plan = mesas.data ?? [];

  return (
    <Box position="relative" data-testid="reservas-page">
      <PageTitle
        titleKey="routes.reservas"
        actions={
          <Button colorPalette="primary" onClick={() => setEditing({ reserva: null })} disabled={plan.length === 0} data-testid="nueva-reserva">
            {t('reservasPage.nueva')}
          </Button>
        }
      />
      <LoadingOverlay active={reservas.isFetching && !reservas.data} />
      {/* Without the tables there is no grid and no booking: say so, with a retry. */}
      <LoadingOverlay active={false} error={mesas.data ? null : mesas.error} onRetry={() => void mesas.refetch()} />
      <Stack gap={4}>
        <HStack gap={3} align="end" wrap="wrap">
          <DateField label={t('reservasPage.dia')} value={fecha} onChange={(v) => v && setFecha(v)} data-testid="reservas-fecha" />
          <HStack gap={2}>
            <Button variant="outline" onClick={() => setFecha((f) => addDays(f, -1))} aria-label={t('reservasPage.anterior')}>
              ‹
            </Button>
            <Button variant="outline" onClick={() => setFecha(toIsoDate(new Date()))} data-testid="reservas-hoy">
              {t('reservasPage.hoy')}
            </Button>
            <Button variant="outline" onClick={() => setFecha((f) => addDays(f, 1))} aria-label={t('reservasPage.siguiente')}>
              ›
            </Button>
          </HStack>
        </HStack>
        {error !== null && !reservas.data && (
          <Alert.Root status="error" data-testid="reservas-error">
            <Alert.Indicator />
            <Alert.Title>{error || t('reservasPage.errorCarga')}</Alert.Title>
            <Button size="sm" ms="auto" onClick={reload}>
              {t('common.reintentar')}
            </Button>
          </Alert.Root>
        )}
        {mesas.data && plan.length === 0 && (
          <Card.Root variant="subtle">
            <Card.Body>
              <Text>{t('reservasPage.sinMesas')}</Text>
            </Card.Body>
          </Card.Root>
        )}
        {plan.length > 0 && (
          <Stack gap={2}>
            <Heading as="h2" size="md">
              {t('reservasPage.porMesa')}
            </Heading>
            <ReservasGrid
              mesas={plan}
              reservas={lista}
              fecha={fecha}
              esHoy={fecha === toIsoDate(new Date())}
              onSelect={(r) => (r.estado === 'confirmada' || r.estado === 'en_espera' ? setEditing({ reserva: r }) : undefined)}
            />
          </Stack>
        )}
        <Stack gap={2}>
          <Heading as="h2" size="md">
            {t('reservasPage.lista')}
          </Heading>
          {reservas.data && lista.length === 0 ? (
            <Text color="fg.muted" data-testid="reservas-vacio">
              {t('reservasPage.sinReservas')}
            </Text>
          ) : (
            <ReservasLista reservas={lista} busy={busy} onAccion={onAccion} />
          )}
        </Stack>
      </Stack>
      {editing && (
        <ReservaFormDialog
          open
          reserva={editing.reserva}
          fecha={fecha}
          mesas={plan}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setFecha(saved.fecha);
            reload();
          }}
        />
      )}
      <SentarDialog
        reserva={seating}
        mesas={plan}
        busy={busy}
        onClose={() => setSeating(null)}
        onConfirm={(reserva, mesaId) =>
          void run(() => asignarMesa(reserva.id, mesaId, newClientMutationId())).then((done) => {
            if (done) setSeating(null);
          })
        }
      />
      <AppDialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        role="alertdialog"
        title={cancelling ? t('reservasPage.cancelarTitulo', { nombre: cancelling.clienteNombre }) : ''}
        testId="cancelar-reserva-dialog"
      >
        <Stack gap={4}>
          <Text fontSize="sm">{t('reservasPage.cancelarAyuda')}</Text>
          <HStack justify="flex-end" gap={2}>
            <Button variant="outline" onClick={() => setCancelling(null)}>
              {t('reservasPage.volver')}
            </Button>
            <Button
              colorPalette="red"
              loading={busy}
              data-testid="cancelar-reserva-confirmar"
              onClick={() => {
                const r = cancelling;
                if (!r) return;
                void run(() => cambiarEstadoReserva(r.id, 'cancelado', newClientMutationId())).then(() => setCancelling(null));
              }}
            >
              {t('reservasPage.acciones.cancelar')}
            </Button>
          </HStack>
        </Stack>
      </AppDialog>
    </Box>
  );
}
