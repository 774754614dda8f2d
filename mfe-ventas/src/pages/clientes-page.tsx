import { Box, Button, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cliente } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { queryFailure } from '@resto/shared/query';
import { AppDialog, ShortcutBar, ShortcutKey, useDebouncedValue, useHotkeys } from '@resto/shared/sales-ui';
import { ConnectionErrorScreen, LoadingOverlay, notify, PageTitle, Pager } from '@resto/shared/ui';
import { clientesKeys, ClienteFormDialog, ClientesTable, CuentaCorrienteDialog, deactivateCliente, updateCliente, useClientes } from '../features/clientes';

const LIMITE = 20;

/** The whole customer as PUT takes it, with a new active flag. */
function asUpdate(c: Cliente, activo: boolean) {
  return {
    nombre: c.nombre,
    email: c.email,
    telefono: c.telefono,
    direccion: c.direccion,
    numero: c.numero,
    departamento: c.departamento,
    ciudad: c.ciudad,
    provincia: c.provincia,
    cuit: c.cuit,
    descuento: c.descuento,
    cuentaCorriente: c.cuentaCorriente,
    comentario: c.comentario,
    activo,
    clientMutationId: newClientMutationId(),
  };
}

/**
 * /clientes: search, create, edit, deactivate and reactivate customers, and see a current
 * account with its movements and register payments on it.
 */
export default function ClientesPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const [pagina, setPagina] = useState(1);
  const [incluirInactivos, setIncluirInactivos] = useState(false);
  const clientes = useClientes({ q, pagina, limite: LIMITE, incluirInactivos });
  const { data } = clientes;
  const loading = clientes.isFetching;
  const { error, connectionError } = queryFailure(clientes.error);
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: clientesKeys.all });
  const [editing, setEditing] = useState<{ cliente: Cliente | null } | null>(null);
  const [deactivating, setDeactivating] = useState<Cliente | null>(null);
  const [account, setAccount] = useState<Cliente | null>(null);
  const [busy, setBusy] = useState(false);
  const searchRef = useRef<HTMLInputElement | null>(null);
  useHotkeys({ F2: () => searchRef.current?.focus(), F8: () => setEditing({ cliente: null }) }, { enabled: editing === null && deactivating === null && account === null });

  const toggleActive = async (cliente: Cliente) => {
    if (cliente.activo) return setDeactivating(cliente);
    const result = await updateCliente(cliente.id, asUpdate(cliente, true));
    notify(
      result.success ? { severity: 'success', message: t('ventas.clientes.reactivado') } : { severity: 'error', message: result.message ?? t('ventas.clientes.errorGuardar') },
    );
    reload();
  };

  const confirmDeactivate = async () => {
    if (!deactivating) return;
    setBusy(true);
    const result = await deactivateCliente(deactivating.id, newClientMutationId()).finally(() => setBusy(false));
    if (result.success) {
      notify({ severity: 'success', message: result.message ?? t('ventas.clientes.desactivado') });
      setDeactivating(null);
      reload();
    } else {
      notify({ severity: 'error', message: result.message ?? t('ventas.clientes.errorEliminar') });
    }
  };

  if (connectionError && !data) return <ConnectionErrorScreen onRetry={reload} />;

  return (
    <Box data-testid="clientes-page">
      <PageTitle
        titleKey="routes.clientes"
        actions={
          <Button colorPalette="primary" onClick={() => setEditing({ cliente: null })} data-testid="nuevo-cliente">
            {t('ventas.clientes.nuevo')} <ShortcutKey k="F8" />
          </Button>
        }
      />
      <Stack gap={4}>
        <HStack gap={4} wrap="wrap">
          <Input
            ref={searchRef}
            maxW="28rem"
            placeholder={t('ventas.clientes.buscar')}
            aria-label={t('ventas.clientes.buscar')}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPagina(1);
            }}
            data-testid="clientes-search"
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
            <Checkbox.Label>{t('ventas.clientes.incluirInactivos')}</Checkbox.Label>
          </Checkbox.Root>
          {data && (
            <Text color="fg.muted" fontSize="sm">
              {t('ventas.clientes.total', { count: data.total })}
            </Text>
          )}
        </HStack>
        <Box position="relative" minH="6rem">
          <LoadingOverlay active={loading && !data} />
          {error && (
            <Text color="fg.error" role="alert">
              {t('ventas.clientes.errorCargar')}: {error}
            </Text>
          )}
          {data && <ClientesTable clientes={data.items} onEdit={(cliente) => setEditing({ cliente })} onToggleActive={(c) => void toggleActive(c)} onAccount={setAccount} />}
        </Box>
        {data && <Pager pagina={pagina} total={data.total} limite={LIMITE} onPage={setPagina} />}
        <ShortcutBar
          items={[
            { keys: 'F2', label: t('ventas.atajos.buscar') },
            { keys: 'F8', label: t('ventas.clientes.nuevo') },
            { keys: 'Ctrl+Enter', label: t('ventas.atajos.guardar') },
            { keys: 'Esc', label: t('ventas.atajos.cerrar') },
          ]}
        />
      </Stack>
      <ClienteFormDialog
        open={editing !== null}
        cliente={editing?.cliente ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
      <CuentaCorrienteDialog cliente={account} onClose={() => setAccount(null)} onChanged={reload} />
      <AppDialog
        open={deactivating !== null}
        onClose={() => setDeactivating(null)}
        role="alertdialog"
        title={t('ventas.clientes.desactivar')}
        testId="deactivate-cliente-dialog"
        footer={
          <>
            <Button variant="outline" onClick={() => setDeactivating(null)}>
              {t('common.cancelar')}
            </Button>
            <Button colorPalette="red" loading={busy} onClick={() => void confirmDeactivate()} data-testid="confirm-deactivate">
              {t('ventas.clientes.desactivar')}
            </Button>
          </>
        }
      >
        {deactivating && t('ventas.clientes.confirmarDesactivar', { nombre: deactivating.nombre })}
      </AppDialog>
    </Box>
  );
}
