import { Badge, Box, Button, HStack, Image, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, newClientMutationId } from '@resto/shared/api-client';
import { getRealtimeBus } from '@resto/shared/bus';
import { PRODUCTOS_DISPONIBILIDAD_EVENT, type Producto, type ProductoDisponibilidad, type ProductoOrden, type ProductosNoDisponibles } from '@resto/shared/contracts';
import { fromApi } from '@resto/shared/query';
import { useMoney } from '@resto/shared/sales-ui';
import { usePermission } from '@resto/shared/session';
import { notify } from '@resto/shared/ui';
import { imagenUrl } from '../api/imagen-url';
import { alicuotaKey } from './iva-alicuota-field';

/** The same key as the sales screens' reads of the products that cannot be sold now. */
const disponibilidadKey = ['productos', 'disponibilidad'] as const;

/**
 * The products that cannot be sold now ('86'), by id, read again when they change
 * (ProductosDisponibilidadChanged on /ws/ventas: a sale used the last of an ingredient, a purchase
 * arrived, someone marked one by hand) and after a reconnection.
 */
function useNoDisponibles(): ReadonlyMap<number, ProductoDisponibilidad> {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: disponibilidadKey,
    queryFn: fromApi((signal) => api.get<ProductosNoDisponibles>('/productos/disponibilidad', { signal })),
    retry: false,
  });
  useEffect(() => {
    const bus = getRealtimeBus();
    const reload = () => void client.invalidateQueries({ queryKey: disponibilidadKey }, { cancelRefetch: false });
    const subs = [bus.on$<unknown>('ventas', PRODUCTOS_DISPONIBILIDAD_EVENT).subscribe(reload), bus.reconnected$('ventas').subscribe(reload)];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [client]);
  return useMemo(() => new Map((Array.isArray(data) ? data : []).map((d) => [d.productoId, d])), [data]);
}

/** Why the product cannot be sold now: sold out by hand, or the ingredient its recipe lacks. */
function NoDisponibleBadge({ estado }: { estado: ProductoDisponibilidad | undefined }) {
  const { t } = useTranslation();
  if (!estado) return null;
  if (!estado.disponible)
    return (
      <Badge colorPalette="red" data-testid="producto-agotado">
        {t('productos.lista.agotado')}
      </Badge>
    );
  return (
    <Badge colorPalette="orange" whiteSpace="normal" data-testid="producto-sin-insumo">
      {t('productos.lista.sinInsumo', { insumo: estado.insumoFaltante ?? '' })}
    </Badge>
  );
}

/** Marks the product sold out by hand ('86') or back on sale; the hub tells every sales screen. */
function DisponibilidadButton({ producto, agotado }: { producto: Producto; agotado: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    const result = await api
      .patch<unknown>(`/productos/${producto.id}/disponibilidad`, { disponible: agotado, clientMutationId: newClientMutationId() })
      .finally(() => setBusy(false));
    if (result.success) await client.invalidateQueries({ queryKey: disponibilidadKey });
    else notify({ severity: 'error', message: result.message ?? t('productos.lista.errorDisponibilidad') });
  };
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette={agotado ? 'green' : 'orange'}
      loading={busy}
      onClick={() => void toggle()}
      aria-label={t(agotado ? 'productos.lista.disponibleNombre' : 'productos.lista.marcarAgotadoNombre', { nombre: producto.nombre })}
      data-testid="disponibilidad-producto"
    >
      {t(agotado ? 'productos.lista.disponible' : 'productos.lista.marcarAgotado')}
    </Button>
  );
}

export interface ProductosTableProps {
  productos: readonly Producto[];
  ordenarPor: ProductoOrden;
  ordenDireccion: 'asc' | 'desc';
  onSort: (ordenarPor: ProductoOrden) => void;
  /** Edits the product; without it (a user who may not edit) there is no edit button. */
  onEdit?: ((producto: Producto) => void) | undefined;
  /** Deletes the product; without it there is no delete button. */
  onDelete?: ((producto: Producto) => void) | undefined;
  /** Opens the product's modifier groups. */
  onModificadores?: ((producto: Producto) => void) | undefined;
  /** Opens who changed the product's price or cost, when and why. */
  onHistorial?: ((producto: Producto) => void) | undefined;
}

/** A column header that sorts by it; a second click turns the direction. */
function SortHeader({
  column,
  label,
  current,
  direction,
  onSort,
}: {
  column: ProductoOrden;
  label: string;
  current: ProductoOrden;
  direction: 'asc' | 'desc';
  onSort: (c: ProductoOrden) => void;
}) {
  const active = current === column;
  return (
    <Button variant="ghost" size="xs" px={1} fontWeight="semibold" onClick={() => onSort(column)} data-testid={`sort-${column}`}>
      {label}
      <span aria-hidden="true">{active ? (direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
    </Button>
  );
}

/** The catalogue page: thumbnail, name and codes, category, price, stock with its low-stock mark, state. */
export function ProductosTable({ productos, ordenarPor, ordenDireccion, onSort, onEdit, onDelete, onModificadores, onHistorial }: ProductosTableProps) {
  const { t } = useTranslation();
  const { amount, quantity } = useMoney();
  const noDisponibles = useNoDisponibles();
  const editaDisponibilidad = usePermission('productos.editar');
  if (productos.length === 0) return <Text color="fg.muted">{t('productos.lista.sinProductos')}</Text>;
  const sort = { current: ordenarPor, direction: ordenDireccion, onSort };
  const ariaSort = (c: ProductoOrden) => (c === ordenarPor ? (ordenDireccion === 'asc' ? 'ascending' : 'descending') : undefined);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={t('productos.lista.tabla')}>
      <Table.Root size="sm" minW="52rem" data-testid="productos-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="4rem">
              <Text srOnly>{t('productos.campos.imagen')}</Text>
            </Table.ColumnHeader>
            <Table.ColumnHeader aria-sort={ariaSort('nombre')}>
              <SortHeader column="nombre" label={t('productos.campos.nombre')} {...sort} />
            </Table.ColumnHeader>
            <Table.ColumnHeader w="11rem">{t('productos.campos.categoria')}</Table.ColumnHeader>
            <Table.ColumnHeader w="9rem" textAlign="end" aria-sort={ariaSort('precio')}>
              <SortHeader column="precio" label={t('productos.campos.precio')} {...sort} />
            </Table.ColumnHeader>
            <Table.ColumnHeader w="9rem" textAlign="end" aria-sort={ariaSort('stock')}>
              <SortHeader column="stock" label={t('productos.lista.stock')} {...sort} />
            </Table.ColumnHeader>
            <Table.ColumnHeader w="8rem">{t('productos.lista.estado')}</Table.ColumnHeader>
            <Table.ColumnHeader w="20rem">{t('productos.lista.acciones')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {productos.map((p) => (
            <Table.Row key={p.id} data-testid="producto-row" opacity={p.activo ? 1 : 0.65}>
              <Table.Cell>
                {p.imagen ? (
                  <Image src={imagenUrl(p.imagen.thumb)} alt="" boxSize="2.5rem" objectFit="cover" borderRadius="sm" loading="lazy" data-testid="producto-thumb" />
                ) : (
                  <Box boxSize="2.5rem" borderRadius="sm" bg="bg.muted" />
                )}
              </Table.Cell>
              <Table.Cell>
                <Text fontWeight="semibold" lineClamp={2} wordBreak="break-word" title={p.nombre} data-testid="producto-nombre">
                  {p.nombre}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {[p.codigoBarras, p.codigoSku, p.marca].filter(Boolean).join(' · ')}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Text truncate title={p.categoria ?? undefined}>
                  {p.categoria ?? t('productos.lista.sinCategoria')}
                </Text>
                {p.subcategoria && (
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {p.subcategoria}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="producto-precio">
                {amount(p.precio)}
                {p.costo !== null && (
                  <Text fontSize="xs" color="fg.muted">
                    {t('productos.lista.costo', { costo: amount(p.costo) })}
                  </Text>
                )}
                <Text fontSize="xs" color="fg.muted" data-testid="producto-iva">
                  {t(alicuotaKey(p.ivaAlicuota))}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end" data-testid="producto-stock">
                {p.controlaStock ? (
                  <Stack gap={0} align="flex-end">
                    <Text whiteSpace="nowrap">
                      {quantity(p.stockActual)} {t(`productos.unidadesCortas.${p.unidadMedida}`)}
                    </Text>
                    {p.bajoStock && (
                      <Badge colorPalette="orange" data-testid="bajo-stock">
                        {t('productos.lista.bajoStock')}
                      </Badge>
                    )}
                  </Stack>
                ) : (
                  <Text color="fg.muted" fontSize="xs">
                    {t('productos.lista.sinControl')}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <Stack gap={1} align="flex-start">
                  <Badge colorPalette={p.activo ? 'green' : 'gray'}>{t(p.activo ? 'productos.lista.activo' : 'productos.lista.inactivo')}</Badge>
                  <NoDisponibleBadge estado={noDisponibles.get(p.id)} />
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <HStack gap={1}>
                  {onEdit ? (
                    <Button size="xs" variant="outline" onClick={() => onEdit(p)} aria-label={t('productos.lista.editarNombre', { nombre: p.nombre })}>
                      {t('productos.lista.editar')}
                    </Button>
                  ) : null}
                  {onModificadores ? (
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => onModificadores(p)}
                      aria-label={t('productos.modificadores.botonNombre', { nombre: p.nombre })}
                      data-testid="modificadores-producto"
                    >
                      {t('productos.modificadores.boton')}
                    </Button>
                  ) : null}
                  {editaDisponibilidad ? <DisponibilidadButton producto={p} agotado={noDisponibles.get(p.id)?.disponible === false} /> : null}
                  {onHistorial ? (
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => onHistorial(p)}
                      aria-label={t('productos.lista.historialNombre', { nombre: p.nombre })}
                      data-testid="historial-precios-producto"
                    >
                      {t('productos.lista.historial')}
                    </Button>
                  ) : null}
                  {onDelete ? (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => onDelete(p)}
                      aria-label={t('productos.lista.eliminarNombre', { nombre: p.nombre })}
                      data-testid="eliminar-producto"
                    >
                      {t('productos.lista.eliminar')}
                    </Button>
                  ) : null}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
