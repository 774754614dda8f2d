import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gasto } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { toIsoDate } from '@resto/shared/format';
import { queryFailure } from '@resto/shared/query';
import { isValidRange } from '@resto/shared/rules';
import { AppDialog, DateField, RequirePagePermission, ShortcutBar, ShortcutKey, useHotkeys } from '@resto/shared/sales-ui';
import { ConnectionErrorScreen, LoadingOverlay, notify, PageTitle } from '@resto/shared/ui';
import { deleteGasto } from '../features/gastos/api/delete-gasto';
import { gastosKeys, useGastos } from '../features/gastos/api/get-gastos';
import { GastoFormDialog } from '../features/gastos/components/gasto-form-dialog';
import { GastosTable } from '../features/gastos/components/gastos-table';

type Editing = { gasto: Gasto | null } | null;

/** /gastos: the expenses of a range of dates (today by default); record, edit and delete them. */
function GastosScreen() {
  const { t } = useTranslation();
  const today = toIsoDate(new Date());
  const [range, setRange] = useState({ fechaDesde: today, fechaHasta: today });
  const validRange = isValidRange({ desde: range.fechaDesde, hasta: range.fechaHasta });
  const gastos = useGastos(range, validRange);
  const { data } = gastos;
  const loading = gastos.isFetching;
  const { error, connectionError } = queryFailure(gastos.error);
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: gastosKeys.all });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Gasto | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  useHotkeys({ F2: () => setEditing({ gasto: null }) }, { enabled: editing === null && deleting === null });

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    const result = await deleteGasto(deleting.id, newClientMutationId()).finally(() => setDeleteBusy(false));
    if (result.success) {
      notify({ severity: 'success', message: result.message ?? t('caja.gastos.eliminado') });
      setDeleting(null);
      reload();
    } else {
      notify({ severity: 'error', message: saveFailureMessage(result, t('caja.gastos.errorEliminar')) });
    }
  };

  if (connectionError && !data) return <ConnectionErrorScreen onRetry={reload} />;

  return (
    <Box position="relative" data-testid="gastos-page">
      <PageTitle
        titleKey="routes.gastos"
        actions={
          <Button colorPalette="primary" onClick={() => setEditing({ gasto: null })} data-testid="nuevo-gasto">
            {t('caja.gastos.nuevo')} <ShortcutKey k="F2" />
          </Button>
        }
      />
      <Stack gap={4}>
        <HStack gap={3} align="end" wrap="wrap">
          <DateField
            label={t('caja.gastos.desde')}
            value={range.fechaDesde}
            onChange={(fechaDesde) => setRange((r) => ({ ...r, fechaDesde }))}
            invalid={!validRange}
            data-testid="gastos-desde"
          />
          <DateField
            label={t('caja.gastos.hasta')}
            value={range.fechaHasta}
            onChange={(fechaHasta) => setRange((r) => ({ ...r, fechaHasta }))}
            invalid={!validRange}
            data-testid="gastos-hasta"
          />
          <Button variant="outline" onClick={() => setRange({ fechaDesde: today, fechaHasta: today })}>
            {t('caja.gastos.hoy')}
          </Button>
        </HStack>
        {!validRange && (
          <Text color="fg.error" role="alert">
            {t('caja.gastos.rangoInvalido')}
          </Text>
        )}
        <Box position="relative" minH="6rem">
          <LoadingOverlay active={loading && !data} />
          {error && (
            <Text color="fg.error" role="alert">
              {t('caja.gastos.errorCargar')}: {error}
            </Text>
          )}
          {data && validRange && <GastosTable list={data} onEdit={(gasto) => setEditing({ gasto })} onDelete={setDeleting} />}
        </Box>
        <ShortcutBar
          items={[
            { keys: 'F2', label: t('caja.gastos.nuevo') },
            { keys: 'Enter', label: t('caja.atajos.guardar') },
            { keys: 'Esc', label: t('caja.atajos.cerrarDialogo') },
          ]}
        />
      </Stack>
      <GastoFormDialog
        open={editing !== null}
        gasto={editing?.gasto ?? null}
        categorias={[...new Set(data?.items.map((g) => g.categoria) ?? [])]}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
      <AppDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        role="alertdialog"
        title={t('caja.gastos.eliminar')}
        testId="delete-gasto-dialog"
        footer={
          <>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t('common.cancelar')}
            </Button>
            <Button colorPalette="red" loading={deleteBusy} onClick={() => void confirmDelete()} data-testid="confirm-delete-gasto">
              {t('caja.gastos.eliminar')}
            </Button>
          </>
        }
      >
        {deleting && t('caja.gastos.confirmarEliminar', { descripcion: deleting.descripcion })}
      </AppDialog>
    </Box>
  );
}

/** Only for those who hold gastos.registrar: anyone else is told so instead of offered what the api refuses. */
export default function GastosPage() {
  return (
    <RequirePagePermission permission="gastos.registrar" titleKey="routes.gastos">
      <GastosScreen />
    </RequirePagePermission>
  );
}
