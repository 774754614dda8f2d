import { Checkbox, Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCTO_ESTADOS, PRODUCTO_ORDENES, type Categoria, type Proveedor, type Subcategoria } from '@resto/shared/contracts';
import type { ProductosFilter } from '../api/get-productos';

export interface ProductosFiltersProps {
  text: string;
  onText: (text: string) => void;
  filter: ProductosFilter;
  /** Changes some filters (the page goes back to 1). */
  onChange: (patch: Partial<ProductosFilter>) => void;
  categorias: readonly Categoria[];
  subcategorias: readonly Subcategoria[];
  proveedores: readonly Proveedor[];
  searchRef?: RefObject<HTMLInputElement | null>;
}

const idOrUndefined = (v: string) => (v === '' ? undefined : Number(v));

function Select({ label, value, onChange, children, testId }: { label: string; value: string; onChange: (v: string) => void; children: React.ReactNode; testId: string }) {
  return (
    // Two a row on a phone, so the list stays in sight.
    <Field.Root w={{ base: 'calc(50% - 0.375rem)', sm: '12rem' }}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Text search, state, category, subcategory, supplier, low stock and sort of the product list. */
export function ProductosFilters({ text, onText, filter, onChange, categorias, subcategorias, proveedores, searchRef }: ProductosFiltersProps) {
  const { t } = useTranslation();
  const subOptions = filter.categoriaId ? subcategorias.filter((s) => s.categoriaId === filter.categoriaId) : subcategorias;
  return (
    <HStack gap={3} align="end" wrap="wrap" data-testid="productos-filters">
      <Field.Root w={{ base: 'full', md: '20rem' }}>
        <Field.Label fontSize="sm">{t('productos.filtros.buscar')}</Field.Label>
        <Input
          ref={searchRef}
          size="sm"
          type="search"
          placeholder={t('productos.filtros.buscarAyuda')}
          value={text}
          onChange={(e) => onText(e.target.value)}
          data-testid="productos-search"
        />
      </Field.Root>
      <Select label={t('productos.filtros.estado')} value={filter.estado} onChange={(v) => onChange({ estado: v as ProductosFilter['estado'] })} testId="filtro-estado">
        {PRODUCTO_ESTADOS.map((e) => (
          <option key={e} value={e}>
            {t(`productos.filtros.estados.${e}`)}
          </option>
        ))}
      </Select>
      <Select
        label={t('productos.campos.categoria')}
        value={filter.categoriaId ? String(filter.categoriaId) : ''}
        onChange={(v) => onChange({ categoriaId: idOrUndefined(v), subcategoriaId: undefined })}
        testId="filtro-categoria"
      >
        <option value="">{t('productos.filtros.todas')}</option>
        {categorias.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.nombre}
          </option>
        ))}
      </Select>
      <Select
        label={t('productos.campos.subcategoria')}
        value={filter.subcategoriaId ? String(filter.subcategoriaId) : ''}
        onChange={(v) => onChange({ subcategoriaId: idOrUndefined(v) })}
        testId="filtro-subcategoria"
      >
        <option value="">{t('productos.filtros.todas')}</option>
        {subOptions.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.nombre}
          </option>
        ))}
      </Select>
      <Select
        label={t('productos.campos.proveedor')}
        value={filter.proveedorId ? String(filter.proveedorId) : ''}
        onChange={(v) => onChange({ proveedorId: idOrUndefined(v) })}
        testId="filtro-proveedor"
      >
        <option value="">{t('productos.filtros.todos')}</option>
        {proveedores.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.nombre}
          </option>
        ))}
      </Select>
      <Select
        label={t('productos.filtros.ordenarPor')}
        value={`${filter.ordenarPor}:${filter.ordenDireccion}`}
        onChange={(v) => {
          const [ordenarPor, ordenDireccion] = v.split(':') as [ProductosFilter['ordenarPor'], ProductosFilter['ordenDireccion']];
          onChange({ ordenarPor, ordenDireccion });
        }}
        testId="filtro-orden"
      >
        {PRODUCTO_ORDENES.filter((o) => o !== 'urgencia').flatMap((o) =>
          (['asc', 'desc'] as const).map((d) => (
            <option key={`${o}:${d}`} value={`${o}:${d}`}>
              {t(`productos.filtros.ordenes.${o}_${d}`)}
            </option>
          )),
        )}
      </Select>
      <Checkbox.Root checked={filter.bajoStock === true} onCheckedChange={(e) => onChange({ bajoStock: e.checked === true })} pb={1} data-testid="filtro-bajo-stock">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('productos.filtros.bajoStock')}</Checkbox.Label>
      </Checkbox.Root>
    </HStack>
  );
}
