import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Producto, ProductoOrden } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { queryFailure } from '@resto/shared/query';
import { AppDialog, ShortcutKey, useDebouncedValue, useHotkeys } from '@resto/shared/sales-ui';
import { useCan } from '@resto/shared/session';
import { ConnectionErrorScreen, LoadingOverlay, notify, PageTitle } from '@resto/shared/ui';
import { useCategorias, useSubcategorias } from '../features/productos/api/categorias';
import { useProductos, type ProductosFilter } from '../features/productos/api/get-productos';
import { useProveedorOptions } from '../features/productos/api/get-proveedores';
import { downloadExport } from '../features/productos/api/importar-productos';
import { productosKeys } from '../features/productos/api/query-keys';
import { deleteProducto } from '../features/productos/api/save-producto';
import { AjustePreciosDialog } from '../features/productos/components/ajuste-precios-dialog';
import { CategoriasDialog } from '../features/productos/components/categorias-dialog';
import { ImportarDialog } from '../features/productos/components/importar-dialog';
import { ProductoFormDialog } from '../features/productos/components/producto-form-dialog';
import { ModificadoresDialog } from '../features/productos/components/modificadores-dialog';
import { PreciosHistorialDialog } from '../features/productos/components/precios-historial-dialog';
import { ProductosFilters } from '../features/productos/components/productos-filters';
import { ProductosPager } from '../features/productos/components/productos-pager';
import { ProductosTable } from '../features/productos/components/productos-table';
import { ListasPreciosPanel } from '../features/listas-precios/components/listas-precios-panel';
import { PromocionesPanel } from '../features/promociones/components/promociones-panel';
/** Product page size. */
const LIMITE = 20;

const INITIAL: ProductosFilter = { estado: 'todos', ordenarPor: 'nombre', ordenDireccion: 'asc', pagina: 1, limite: LIMITE, bajoStock: false };

type Dialog = 'categorias' | 'importar' | 'ajuste' | 'listas' | 'promociones' | null;

/**
 * /productos: the catalogue, filtered, sorted and paged by the api; create, edit and delete
 * products; categories and subcategories; CSV import and export; bulk price adjustment; price
 * lists by channel and time; promotions (2x1, 3x2, the second unit).
 */
export default function ProductosPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const [filterState, setFilter] = useState<ProductosFilter>(INITIAL);
  // A new search text starts from page 1 (the filter keeps the page for the same text).
  const [pageOfText, setPageOfText] = useState({ q: '', pagina: 1 });
  const filter: ProductosFilter = { ...filterState, q, pagina: pageOfText.q === q ? pageOfText.pagina : 1 };
  const productos = useProductos(filter);
  const categorias = useCategorias();
  const subcategorias = useSubcategorias();
  const proveedores = useProveedorOptions();
  const { data } = productos;
  const { error, connectionError } = queryFailure(productos.error);
  const reload = () => void client.invalidateQueries({ queryKey: productosKeys.all });
  const [editing, setEditing] = useState<{ producto: Producto | null } | null>(null);
  const [modificadores, setModificadores] = useState<Producto | null>(null);
  const [historial, setHistorial] = useState<Producto | null>(null);
  const [deleting, setDeleting] = useState<Producto | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const searchRef = useRef<HTMLInputElement | null>(null);
  // Only what the api lets this user do is offered: the catalogue's writes need productos.editar,
  // the bulk adjustment and the price lists precios.ajustar.
  const can = useCan();
  const editar = can('productos.editar');
  const ajustar = can('precios.ajustar');
  useHotkeys(
    { F2: () => searchRef.current?.focus(), ...(editar ? { F8: () => setEditing({ producto: null }) } : {}) },
    { enabled: editing === null && deleting === null && dialog === null },
  );

  const setPage = (pagina: number) => setPageOfText({ q, pagina });
  const change = (patch: Partial<ProductosFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const sortBy = (ordenarPor: ProductoOrden) => change({ ordenarPor, ordenDireccion: filter.ordenarPor === ordenarPor && filter.ordenDireccion === 'asc' ? 'desc' : 'asc' });

  const remove = useMutation({
    mutationFn: (p: Producto) => deleteProducto(p.id, newClientMutationId()),
    onSuccess: (result) => {
      if (result.success) {
        const key = result.data?.resultado === 'desactivado' ? 'productos.eliminar.desactivado' : 'productos.eliminar.eliminado';
        notify({ severity: 'success', message: result.message ?? t(key) });
        setDeleting(null);
        reload();
      } else {
        notify({ severity: 'error', message: saveFailureMessage(result, t('productos.eliminar.error')) });
      }
    },
  });

  const exportCsv = async () => {
    const result = await downloadExport();
    if (!result.success) notify({ severity: 'error', message: result.message ?? t('productos.exportar.error') });
  };

  if (connectionError && !data) return <ConnectionErrorScreen onRetry={reload} />;

  const categoriaList = categorias.data ?? [];
  const subcategoriaList = subcategorias.data ?? [];
  const proveedorList = proveedores.data?.items ?? [];

  return (
    <Box data-testid="productos-page">
      <PageTitle
        titleKey="routes.productos"
        actions={
          <HStack gap={2} wrap="wrap">
            {editar && (
              <Button variant="outline" size="sm" onClick={() => setDialog('categorias')} data-testid="abrir-categorias">
                {t('productos.acciones.categorias')}
              </Button>
            )}
            {editar && (
              <Button variant="outline" size="sm" onClick={() => setDialog('importar')} data-testid="abrir-importar">
                {t('productos.acciones.importar')}
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={() => void exportCsv()} data-testid="exportar">
              {t('productos.acciones.exportar')}
            </Button>
            {ajustar && (
              <Button variant="outline" size="sm" onClick={() => setDialog('ajuste')} data-testid="abrir-ajuste">
                {t('productos.acciones.ajustarPrecios')}
              </Button>
            )}
            {ajustar && (
              <Button variant="outline" size="sm" onClick={() => setDialog('listas')} data-testid="abrir-listas-precios">
                {t('listasPrecios.titulo')}
              </Button>
            )}
            {ajustar && (
              <Button variant="outline" size="sm" onClick={() => setDialog('promociones')} data-testid="abrir-promociones">
                {t('promociones.titulo')}
              </Button>
            )}
            {editar && (
              <Button colorPalette="primary" size="sm" onClick={() => setEditing({ producto: null })} data-testid="nuevo-producto">
                {t('productos.acciones.nuevo')} <ShortcutKey k="F8" />
              </Button>
            )}
          </HStack>
        }
      />
      <Stack gap={4}>
        <ProductosFilters
          text={text}
          onText={setText}
          filter={filter}
          onChange={change}
          categorias={categoriaList}
          subcategorias={subcategoriaList}
          proveedores={proveedorList}
          searchRef={searchRef}
        />
        <Box position="relative" minH="6rem">
          <LoadingOverlay active={productos.isFetching && !data} />
          {error !== null && (
            <Text color="fg.error" role="alert">
              {t('productos.lista.errorCargar')}
              {error ? `: ${error}` : ''}
            </Text>
          )}
          {data && (
            <ProductosTable
              productos={data.items}
              ordenarPor={filter.ordenarPor}
              ordenDireccion={filter.ordenDireccion}
              onSort={sortBy}
              onEdit={editar ? (producto) => setEditing({ producto }) : undefined}
              onModificadores={editar ? setModificadores : undefined}
              onHistorial={setHistorial}
              onDelete={editar ? setDeleting : undefined}
            />
          )}
        </Box>
        {data && <ProductosPager pagina={filter.pagina} total={data.total} limite={LIMITE} onPage={setPage} />}
      </Stack>
      <ModificadoresDialog producto={modificadores} onClose={() => setModificadores(null)} />
      <PreciosHistorialDialog producto={historial} onClose={() => setHistorial(null)} />
      <ProductoFormDialog
        open={editing !== null}
        producto={editing?.producto ?? null}
        categorias={categoriaList}
        subcategorias={subcategoriaList}
        proveedores={proveedorList}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
      <CategoriasDialog open={dialog === 'categorias'} onClose={() => setDialog(null)} />
      <ImportarDialog open={dialog === 'importar'} onClose={() => setDialog(null)} />
      <AjustePreciosDialog open={dialog === 'ajuste'} onClose={() => setDialog(null)} categorias={categoriaList} proveedores={proveedorList} />
      <AppDialog open={dialog === 'listas'} onClose={() => setDialog(null)} title={t('listasPrecios.titulo')} size="xl" testId="listas-precios-dialog">
        <ListasPreciosPanel />
      </AppDialog>
      <AppDialog open={dialog === 'promociones'} onClose={() => setDialog(null)} title={t('promociones.titulo')} size="xl" testId="promociones-dialog">
        <PromocionesPanel />
      </AppDialog>
      <AppDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        role="alertdialog"
        title={t('productos.eliminar.titulo')}
        testId="eliminar-producto-dialog"
        footer={
          <>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t('common.cancelar')}
            </Button>
            <Button colorPalette="red" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting)} data-testid="confirmar-eliminar">
              {t('productos.lista.eliminar')}
            </Button>
          </>
        }
      >
        {deleting && t('productos.eliminar.confirmar', { nombre: deleting.nombre })}
      </AppDialog>
    </Box>
  );
}
