import { Combobox, createListCollection, Portal } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@resto/shared/sales-ui';
import { useProductos } from '../../productos';

export interface ProductoElegido {
  id: number;
  nombre: string;
}

export interface ProductoPickerProps {
  label: string;
  value: ProductoElegido | null;
  onChange: (producto: ProductoElegido | null) => void;
  testId?: string;
}

/**
 * Chooses one product by typing part of its name, barcode or SKU: the api searches (10 at a time),
 * so a catalogue of any size works; clearing the field means every product. The field starts from
 * `value`: a parent that changes it from outside gives the picker a new `key`.
 */
export function ProductoPicker({ label, value, onChange, testId }: ProductoPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState(value?.nombre ?? '');
  const q = useDebouncedValue(input, 200);
  const buscando = q.trim().length > 0 && q !== value?.nombre;
  const results = useProductos({
    q: buscando ? q : undefined,
    estado: 'todos',
    ordenarPor: 'nombre',
    ordenDireccion: 'asc',
    pagina: 1,
    limite: 10,
    bajoStock: false,
    controlaStock: true,
  });
  const found = buscando ? results.data?.items : undefined;
  const collection = useMemo(
    () =>
      createListCollection<ProductoElegido>({
        items: found ? found.map((p) => ({ id: p.id, nombre: p.nombre })) : value ? [value] : [],
        itemToString: (p) => p.nombre,
        itemToValue: (p) => String(p.id),
      }),
    [found, value],
  );

  return (
    <Combobox.Root
      collection={collection}
      width="16rem"
      maxW="full"
      defaultInputValue={value?.nombre ?? ''}
      onInputValueChange={(e) => setInput(e.inputValue)}
      defaultValue={value ? [String(value.id)] : []}
      onValueChange={(e) => {
        const item = e.items[0] as ProductoElegido | undefined;
        onChange(item ? { id: item.id, nombre: item.nombre } : null);
      }}
      data-testid={testId}
    >
      <Combobox.Label>{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder={t('inventario.movimientos.todosProductos')} data-testid={testId ? `${testId}-input` : undefined} />
        <Combobox.IndicatorGroup>
          <Combobox.ClearTrigger aria-label={t('inventario.movimientos.todosProductos')} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>{buscando && results.isFetching ? t('inventario.movimientos.buscandoProducto') : t('inventario.movimientos.sinProductos')}</Combobox.Empty>
            {collection.items.map((p) => (
              <Combobox.Item key={p.id} item={p}>
                {p.nombre}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
