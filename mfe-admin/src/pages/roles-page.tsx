import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rol } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { queryFailure } from '@resto/shared/query';
import { PERMISSION_AREA_NAMES, PERMISSION_AREAS } from '@resto/shared/rules';
import { usePermission } from '@resto/shared/session';
import { ConfirmDeleteDialog, ConnectionErrorScreen, LoadingOverlay, NoPermission, notify, PageTitle, SettingsTable } from '@resto/shared/ui';
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
          <SettingsTable
            label={t('routes.roles')}
            testId="roles-table"
            rows={list}
            rowKey={(rol) => rol.id}
            rowTestId={(rol) => `rol-${rol.nombre}`}
            rowName={(rol) => rolLabel(rol.nombre, t)}
            canDelete={(rol) => !rol.sistema}
            onEdit={(rol) => setEditing({ rol })}
            onDelete={setDeleting}
            columns={[
              {
                key: 'nombre',
                header: t('admin.roles.nombre'),
                cellProps: { fontWeight: 'medium' },
                cell: (rol) => (
                  <>
                    {rolLabel(rol.nombre, t)}
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
                  </>
                ),
              },
              {
                key: 'areas',
                header: t('admin.roles.areas'),
                cell: (rol) => (
                  <HStack gap={1} wrap="wrap">
                    {areasOf(rol).map((area) => (
                      <Badge key={area} colorPalette="secondary" variant="subtle">
                        {t(`admin.areas.${area}`)}
                      </Badge>
                    ))}
                  </HStack>
                ),
              },
              { key: 'permisos', header: t('admin.roles.permisos'), align: 'end', cell: (rol) => rol.permisos.length },
              { key: 'usuarios', header: t('admin.roles.usuarios'), align: 'end', testId: 'rol-usuarios', cell: (rol) => rol.usuarios },
            ]}
          />
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
