import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rol } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { queryFailure } from '@resto/shared/query';
import { PERMISSION_AREA_NAMES, PERMISSION_AREAS } from '@resto/shared/rules';
import { usePermission } from '@resto/shared/session';
import { ConfirmDeleteDialog, ConnectionErrorScreen, LoadingOverlay, NoPermission, notify, PageTitle, ScrollTable } from '@resto/shared/ui';
import { rolDescripcion, rolesKeys, rolLabel, useRoles } from '../features/roles';
import { deleteRol } from '../features/roles/api/delete-rol';
import { RolFormDialog } from '../features/roles/components/rol-form-dialog';

type Editing = { rol: Rol | null } | null;

/** /roles: what each role may do, by area; create, edit and delete roles (not one that users still hold). */
export default function RolesPage() {
  const { t } = useTranslation();
  const allowed = usePermission('usuarios.administrar');
  const roles = useRoles(allowed);
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Rol | null>(null);
  const { error, connectionError } = queryFailure(roles.error);
  const reload = () => void client.invalidateQueries({ queryKey: rolesKeys.all });

  if (!allowed) return <NoPermission titleKey="routes.roles" />;
  if (connectionError && !roles.data) return <ConnectionErrorScreen onRetry={() => void roles.refetch()} />;
  const list = roles.data ?? [];

  /** The areas where the role may do something, for the list. */
  const areasOf = (rol: Rol) => PERMISSION_AREA_NAMES.filter((area) => PERMISSION_AREAS[area].some((p) => rol.permisos.includes(p)));

  return (
    <Box position="relative" data-testid="roles-page">
      <PageTitle
        titleKey="routes.roles"
        actions={
          <Button colorPalette="primary" onClick={() => setEditing({ rol: null })} data-testid="nuevo-rol">
            {t('admin.roles.nuevo')}
          </Button>
        }
      />
      <Stack gap={4}>
        <LoadingOverlay active={roles.isPending} />
        {error !== null && (
          <Text color="fg.error" role="alert">
            {t('admin.roles.errorCargar')}
            {error ? `: ${error}` : ''}
          </Text>
        )}
        {list.length > 0 && (
          <ScrollTable label={t('routes.roles')} testId="roles-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('admin.roles.nombre')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('admin.roles.areas')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('admin.roles.permisos')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('admin.roles.usuarios')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('common.acciones')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((rol) => {
                const label = rolLabel(rol.nombre, t);
                return (
                  <Table.Row key={rol.id} data-testid={`rol-${rol.nombre}`}>
                    <Table.Cell fontWeight="medium">
                      {label}
                      {rol.sistema && (
                        <Badge ms={2} variant="subtle">
                          {t('admin.roles.sistema')}
                        </Badge>
                      )}
                      {rol.descripcion && (
                        <Text fontSize="xs" color="fg.muted" fontWeight="normal" data-testid="rol-descripcion">
                          {rolDescripcion(rol, t)}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap={1} wrap="wrap">
                        {areasOf(rol).map((area) => (
                          <Badge key={area} colorPalette="secondary" variant="subtle">
                            {t(`admin.areas.${area}`)}
                          </Badge>
                        ))}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{rol.permisos.length}</Table.Cell>
                    <Table.Cell textAlign="end" data-testid="rol-usuarios">
                      {rol.usuarios}
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap={1}>
                        <Button size="xs" variant="outline" onClick={() => setEditing({ rol })} aria-label={t('common.editarNombre', { nombre: label })}>
                          {t('common.editar')}
                        </Button>
                        {!rol.sistema && (
                          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(rol)} aria-label={t('common.eliminarNombre', { nombre: label })}>
                            {t('common.eliminar')}
                          </Button>
                        )}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </ScrollTable>
        )}
      </Stack>
      <RolFormDialog
        open={editing !== null}
        rol={editing?.rol ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('admin.roles.eliminar')}
        question={deleting ? t('admin.roles.confirmarEliminar', { nombre: deleting.nombre }) : ''}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleteRol(deleting!.id, newClientMutationId())}
        onDone={(message) => {
          notify({ severity: 'success', message: message ?? t('admin.roles.eliminado') });
          setDeleting(null);
          reload();
        }}
      />
    </Box>
  );
}
