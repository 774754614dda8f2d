import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListaPrecio } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { queryFailure } from '@resto/shared/query';
import { AppDialog, useMoney } from '@resto/shared/sales-ui';
import { ConnectionErrorScreen, LoadingOverlay, notify } from '@resto/shared/ui';
import { useDeleteListaPrecio, useListasPrecios } from '../api/listas-precios-api';
import { ListaPrecioDialog } from './lista-precio-dialog';

/** The venue's price lists by channel and time, the one that wins first (a section of the catalogue). */
export function ListasPreciosPanel() {
  const { t } = useTranslation();
  const { amount } = useMoney();
  const listas = useListasPrecios();
  const { connectionError } = queryFailure(listas.error);
  const [editing, setEditing] = useState<{ lista: ListaPrecio | null } | null>(null);
  const [deleting, setDeleting] = useState<ListaPrecio | null>(null);
  const remove = useDeleteListaPrecio();

  if (connectionError && !listas.data) return <ConnectionErrorScreen onRetry={() => void listas.refetch()} />;

  const vigencia = (l: ListaPrecio) =>
    l.vigencia ? `${l.vigencia.dias.map((d) => t(`listasPrecios.dias.${d}`)).join(' ')} ${l.vigencia.desde}–${l.vigencia.hasta}` : t('listasPrecios.siempre');
  const precios = (l: ListaPrecio) =>
    l.ajustePorcentaje !== null
      ? t('listasPrecios.porcentaje', { valor: l.ajustePorcentaje > 0 ? `+${l.ajustePorcentaje}` : String(l.ajustePorcentaje) })
      : (l.precios ?? []).map((p) => `${p.producto} ${amount(p.precio)}`).join(', ');

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id, clientMutationId: newClientMutationId() });
      notify({ severity: 'success', message: t('listasPrecios.eliminada') });
      setDeleting(null);
    } catch (error) {
      notify({ severity: 'error', message: error instanceof Error && error.message ? error.message : t('listasPrecios.errorGuardar') });
    }
  };

  return (
    <Box data-testid="listas-precios-panel">
      <Stack gap={4}>
        <HStack justify="space-between" align="start" gap={4}>
          <Text color="fg.muted">{t('listasPrecios.descripcion')}</Text>
          <Button colorPalette="primary" size="sm" flexShrink={0} onClick={() => setEditing({ lista: null })} data-testid="nueva-lista-precio">
            {t('listasPrecios.nueva')}
          </Button>
        </HStack>
        <Box position="relative">
          <LoadingOverlay active={listas.isLoading} />
          {listas.data && listas.data.length === 0 && <Text data-testid="listas-precios-vacio">{t('listasPrecios.vacio')}</Text>}
          {listas.data && listas.data.length > 0 && (
            <Table.Root size="sm" data-testid="listas-precios-table">
              <Table.Header>
                <Table.Row>
                  {(['nombre', 'canales', 'vigencia', 'prioridad', 'precios', 'estado', 'acciones'] as const).map((c) => (
                    <Table.ColumnHeader key={c}>{t(`listasPrecios.columnas.${c}`)}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {listas.data.map((l) => (
                  <Table.Row key={l.id} data-testid="lista-precio-row">
                    <Table.Cell>{l.nombre}</Table.Cell>
                    <Table.Cell>{l.canales.map((c) => t(`listasPrecios.canales.${c}`)).join(', ')}</Table.Cell>
                    <Table.Cell>{vigencia(l)}</Table.Cell>
                    <Table.Cell>{l.prioridad}</Table.Cell>
                    <Table.Cell maxW="20rem">{precios(l)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={l.activa ? 'green' : 'gray'}>{t(l.activa ? 'listasPrecios.activa' : 'listasPrecios.inactiva')}</Badge>
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap={1}>
                        <Button size="xs" variant="outline" onClick={() => setEditing({ lista: l })}>
                          {t('listasPrecios.editar')}
                        </Button>
                        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(l)}>
                          {t('listasPrecios.eliminar')}
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Box>
      </Stack>
      {editing && <ListaPrecioDialog lista={editing.lista} onClose={() => setEditing(null)} />}
      <AppDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        role="alertdialog"
        title={t('listasPrecios.eliminar')}
        testId="confirm-lista-precio-dialog"
        footer={
          <>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t('common.cancelar')}
            </Button>
            <Button colorPalette="red" loading={remove.isPending} onClick={() => void confirmDelete()} data-testid="confirm-eliminar-lista">
              {t('listasPrecios.eliminar')}
            </Button>
          </>
        }
      >
        {deleting && t('listasPrecios.confirmarEliminar', { nombre: deleting.nombre })}
      </AppDialog>
    </Box>
  );
}
