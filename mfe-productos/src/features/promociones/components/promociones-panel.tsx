import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promocion } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { queryFailure } from '@resto/shared/query';
import { AppDialog } from '@resto/shared/sales-ui';
import { ConnectionErrorScreen, LoadingOverlay, notify } from '@resto/shared/ui';
import { useDeletePromocion, usePromociones } from '../api/promociones-api';
import { PromocionDialog } from './promocion-dialog';
import { reglaDe } from './promocion-form';

/** The venue's quantity deals (2x1, 3x2, the second unit), a section of the catalogue beside the price lists. */
export function PromocionesPanel() {
  const { t } = useTranslation();
  const promociones = usePromociones();
  const { connectionError } = queryFailure(promociones.error);
  const [editing, setEditing] = useState<{ promocion: Promocion | null } | null>(null);
  const [deleting, setDeleting] = useState<Promocion | null>(null);
  const remove = useDeletePromocion();

  if (connectionError && !promociones.data) return <ConnectionErrorScreen onRetry={() => void promociones.refetch()} />;

  const vigencia = (p: Promocion) =>
    p.vigencia ? `${p.vigencia.dias.map((d) => t(`listasPrecios.dias.${d}`)).join(' ')} ${p.vigencia.desde}–${p.vigencia.hasta}` : t('listasPrecios.siempre');
  const alcance = (p: Promocion) => (p.categoriaId !== null ? t('promociones.categoria', { nombre: p.categoria ?? '' }) : (p.producto ?? ''));

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id, clientMutationId: newClientMutationId() });
      notify({ severity: 'success', message: t('promociones.eliminada') });
      setDeleting(null);
    } catch (error) {
      notify({ severity: 'error', message: error instanceof Error && error.message ? error.message : t('promociones.errorGuardar') });
    }
  };

  return (
    <Box data-testid="promociones-panel">
      <Stack gap={4}>
        <HStack justify="space-between" align="start" gap={4}>
          <Text color="fg.muted">{t('promociones.descripcion')}</Text>
          <Button colorPalette="primary" size="sm" flexShrink={0} onClick={() => setEditing({ promocion: null })} data-testid="nueva-promocion">
            {t('promociones.nueva')}
          </Button>
        </HStack>
        <Box position="relative">
          <LoadingOverlay active={promociones.isLoading} />
          {promociones.data && promociones.data.length === 0 && <Text data-testid="promociones-vacio">{t('promociones.vacio')}</Text>}
          {promociones.data && promociones.data.length > 0 && (
            <Table.Root size="sm" data-testid="promociones-table">
              <Table.Header>
                <Table.Row>
                  {(['nombre', 'regla', 'alcance', 'canales', 'vigencia', 'estado', 'acciones'] as const).map((c) => (
                    <Table.ColumnHeader key={c}>{t(`promociones.columnas.${c}`)}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {promociones.data.map((p) => (
                  <Table.Row key={p.id} data-testid="promocion-row">
                    <Table.Cell>{p.nombre}</Table.Cell>
                    <Table.Cell>{reglaDe(p, t)}</Table.Cell>
                    <Table.Cell>{alcance(p)}</Table.Cell>
                    <Table.Cell>{p.canales.map((c) => t(`listasPrecios.canales.${c}`)).join(', ')}</Table.Cell>
                    <Table.Cell>{vigencia(p)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={p.activa ? 'green' : 'gray'}>{t(p.activa ? 'promociones.activa' : 'promociones.inactiva')}</Badge>
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap={1}>
                        <Button size="xs" variant="outline" onClick={() => setEditing({ promocion: p })}>
                          {t('promociones.editar')}
                        </Button>
                        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(p)}>
                          {t('promociones.eliminar')}
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
      {editing && <PromocionDialog promocion={editing.promocion} onClose={() => setEditing(null)} />}
      <AppDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        role="alertdialog"
        title={t('promociones.eliminar')}
        testId="confirm-promocion-dialog"
        footer={
          <>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t('common.cancelar')}
            </Button>
            <Button colorPalette="red" loading={remove.isPending} onClick={() => void confirmDelete()} data-testid="confirm-eliminar-promocion">
              {t('promociones.eliminar')}
            </Button>
          </>
        }
      >
        {deleting && t('promociones.confirmarEliminar', { nombre: deleting.nombre })}
      </AppDialog>
    </Box>
  );
}
