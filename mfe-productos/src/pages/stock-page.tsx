import { Box, Button, Checkbox, Field, HStack, Input, NativeSelect, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STOCK_MOVIMIENTO_TIPOS, type StockMovimientoTipo } from '@resto/shared/contracts';
import { toIsoDate } from '@resto/shared/format';
import { queryFailure } from '@resto/shared/query';
import { addDays, isIsoDate } from '@resto/shared/rules';
import { DateField, useDebouncedValue, useMoney } from '@resto/shared/sales-ui';
import { usePermission } from '@resto/shared/session';
import { ConnectionErrorScreen, LoadingOverlay, notify, PageTitle, Pager } from '@resto/shared/ui';
import { useMovimientos, type MovimientosFilter } from '../features/stock/api/get-movimientos';
import { productosKeys } from '../features/productos';
import { NIVELES_LIMITE, useNiveles, useNivelesResumen } from '../features/stock/api/get-niveles';
import { AjusteStockDialog } from '../features/stock/components/ajuste-stock-dialog';
import { MovimientosTable } from '../features/stock/components/movimientos-table';
import { NivelesTable, type NivelProducto } from '../features/stock/components/niveles-table';
import { ProductoPicker, type ProductoElegido } from '../features/stock/components/producto-picker';

const LIMITE = 20;
type Tab = 'niveles' | 'movimientos';

/**
 * /stock: the levels of the products that control stock (those under their minimum first and
 * marked; paged and searched by the api), their movements with the document behind each one, and
 * the manual adjustment (count, loss, purchase).
 */
export default function StockPage() {
  const { t } = useTranslation();
  const { quantity } = useMoney();
  const client = useQueryClient();
  const [tab, setTab] = useState<Tab>('niveles');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, 150);
  const [soloBajo, setSoloBajo] = useState(false);
  const [paginaNiveles, setPaginaNiveles] = useState(1);
  const niveles = useNiveles(q, soloBajo, paginaNiveles);
  const resumen = useNivelesResumen();
  const [ajustando, setAjustando] = useState<NivelProducto | null>(null);
  // The manual adjustment is a catalogue write (productos.editar): offered only to who may make it.
  const ajustar = usePermission('productos.editar');
  const [movProducto, setMovProducto] = useState<ProductoElegido | null>(null);
  // Bumped when the product is chosen from outside the picker (a level's 'Movimientos', 'Limpiar').
  const [pickerKey, setPickerKey] = useState(0);
  const today = toIsoDate(new Date());
  const [filter, setFilter] = useState<MovimientosFilter>({
    productoId: null,
    tipo: null,
    fechaDesde: addDays(today, -29),
    fechaHasta: today,
    pagina: 1,
    limite: LIMITE,
  });
  const rangoValido =
    (!filter.fechaDesde || isIsoDate(filter.fechaDesde)) &&
    (!filter.fechaHasta || isIsoDate(filter.fechaHasta)) &&
    (!filter.fechaDesde || !filter.fechaHasta || filter.fechaDesde <= filter.fechaHasta);
  const movimientos = useMovimientos(filter, tab === 'movimientos' && rangoValido);
  const nivelesFailure = queryFailure(niveles.error);
  const movimientosFailure = queryFailure(movimientos.error);

  const setMovFilter = (patch: Partial<MovimientosFilter>) => setFilter((f) => ({ ...f, pagina: 1, ...patch }));
  const chooseMovProducto = (p: ProductoElegido | null) => {
    setMovProducto(p);
    setMovFilter({ productoId: p?.id ?? null });
  };
  const reload = () => void client.invalidateQueries({ queryKey: productosKeys.all });

  if (nivelesFailure.connectionError && !niveles.data) return <ConnectionErrorScreen onRetry={reload} />;

  return (
    <Box data-testid="stock-page">
      <PageTitle titleKey="routes.stock" />
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="niveles" data-testid="tab-niveles">
            {t('inventario.niveles.titulo')}
          </Tabs.Trigger>
          <Tabs.Trigger value="movimientos" data-testid="tab-movimientos">
            {t('inventario.movimientos.titulo')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="niveles">
          <Stack gap={4}>
            <HStack gap={4} wrap="wrap">
              <Input
                type="search"
                maxW="24rem"
                placeholder={t('inventario.niveles.buscar')}
                aria-label={t('inventario.niveles.buscar')}
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setPaginaNiveles(1);
                }}
                data-testid="niveles-buscar"
              />
              <Checkbox.Root
                checked={soloBajo}
                onCheckedChange={(e) => {
                  setSoloBajo(e.checked === true);
                  setPaginaNiveles(1);
                }}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('inventario.niveles.soloBajo')}</Checkbox.Label>
              </Checkbox.Root>
              {resumen && (
                <Text color="fg.muted" fontSize="sm" data-testid="niveles-resumen">
                  {t('inventario.niveles.resumen', resumen)}
                </Text>
              )}
            </HStack>
            <Box position="relative" minH="6rem">
              <LoadingOverlay active={niveles.isFetching && !niveles.data} />
              {nivelesFailure.error !== null && (
                <Text color="fg.error" role="alert">
                  {t('inventario.niveles.errorCargar')}
                  {nivelesFailure.error ? `: ${nivelesFailure.error}` : ''}
                </Text>
              )}
              {niveles.data && (
                <NivelesTable
                  productos={niveles.data.items}
                  onAjustar={ajustar ? setAjustando : undefined}
                  onMovimientos={(p) => {
                    setMovProducto({ id: p.id, nombre: p.nombre });
                    setPickerKey((k) => k + 1);
                    setMovFilter({ productoId: p.id, tipo: null });
                    setTab('movimientos');
                  }}
                />
              )}
            </Box>
            {niveles.data && <Pager pagina={paginaNiveles} total={niveles.data.total} limite={NIVELES_LIMITE} onPage={setPaginaNiveles} testId="list-pager" />}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="movimientos">
          <Stack gap={4}>
            <HStack gap={3} align="end" wrap="wrap">
              <ProductoPicker key={pickerKey} label={t('inventario.movimientos.producto')} value={movProducto} onChange={chooseMovProducto} testId="mov-producto" />
              <Field.Root w="auto">
                <Field.Label>{t('inventario.movimientos.tipo')}</Field.Label>
                <NativeSelect.Root w="12rem">
                  <NativeSelect.Field
                    value={filter.tipo ?? ''}
                    onChange={(e) => setMovFilter({ tipo: (e.target.value || null) as StockMovimientoTipo | null })}
                    data-testid="mov-tipo"
                  >
                    <option value="">{t('inventario.movimientos.todosTipos')}</option>
                    {STOCK_MOVIMIENTO_TIPOS.map((tipo) => (
                      <option key={tipo} value={tipo}>
                        {t(`inventario.tipos.${tipo}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <DateField
                label={t('inventario.movimientos.desde')}
                value={filter.fechaDesde}
                onChange={(fechaDesde) => setMovFilter({ fechaDesde })}
                invalid={!rangoValido}
                data-testid="mov-desde"
              />
              <DateField
                label={t('inventario.movimientos.hasta')}
                value={filter.fechaHasta}
                onChange={(fechaHasta) => setMovFilter({ fechaHasta })}
                invalid={!rangoValido}
                data-testid="mov-hasta"
              />
              <Button
                variant="outline"
                onClick={() => {
                  setMovProducto(null);
                  setPickerKey((k) => k + 1);
                  setMovFilter({ productoId: null, tipo: null, fechaDesde: '', fechaHasta: '' });
                }}
              >
                {t('inventario.movimientos.limpiar')}
              </Button>
            </HStack>
            {!rangoValido && (
              <Text color="fg.error" role="alert">
                {t('inventario.movimientos.rangoInvalido')}
              </Text>
            )}
            <Box position="relative" minH="6rem">
              <LoadingOverlay active={movimientos.isFetching && !movimientos.data} />
              {movimientosFailure.error !== null && (
                <Text color="fg.error" role="alert">
                  {t('inventario.movimientos.errorCargar')}
                  {movimientosFailure.error ? `: ${movimientosFailure.error}` : ''}
                </Text>
              )}
              {movimientos.data && rangoValido && <MovimientosTable movimientos={movimientos.data.items} />}
            </Box>
            {movimientos.data && rangoValido && (
              <Pager pagina={filter.pagina} total={movimientos.data.total} limite={LIMITE} onPage={(p) => setFilter((f) => ({ ...f, pagina: p }))} testId="list-pager" />
            )}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      <AjusteStockDialog
        producto={ajustando}
        onClose={() => setAjustando(null)}
        onDone={(result) => {
          const p = ajustando;
          setAjustando(null);
          if (p) {
            const stock = `${quantity(result.stockActual)} ${t(`inventario.unidades.${p.unidadMedida}`)}`;
            notify({ severity: 'success', message: t('inventario.ajuste.guardado', { producto: p.nombre, stock }) });
          }
        }}
      />
    </Box>
  );
}
