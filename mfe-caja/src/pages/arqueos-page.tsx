import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { queryFailure } from '@resto/shared/query';
import { RequirePagePermission, ShortcutBar, ShortcutKey, useHotkeys, useMoney } from '@resto/shared/sales-ui';
import { useGeneralConfig } from '@resto/shared/session';
import { ConnectionErrorScreen, LoadingOverlay, PageTitle } from '@resto/shared/ui';
import { AbrirArqueoDialog } from '../features/arqueos/components/abrir-arqueo-dialog';
import { ClosedArqueosTable } from '../features/arqueos/components/closed-arqueos-table';
import { OpenArqueoCard } from '../features/arqueos/components/open-arqueo-card';
import { ReabrirArqueoDialog } from '../features/arqueos/components/reabrir-arqueo-dialog';
import { arqueosKeys } from '../features/arqueos/api/get-arqueos';
import { cajasKeys, useCajas } from '../features/arqueos/api/cajas';
import { useLiveArqueos } from '../features/arqueos/hooks/use-live-arqueos';
import { FacturasPendientesCard } from '../features/facturacion/components/facturas-pendientes-card';

/** /arqueos: the open register with its running expected cash, opening it, and the last 9 closed. */
function ArqueosScreen() {
  const { t } = useTranslation();
  const { date } = useMoney();
  const navigate = useNavigate();
  const arqueos = useLiveArqueos();
  const { data } = arqueos;
  const loading = arqueos.isFetching;
  const { error, connectionError } = queryFailure(arqueos.error);
  const client = useQueryClient();
  const reload = () => {
    void client.invalidateQueries({ queryKey: arqueosKeys.all });
    void client.invalidateQueries({ queryKey: cajasKeys.all });
  };
  const { variasCajas } = useGeneralConfig();
  // Several tills at once: another till with no open session can open beside the caller's.
  const cajas = useCajas(variasCajas);
  const tillFree = variasCajas && (cajas.data ?? []).some((c) => c.activa && c.arqueoAbiertoId === null);
  const [opening, setOpening] = useState(false);
  // A manager reopens the day's closed register (with a reason) so the day is not locked.
  const [reopening, setReopening] = useState<number | null>(null);
  const abierto = data?.abierto ?? null;
  // The caller's session (or the first) leads; the other tills' open sessions follow it.
  const otros = (data?.abiertos ?? []).filter((a) => a.id !== abierto?.id);
  // One audit per date: once today's is closed there is nothing to open until tomorrow.
  const cerradoHoy = abierto ? null : (data?.cerradoHoy ?? null);

  const canOpen = data !== undefined && ((!abierto && cerradoHoy === null) || (abierto !== null && tillFree));
  const openDialog = () => {
    if (canOpen) setOpening(true);
  };
  const goClose = () => {
    if (abierto) void navigate(`/arqueos/${abierto.id}/cierre`);
  };
  useHotkeys({ F2: openDialog, F4: goClose }, { enabled: !opening && reopening === null });

  if (connectionError && !data) return <ConnectionErrorScreen onRetry={reload} />;

  return (
    <Box position="relative" data-testid="arqueos-page">
      <PageTitle
        titleKey="routes.arqueos"
        actions={
          data &&
          (abierto ? (
            <HStack gap={2} wrap="wrap">
              {canOpen && (
                <Button variant="outline" onClick={openDialog} data-testid="abrir-otra-caja">
                  {t('caja.turnos.abrirOtra')} <ShortcutKey k="F2" />
                </Button>
              )}
              <Button colorPalette="primary" onClick={goClose} data-testid="go-cierre">
                {t('caja.arqueos.cerrarCaja')} <ShortcutKey k="F4" />
              </Button>
            </HStack>
          ) : cerradoHoy === null ? (
            <Button colorPalette="primary" onClick={openDialog} data-testid="abrir-caja">
              {t('caja.arqueos.abrirCaja')} <ShortcutKey k="F2" />
            </Button>
          ) : null)
        }
      />
      <LoadingOverlay active={loading && !data} />
      <Stack gap={6}>
        {error && !data && (
          <Text color="fg.error" role="alert">
            {t('caja.arqueos.errorCargar')}: {error}
          </Text>
        )}
        {data &&
          (abierto ? (
            <Stack gap={4}>
              <OpenArqueoCard arqueo={abierto} />
              {otros.map((a) => (
                <OpenArqueoCard key={a.id} arqueo={a} onClose={() => void navigate(`/arqueos/${a.id}/cierre`)} />
              ))}
            </Stack>
          ) : cerradoHoy !== null ? (
            <Card.Root data-testid="dia-cerrado" variant="subtle">
              <Card.Body gap={3}>
                <Heading as="h2" size="md">
                  {t('caja.arqueos.diaCerrado')}
                </Heading>
                <Text color="fg.muted">{t('caja.arqueos.diaCerradoDetalle', { fecha: date(data.hoy) })}</Text>
                <HStack gap={2} wrap="wrap">
                  <Button variant="outline" onClick={() => void navigate(`/arqueos/${cerradoHoy}/cierre`)} data-testid="ver-cierre-hoy">
                    {t('caja.arqueos.verCierre')}
                  </Button>
                  <Button variant="outline" onClick={() => void navigate('/historial-ventas')}>
                    {t('caja.arqueos.historial')}
                  </Button>
                  <Button variant="outline" onClick={() => setReopening(cerradoHoy)} data-testid="reabrir-caja">
                    {t('caja.arqueos.reabrir')}
                  </Button>
                </HStack>
              </Card.Body>
            </Card.Root>
          ) : (
            <Card.Root data-testid="no-arqueo" variant="subtle">
              <Card.Body>
                <Heading as="h2" size="md">
                  {t('caja.arqueos.sinCaja')}
                </Heading>
                <Text color="fg.muted">{t('caja.arqueos.sinCajaDetalle')}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        <FacturasPendientesCard />
        {data && <ClosedArqueosTable arqueos={data.cerrados} />}
        <ShortcutBar
          items={[
            { keys: 'F2', label: t('caja.arqueos.abrirCaja') },
            { keys: 'F4', label: t('caja.arqueos.cerrarCaja') },
            { keys: 'Esc', label: t('caja.atajos.cerrarDialogo') },
          ]}
        />
      </Stack>
      <ReabrirArqueoDialog
        arqueoId={reopening}
        onClose={() => setReopening(null)}
        onReopened={() => {
          setReopening(null);
          reload();
        }}
      />
      <AbrirArqueoDialog
        open={opening}
        onClose={() => setOpening(false)}
        onOpened={() => {
          setOpening(false);
          reload();
        }}
      />
    </Box>
  );
}

/** Only for those who hold caja.abrir-cerrar: anyone else is told so instead of offered what the api refuses. */
export default function ArqueosPage() {
  return (
    <RequirePagePermission permission="caja.abrir-cerrar" titleKey="routes.arqueos">
      <ArqueosScreen />
    </RequirePagePermission>
  );
}
