import { Badge, Box, Button, HStack, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Usuario } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { queryFailure } from '@resto/shared/query';
import { useGeneralConfig, usePermission } from '@resto/shared/session';
import { ConfirmDeleteDialog, ConnectionErrorScreen, LoadingOverlay, NoPermission, notify, PageTitle, ScrollTable } from '@resto/shared/ui';
import { rolLabel, useRoles } from '../features/roles';
import { usuariosKeys, useUsuarios } from '../features/usuarios/api/get-usuarios';
import { updateUsuario } from '../features/usuarios/api/save-usuario';
import { ResetPasswordDialog, UsuarioFormDialog } from '../features/usuarios/components/usuario-form-dialog';
import { AuditLog } from '../features/auditoria/components/audit-log';
import { PinDialog } from '../features/auditoria/components/pin-dialog';
import { registerAuditoriaTranslations } from '../features/auditoria/i18n';

registerAuditoriaTranslations();

type Editing = { usuario: Usuario | null } | null;

/** /usuarios: the venue's staff accounts; create, edit, deactivate or reactivate, reset a password. */
export default function UsuariosPage() {
  const { t } = useTranslation();
  const allowed = usePermission('usuarios.administrar');
  const { locale, hour12 } = useGeneralConfig();
  const usuarios = useUsuarios(allowed);
  const roles = useRoles(allowed);
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [toggling, setToggling] = useState<Usuario | null>(null);
  const [resetting, setResetting] = useState<Usuario | null>(null);
  const [pinOf, setPinOf] = useState<Usuario | null>(null);
  const canAudit = usePermission('auditoria.ver');
  const { error, connectionError } = queryFailure(usuarios.error);
  const reload = () => {
    void client.invalidateQueries({ queryKey: usuariosKeys.all });
    // Role counts of users change with them.
    void client.invalidateQueries({ queryKey: ['roles'] });
  };

  if (!allowed) return <NoPermission titleKey="routes.usuarios" />;
  if (connectionError && !usuarios.data) return <ConnectionErrorScreen onRetry={() => void usuarios.refetch()} />;

  const accessFormat = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12 });
  const lastAccess = (iso: string | null) => (iso ? accessFormat.format(new Date(iso)) : t('admin.usuarios.nunca'));
  const list = usuarios.data ?? [];

  return (
    <Box position="relative" data-testid="usuarios-page">
      <PageTitle
        titleKey="routes.usuarios"
        actions={
          <Button colorPalette="primary" onClick={() => setEditing({ usuario: null })} data-testid="nuevo-usuario" disabled={!roles.data}>
            {t('admin.usuarios.nuevo')}
          </Button>
        }
      />
      <Stack gap={4}>
        <LoadingOverlay active={usuarios.isPending} />
        {error !== null && (
          <Text color="fg.error" role="alert">
            {t('admin.usuarios.errorCargar')}
            {error ? `: ${error}` : ''}
          </Text>
        )}
        {list.length > 0 && (
          <ScrollTable label={t('routes.usuarios')} testId="usuarios-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('admin.usuarios.nombre')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('admin.usuarios.email')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('admin.usuarios.roles')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('admin.usuarios.ultimoAcceso')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('admin.usuarios.estado')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('common.acciones')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((u) => (
                <Table.Row key={u.id} data-testid={`usuario-${u.id}`} opacity={u.activo ? 1 : 0.7}>
                  <Table.Cell fontWeight="medium">{u.nombre}</Table.Cell>
                  <Table.Cell>{u.email}</Table.Cell>
                  <Table.Cell>
                    <Wrap gap={1}>
                      {u.roles.map((r) => (
                        <Badge key={r.id} variant="subtle" colorPalette="secondary">
                          {rolLabel(r.nombre, t)}
                        </Badge>
                      ))}
                    </Wrap>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap" data-testid="ultimo-acceso">
                    {lastAccess(u.ultimoAcceso)}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={u.activo ? 'green' : 'gray'} data-testid="usuario-estado">
                      {u.activo ? t('admin.usuarios.activo') : t('admin.usuarios.inactivo')}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap={1}>
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setEditing({ usuario: u })}
                        aria-label={t('common.editarNombre', { nombre: u.nombre })}
                        disabled={!roles.data}
                      >
                        {t('common.editar')}
                      </Button>
                      <Button size="xs" variant="outline" onClick={() => setResetting(u)} aria-label={t('admin.usuarios.resetPasswordDe', { nombre: u.nombre })}>
                        {t('admin.usuarios.resetPassword')}
                      </Button>
                      <Button size="xs" variant="outline" onClick={() => setPinOf(u)} aria-label={t('auditoria.pinDe', { nombre: u.nombre })} data-testid="pin-usuario">
                        {t('auditoria.pin')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette={u.activo ? 'red' : 'green'}
                        onClick={() => setToggling(u)}
                        aria-label={t(u.activo ? 'admin.usuarios.desactivarA' : 'admin.usuarios.activarA', { nombre: u.nombre })}
                      >
                        {u.activo ? t('admin.usuarios.desactivar') : t('admin.usuarios.activar')}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ScrollTable>
        )}
        <AuditLog enabled={canAudit} usuarios={list} />
      </Stack>
      <PinDialog usuario={pinOf} onClose={() => setPinOf(null)} />
      <UsuarioFormDialog
        open={editing !== null}
        usuario={editing?.usuario ?? null}
        roles={roles.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
      <ResetPasswordDialog usuario={resetting} onClose={() => setResetting(null)} />
      <ConfirmDeleteDialog
        open={toggling !== null}
        testId="toggle-usuario-dialog"
        title={toggling?.activo ? t('admin.usuarios.desactivar') : t('admin.usuarios.activar')}
        confirmLabel={toggling?.activo ? t('admin.usuarios.desactivar') : t('admin.usuarios.activar')}
        question={toggling ? t(toggling.activo ? 'admin.usuarios.confirmarDesactivar' : 'admin.usuarios.confirmarActivar', { nombre: toggling.nombre }) : ''}
        onClose={() => setToggling(null)}
        onConfirm={() => updateUsuario(toggling!.id, { activo: !toggling!.activo, clientMutationId: newClientMutationId() })}
        onDone={() => {
          notify({ severity: 'success', message: t(toggling?.activo ? 'admin.usuarios.desactivado' : 'admin.usuarios.activado', { nombre: toggling?.nombre ?? '' }) });
          setToggling(null);
          reload();
        }}
      />
    </Box>
  );
}
