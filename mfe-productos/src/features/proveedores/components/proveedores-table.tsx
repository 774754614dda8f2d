import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Proveedor } from '@resto/shared/contracts';

/** 20123456786 -> '20-12345678-6' (as CUITs are written); other lengths as they are. */
export function cuitText(cuit: string): string {
  return /^\d{11}$/.test(cuit) ? `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}` : cuit;
}

export interface ProveedoresTableProps {
  proveedores: readonly Proveedor[];
  /** Whether this user may edit, deactivate and delete suppliers (productos.editar). */
  editable: boolean;
  onEdit: (p: Proveedor) => void;
  onToggleActive: (p: Proveedor) => void;
  onDelete: (p: Proveedor) => void;
}

export function ProveedoresTable({ proveedores, editable, onEdit, onToggleActive, onDelete }: ProveedoresTableProps) {
  const { t } = useTranslation();
  if (proveedores.length === 0) return <Text color="fg.muted">{t('inventario.proveedores.vacio')}</Text>;
  // Without proveedores.ver the api sends no CUIT, e-mail or address (a CUIT is otherwise required):
  // no such columns, and no edits of a supplier whose data this user cannot see.
  const datos = proveedores.some((p) => p.cuit !== null);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={t('routes.proveedores')}>
      <Table.Root size="sm" minW="48rem" tableLayout="fixed" data-testid="proveedores-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('inventario.proveedores.columnas.nombre')}</Table.ColumnHeader>
            {datos && <Table.ColumnHeader w="9.5rem">{t('inventario.proveedores.columnas.cuit')}</Table.ColumnHeader>}
            {datos && <Table.ColumnHeader w="14rem">{t('inventario.proveedores.columnas.contacto')}</Table.ColumnHeader>}
            <Table.ColumnHeader w="6rem" textAlign="end">
              {t('inventario.proveedores.columnas.productos')}
            </Table.ColumnHeader>
            <Table.ColumnHeader w="6rem">{t('inventario.proveedores.columnas.estado')}</Table.ColumnHeader>
            <Table.ColumnHeader w="8rem">{t('inventario.proveedores.columnas.acciones')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {proveedores.map((p) => (
            <Table.Row key={p.id} data-testid="proveedor-row" opacity={p.activo ? 1 : 0.7}>
              <Table.Cell>
                <Text fontWeight="semibold" lineClamp={2} wordBreak="break-word" title={p.nombre}>
                  {p.nombre}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {[p.localidad, p.provincia].join(', ')}
                </Text>
              </Table.Cell>
              {datos && <Table.Cell whiteSpace="nowrap">{p.cuit === null ? '—' : cuitText(p.cuit)}</Table.Cell>}
              {datos && (
                <Table.Cell>
                  <Text truncate title={p.email ?? undefined}>
                    {p.email}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" truncate title={p.direccion ?? undefined}>
                    {p.direccion}
                  </Text>
                </Table.Cell>
              )}
              <Table.Cell textAlign="end">{p.cantidadProductos}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={p.activo ? 'green' : 'gray'}>{t(p.activo ? 'inventario.proveedores.activo' : 'inventario.proveedores.inactivo')}</Badge>
              </Table.Cell>
              <Table.Cell>
                {editable && p.cuit !== null && (
                  <Stack gap={1} align="stretch">
                    <Button size="xs" variant="outline" onClick={() => onEdit(p)} aria-label={t('inventario.proveedores.editarNombre', { nombre: p.nombre })}>
                      {t('inventario.proveedores.editar')}
                    </Button>
                    <Button size="xs" variant="outline" colorPalette={p.activo ? 'orange' : 'green'} onClick={() => onToggleActive(p)} data-testid="toggle-proveedor">
                      {t(p.activo ? 'inventario.proveedores.desactivar' : 'inventario.proveedores.reactivar')}
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(p)} data-testid="delete-proveedor">
                      {t('inventario.proveedores.eliminar')}
                    </Button>
                  </Stack>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
