import { Box, Button, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Proveedor } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { queryFailure } from '@resto/shared/query';
import { AppDialog, ShortcutBar, ShortcutKey, useDebouncedValue, useHotkeys } from '@resto/shared/sales-ui';
import { useCan } from '@resto/shared/session';
import { ConnectionErrorScreen, LoadingOverlay, notify, PageTitle, Pager } from '@resto/shared/ui';
import { proveedoresKeys, useDeleteProveedor, useProveedores, useSaveProveedor } from '../features/proveedores/api/proveedores-api';
import { ProveedorFormDialog } from '../features/proveedores/components/proveedor-form-dialog';
import { ProveedoresTable } from '../features/proveedores/components/proveedores-table';

const LIMITE = 20;

/** The whole supplier as PUT takes it, with a new active flag. */
function asUpdate(p: Proveedor, activo: boolean) {
  return {
    nombre: p.nombre,
    // Only offered for a supplier whose data this user reads (the table hides the action otherwise).
    cuit: p.cuit ?? '',
    email: p.email,
    direccion: p.direccion,
    localidad: p.localidad,
    provincia: p.provincia,
    comentario: p.comentario,
    activo,
    clientMutationId: newClientMutationId(),
  };
}

type Confirming = { kind: 'desactivar' | 'eliminar'; proveedor: Proveedor } | null;

/** /proveedores: search, create, edit, deactivate, reactivate and delete suppliers. */
export default function ProveedoresPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const [pagina, setPagina] = useState(1);
  const [incluirInactivos, setIncluirInactivos] = useState(false);
  const proveedores = useProveedores({ q, pagina, limite: LIMITE, incluirInactivos });
  const { data } = proveedores;
  const { error, connectionError } = queryFailure(proveedores.error);
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: proveedoresKeys.all });
  const [editing, setEditing] = useState<{ proveedor: Proveedor | null } | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const save = useSaveProveedor();
  const remove = useDeleteProveedor();
  const searchRef = useRef<HTMLInputElement | null>(null);
  const can = useCan();
  // Writes need productos.editar; without proveedores.ver the api searches by name and locality only.
  const editar = can('productos.editar');
  const buscar = t(can('proveedores.ver') ? 'inventario.proveedores.buscar' : 'inventario.proveedores.buscarSinDatos');
  useHotkeys({ F2: () => searchRef.current?.focus(), ...(editar ? { F8: () => setEditing({ proveedor: null }) } : {}) }, { enabled: editing === null && confirming === null });

  const fail = (e: unknown, fallback: string) => notify({ severity: 'error', message: e instanceof Error && e.message ? e.message : fallback });

  const toggleActive = async (p: Proveedor) => {
    if (p.activo) return setConfirming({ kind: 'desactivar', proveedor: p });
    try {
      await save.mutateAsync({ id: p.id, body: asUpdate(p, true) });
      notify({ severity: 'success', message: t('inventario.proveedores.reactivado') });
    } catch (e) {
      fail(e, t('inventario.proveedores.errorGuardar'));
    }
  };

  const confirm = async () => {
    if (!confirming) return;
    const { kind, proveedor } = confirming;
    try {
      if (kind === 'desactivar') {
        await save.mutateAsync({ id: proveedor.id, body: asUpdate(proveedor, false) });
        notify({ severity: 'success', message: t('inventario.proveedores.desactivado') });
      } else {
        const { data: result } = await remove.mutateAsync({ id: proveedor.id, clientMutationId: newClientMutationId() });
        // The api erases a supplier no product names, and only deactivates one that products keep.
        notify({
          severity: result.resultado === 'eliminado' ? 'success' : 'info',
          message: t(result.resultado === 'eliminado' ? 'inventario.proveedores.eliminado' : 'inventario.proveedores.eliminadoDesactivado', {
            nombre: proveedor.nombre,
          }),
        });
      }
      setConfirming(null);
    } catch (e) {
      fail(e, t(kind === 'eliminar' ? 'inventario.proveedores.errorEliminar' : 'inventario.proveedores.errorGuardar'));
    }
  };

  if (connectionError && !data) return <ConnectionErrorScreen onRetry={reload} />;

  return (
    <Box data-testid="proveedores-page">
      <PageTitle
        titleKey="routes.proveedores"
        actions={
          editar ? (
            <Button colorPalette="primary" onClick={() => setEditing({ proveedor: null })} data-testid="nuevo-proveedor">
              {t('inventario.proveedores.nuevo')} <ShortcutKey k="F8" />
            </Button>
          ) : null
        }
      />
      <Stack gap={4}>
        <HStack gap={4} wrap="wrap">
          <Input
            ref={searchRef}
            type="search"
            maxW="28rem"
            placeholder={buscar}
            aria-label={buscar}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPagina(1);
            }}
            data-testid="proveedores-search"
          />
          <Checkbox.Root
            checked={incluirInactivos}
            onCheckedChange={(e) => {
              setIncluirInactivos(e.checked === true);
              setPagina(1);
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('inventario.proveedores.incluirInactivos')}</Checkbox.Label>
          </Checkbox.Root>
          {data && (
            <Text color="fg.muted" fontSize="sm">
              {t('inventario.proveedores.total', { total: data.total })}
            </Text>
          )}
        </HStack>
        <Box position="relative" minH="6rem">
          <LoadingOverlay active={proveedores.isFetching && !data} />
          {error !== null && (
            <Text color="fg.error" role="alert">
              {t('inventario.proveedores.errorCargar')}
              {error ? `: ${error}` : ''}
            </Text>
          )}
          {data && (
            <ProveedoresTable
              proveedores={data.items}
              editable={editar}
              onEdit={(proveedor) => setEditing({ proveedor })}
              onToggleActive={(p) => void toggleActive(p)}
              onDelete={(proveedor) => setConfirming({ kind: 'eliminar', proveedor })}
            />
          )}
        </Box>
        {data && <Pager pagina={pagina} total={data.total} limite={LIMITE} onPage={setPagina} testId="list-pager" />}
        <ShortcutBar
          items={[
            { keys: 'F2', label: t('inventario.atajos.buscar') },
            ...(editar
              ? [
                  { keys: 'F8', label: t('inventario.proveedores.nuevo') },
                  { keys: 'Ctrl+Enter', label: t('inventario.atajos.guardar') },
                ]
              : []),
            { keys: 'Esc', label: t('inventario.atajos.cerrar') },
          ]}
        />
      </Stack>
      <ProveedorFormDialog open={editing !== null} proveedor={editing?.proveedor ?? null} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
      <AppDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        role="alertdialog"
        title={t(confirming?.kind === 'eliminar' ? 'inventario.proveedores.eliminar' : 'inventario.proveedores.desactivar')}
        testId="confirm-proveedor-dialog"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              {t('common.cancelar')}
            </Button>
            <Button colorPalette="red" loading={save.isPending || remove.isPending} onClick={() => void confirm()} data-testid="confirm-proveedor">
              {t(confirming?.kind === 'eliminar' ? 'inventario.proveedores.eliminar' : 'inventario.proveedores.desactivar')}
            </Button>
          </>
        }
      >
        {confirming &&
          t(confirming.kind === 'eliminar' ? 'inventario.proveedores.confirmarEliminar' : 'inventario.proveedores.confirmarDesactivar', {
            nombre: confirming.proveedor.nombre,
          })}
      </AppDialog>
    </Box>
  );
}
