import { Box, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFailureMessage } from '@resto/shared/api-client';
import { COMPRA_ESTADOS, type Compra, type CompraAlerta, type CompraEstado, type RecepcionResult } from '@resto/shared/contracts';
import { queryFailure } from '@resto/shared/query';
import { AppDialog, ShortcutKey, useHotkeys } from '@resto/shared/sales-ui';
import { useCan } from '@resto/shared/session';
import { LoadingOverlay, NoPermission, notify, PageTitle, Pager } from '@resto/shared/ui';
import { descargarPdf, useAlertaVista, useAlertasCompra, useCompras, useMoverCompra, useProveedoresCompra, type ComprasFilter } from '../features/compras/api/compras-api';
import { AlertasPanel } from '../features/compras/components/alertas-panel';
import { CompraDialog } from '../features/compras/components/compra-dialog';
import { ComprasTable, type CompraAccion } from '../features/compras/components/compras-table';
import { RecepcionDialog } from '../features/compras/components/recepcion-dialog';
import { useTodosLosInsumos } from '../features/insumos';

const PAGE_SIZE = 20;

/**
 * /compras: purchase orders to suppliers, filtered by state and supplier; a draft is written and
 * edited here, sent (with its PDF for the supplier), received in full or in parts, or cancelled.
 * A reception shows the dishes it pushed past the target food cost, and the alerts not yet seen
 * wait at the top until someone marks them seen. Costs are the point of a purchase: the screen
 * needs productos.editar and productos.costos.
 */
export default function ComprasPage() {
  const can = useCan();
  if (!can('productos.editar') || !can('productos.costos')) return <NoPermission titleKey="routes.compras" testId="compras-sin-permiso" />;
  return <Compras />;
}

function Compras() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ComprasFilter>({ estado: null, proveedorId: null, page: 1, pageSize: PAGE_SIZE });
  const compras = useCompras(filter, true);
  const proveedores = useProveedoresCompra(true);
  const alertas = useAlertasCompra(true);
  const [editing, setEditing] = useState<Compra | null | undefined>(undefined);
  const insumos = useTodosLosInsumos(editing !== undefined);
  const [recibiendo, setRecibiendo] = useState<Compra | null>(null);
  const [cancelando, setCancelando] = useState<Compra | null>(null);
  const [recepcion, setRecepcion] = useState<{ numero: number; alertas: CompraAlerta[] } | null>(null);
  const [busy, setBusy] = useState<{ id: number; accion: CompraAccion } | null>(null);
  const mover = useMoverCompra(t('compras.lista.errorAccion'));
  const vista = useAlertaVista(t('compras.alertas.errorVista'));
  const { error } = queryFailure(compras.error);
  const data = compras.data;
  useHotkeys({ F8: () => setEditing(null) }, { enabled: editing === undefined && recibiendo === null && cancelando === null });

  const patch = (p: Partial<ComprasFilter>) => setFilter((f) => ({ ...f, page: 1, ...p }));
  const fail = (e: unknown, fallback: string) => notify({ severity: 'error', message: e instanceof Error && e.message ? e.message : fallback });

  const run = async (accion: 'enviar' | 'cancelar', compra: Compra) => {
    setBusy({ id: compra.id, accion });
    try {
      await mover.mutateAsync({ id: compra.id, accion });
      notify({ severity: 'success', message: t(accion === 'enviar' ? 'compras.lista.enviada' : 'compras.lista.cancelada', { numero: compra.numero }) });
      setCancelando(null);
    } catch (e) {
      fail(e, t('compras.lista.errorAccion'));
    } finally {
      setBusy(null);
    }
  };

  const pdf = async (compra: Compra) => {
    setBusy({ id: compra.id, accion: 'pdf' });
    const result = await descargarPdf(compra);
    setBusy(null);
    if (!result.success) notify({ severity: 'error', message: saveFailureMessage(result, t('compras.lista.errorPdf')) });
  };

  const onAccion = (accion: CompraAccion, compra: Compra) => {
    switch (accion) {
      case 'editar':
        return setEditing(compra);
      case 'enviar':
        return void run('enviar', compra);
      case 'cancelar':
        return setCancelando(compra);
      case 'recibir':
        return setRecibiendo(compra);
      case 'pdf':
        return void pdf(compra);
    }
  };

  const received = (result: RecepcionResult) => {
    setRecibiendo(null);
    setRecepcion({ numero: result.compra.numero, alertas: result.alertas });
    notify({ severity: 'success', message: t(result.compra.estado === 'recibida' ? 'compras.recepcion.completa' : 'compras.recepcion.parcial', { numero: result.compra.numero }) });
  };

  const marcarVista = async (alerta: CompraAlerta) => {
    try {
      await vista.mutateAsync(alerta.id);
      setRecepcion((r) => (r ? { ...r, alertas: r.alertas.filter((a) => a.id !== alerta.id) } : r));
    } catch (e) {
      fail(e, t('compras.alertas.errorVista'));
    }
  };
  const recepcionIds = new Set(recepcion?.alertas.map((a) => a.id) ?? []);

  return (
    <Box data-testid="compras-page">
      <PageTitle
        titleKey="routes.compras"
        actions={
          <Button colorPalette="primary" onClick={() => setEditing(null)} data-testid="nueva-compra">
            {t('compras.form.nueva')} <ShortcutKey k="F8" />
          </Button>
        }
      />
      <Stack gap={4}>
        {recepcion && (
          <AlertasPanel
            alertas={recepcion.alertas}
            title={t('compras.alertas.deRecepcion', { numero: recepcion.numero, count: recepcion.alertas.length })}
            onVisto={(a) => void marcarVista(a)}
            pendingId={vista.isPending ? (vista.variables ?? null) : null}
            testId="recepcion-alertas"
          />
        )}
        <AlertasPanel
          alertas={(alertas.data ?? []).filter((a) => !a.vista && !recepcionIds.has(a.id))}
          title={t('compras.alertas.titulo')}
          onVisto={(a) => void marcarVista(a)}
          pendingId={vista.isPending ? (vista.variables ?? null) : null}
          testId="alertas-pendientes"
        />
        <HStack gap={3} wrap="wrap">
          <NativeSelect.Root maxW="14rem">
            <NativeSelect.Field
              aria-label={t('compras.filtros.estado')}
              value={filter.estado ?? ''}
              onChange={(e) => patch({ estado: (e.target.value || null) as CompraEstado | null })}
              data-testid="filtro-estado"
            >
              <option value="">{t('compras.filtros.todosLosEstados')}</option>
              {COMPRA_ESTADOS.map((s) => (
                <option key={s} value={s}>
                  {t(`compras.estados.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root maxW="20rem">
            <NativeSelect.Field
              aria-label={t('compras.filtros.proveedor')}
              value={filter.proveedorId === null ? '' : String(filter.proveedorId)}
              onChange={(e) => patch({ proveedorId: e.target.value ? Number(e.target.value) : null })}
              data-testid="filtro-proveedor"
            >
              <option value="">{t('compras.filtros.todosLosProveedores')}</option>
              {(proveedores.data?.items ?? []).map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.nombre}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {data && (
            <Text color="fg.muted" fontSize="sm">
              {t('compras.lista.total', { count: data.total })}
            </Text>
          )}
        </HStack>
        <Box position="relative" minH="6rem">
          <LoadingOverlay active={compras.isFetching && !data} error={data ? null : compras.error} onRetry={() => void compras.refetch()} />
          {error !== null && data && (
            <Text color="fg.error" role="alert">
              {error || t('compras.lista.errorCargar')}
            </Text>
          )}
          {data && <ComprasTable compras={data.items} onAccion={onAccion} busy={busy} />}
        </Box>
        {data && <Pager pagina={filter.page} total={data.total} limite={PAGE_SIZE} onPage={(page) => setFilter((f) => ({ ...f, page }))} testId="compras-pager" />}
      </Stack>
      <CompraDialog
        compra={editing}
        insumos={insumos.data ?? []}
        proveedores={proveedores.data?.items.filter((p) => p.activo || p.id === editing?.proveedorId) ?? []}
        onClose={() => setEditing(undefined)}
        onSaved={(c) => {
          setEditing(undefined);
          notify({ severity: 'success', message: t('compras.form.guardada', { numero: c.numero }) });
        }}
      />
      <RecepcionDialog compra={recibiendo} onClose={() => setRecibiendo(null)} onReceived={received} />
      <AppDialog
        open={cancelando !== null}
        onClose={() => setCancelando(null)}
        role="alertdialog"
        title={t('compras.lista.cancelarTitulo', { numero: cancelando?.numero ?? '' })}
        testId="cancelar-compra-dialog"
        footer={
          <>
            <Button variant="outline" onClick={() => setCancelando(null)}>
              {t('compras.lista.volver')}
            </Button>
            <Button colorPalette="red" loading={mover.isPending} onClick={() => cancelando && void run('cancelar', cancelando)} data-testid="confirmar-cancelar-compra">
              {t('compras.acciones.cancelar')}
            </Button>
          </>
        }
      >
        {t('compras.lista.cancelarConfirmar', { proveedor: cancelando?.proveedorNombre ?? '' })}
      </AppDialog>
    </Box>
  );
}
