import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { Arqueo } from '@resto/shared/contracts';
import { queryFailure } from '@resto/shared/query';
import { useGeneralConfig } from '@resto/shared/session';
import { RequirePagePermission, ShortcutKey, useHotkeys, useMoney } from '@resto/shared/sales-ui';
import { ConnectionErrorScreen, LoadingOverlay, PageTitle } from '@resto/shared/ui';
import { useArqueo } from '../features/arqueos/api/get-arqueo';
import { arqueosKeys } from '../features/arqueos/api/get-arqueos';
import { CierreForm } from '../features/arqueos/components/cierre-form';
import { CierreZCard } from '../features/arqueos/components/cierre-z-card';
import { ClosedArqueoSummary } from '../features/arqueos/components/closed-arqueo-summary';
import { PropinasPorMozo } from '../features/arqueos/components/propinas-por-mozo';

/** /arqueos/:id/cierre: count by currency, expected vs counted, difference and observations. */
function ArqueoCierreScreen() {
  const { t } = useTranslation();
  const { date } = useMoney();
  // With several tills the subtitle names the session's one; with one there is nothing to tell apart.
  const { variasCajas } = useGeneralConfig();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useArqueo(id);
  const arqueo = query.data;
  const loading = query.isFetching;
  const { error, connectionError } = queryFailure(query.error);
  const client = useQueryClient();
  const reload = () => void query.refetch();
  // The closed audit as the api answered it; the summary (expected cash, last closed) changed too.
  const onClosed = (closed: Arqueo) => {
    client.setQueryData(arqueosKeys.detail(id), closed);
    void client.invalidateQueries({ queryKey: arqueosKeys.summary() });
  };
  const back = () => void navigate('/arqueos');
  useHotkeys({ Escape: back });

  if (connectionError && !arqueo) return <ConnectionErrorScreen onRetry={reload} />;

  return (
    <Box position="relative" data-testid="arqueo-cierre-page">
      <PageTitle
        titleKey="routes.arqueoCierre"
        actions={
          <Button variant="outline" onClick={back}>
            {t('caja.cierre.volver')} <ShortcutKey k="Esc" />
          </Button>
        }
      />
      <LoadingOverlay active={loading && !arqueo} />
      <Stack gap={4}>
        {arqueo && (
          <Text fontSize="lg" color="fg.muted" mt={-2} data-testid="cierre-subtitle">
            {variasCajas && arqueo.caja
              ? t('caja.cierre.tituloCaja', { caja: arqueo.caja.nombre, fecha: date(arqueo.fecha) })
              : t('caja.cierre.titulo', { fecha: date(arqueo.fecha) })}
          </Text>
        )}
        {!arqueo && !loading && (
          <Text color="fg.error" role="alert">
            {error ?? t('caja.cierre.noExiste')}
          </Text>
        )}
        {arqueo &&
          (arqueo.estado === 'abierto' ? (
            <CierreForm arqueo={arqueo} onClosed={onClosed} />
          ) : (
            <>
              <ClosedArqueoSummary arqueo={arqueo} />
              <CierreZCard arqueo={arqueo} />
            </>
          ))}
        {arqueo && <PropinasPorMozo propinas={arqueo.propinas} />}
      </Stack>
    </Box>
  );
}

/** Only for those who hold caja.abrir-cerrar: anyone else is told so instead of offered what the api refuses. */
export default function ArqueoCierrePage() {
  return (
    <RequirePagePermission permission="caja.abrir-cerrar" titleKey="routes.arqueoCierre">
      <ArqueoCierreScreen />
    </RequirePagePermission>
  );
}
