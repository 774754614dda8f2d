import { Badge, Box, Button, HStack, Input, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ProductoVenta } from '@resto/shared/contracts';
import { queryFailure } from '@resto/shared/query';
import { canAddProduct } from '@resto/shared/rules';
import { useListKeys, useMoney } from '@resto/shared/sales-ui';
import { usePermission } from '@resto/shared/session';
import { notify } from '@resto/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoDisponible, useToggleDisponible } from '../api/disponibilidad';
import { useProductosFrecuentes } from '../api/get-productos-frecuentes';
import { useSalonPrice, type PreciosBus } from '../api/precios-vigentes';
import { useProductSearch } from '../api/search-productos';

export interface ProductAdderProps {
  /** The product at the price it sells at now (its price list's, when one applies). */
  onPick: (producto: ProductoVenta) => void;
  /** The realtime bus (tests give a fake one). */
  bus?: PreciosBus;
}

/** The price list's name beside a price, as the comanda's lines show it. */
function ListaBadge({ lista }: { lista: string | undefined }) {
  if (!lista) return null;
  return (
    <Badge size="xs" colorPalette="purple" variant="subtle" data-testid="producto-lista-precio">
      {lista}
    </Badge>
  );
}

/** Marks each product found sold out or back on sale ('86'), for those who edit products. */
function DisponibilidadActions({ productos, agotado }: { productos: readonly ProductoVenta[]; agotado: (id: number) => boolean }) {
  const { t } = useTranslation();
  const toggle = useToggleDisponible();
  const [busy, setBusy] = useState<number | null>(null);
  const run = async (p: ProductoVenta) => {
    setBusy(p.id);
    const result = await toggle(p.id, agotado(p.id)).finally(() => setBusy(null));
    if (!result.success) notify({ severity: 'error', message: result.message ?? t('resto.productos.errorDisponibilidad') });
  };
  return (
    <Wrap gap={1.5} align="center" data-testid="disponibilidad-acciones">
      <Text fontSize="xs" color="fg.muted">
        {t('resto.productos.disponibilidad')}
      </Text>
      {productos.map((p) => (
        <Button
          key={p.id}
          size="xs"
          variant="outline"
          colorPalette={agotado(p.id) ? 'green' : 'red'}
          loading={busy === p.id}
          onClick={() => void run(p)}
          data-testid="disponibilidad-toggle"
        >
          {t(agotado(p.id) ? 'resto.productos.disponibleNombre' : 'resto.productos.marcarAgotadoNombre', { nombre: p.nombre })}
        </Button>
      ))}
    </Wrap>
  );
}

/**
 * Product search (arrows choose, Enter picks) and the venue's frequent products as one-tap buttons.
 * A product that cannot be sold now stays in sight, greyed with the reason, and is not picked.
 */
export function ProductAdder({ onPick, bus }: ProductAdderProps) {
  const { t } = useTranslation();
  const { amount } = useMoney();
  const listPrice = useSalonPrice(bus);
  const noDisponible = useNoDisponible(bus);
  const canEdit = usePermission('productos.editar');
  const [text, setText] = useState('');
  const search = useProductSearch(text);
  const results = search.data ?? [];
  const frecuentes = useProductosFrecuentes();
  const canPick = (p: ProductoVenta) => canAddProduct(p) && !noDisponible(p.id);
  /** Why the product cannot be added, or null. */
  const motivo = (p: ProductoVenta): string | null => {
    const d = noDisponible(p.id);
    if (d && !d.disponible) return t('resto.productos.agotado');
    if (d?.insumoFaltante) return t('resto.productos.sinInsumo', { insumo: d.insumoFaltante });
    return canAddProduct(p) ? null : t('resto.productos.sinStock');
  };
  const pick = (p: ProductoVenta | undefined) => {
    if (!p || !canPick(p)) return;
    setText('');
    onPick(listPrice(p));
  };
  const { active, setActive, onKeyDown } = useListKeys(results.length, search.q, (i) => pick(results[i]));
  const optionId = (id: number) => `resto-producto-${id}`;

  return (
    <Stack gap={3} as="section" aria-label={t('resto.productos.titulo')}>
      <Input
        placeholder={t('resto.productos.buscar')}
        aria-label={t('resto.productos.buscar')}
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls="resto-productos-resultados"
        aria-activedescendant={results[active] ? optionId(results[active].id) : undefined}
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        data-testid="producto-buscar"
      />
      {search.q !== '' && (
        <Box id="resto-productos-resultados" role="listbox" aria-label={t('resto.productos.resultados')} borderWidth="1px" borderRadius="md" maxH="60" overflowY="auto">
          {search.loading && results.length === 0 && <Spinner size="sm" m={2} />}
          {search.error && (
            <Text color="fg.error" px={3} py={2}>
              {search.error}
            </Text>
          )}
          {!search.loading && !search.error && results.length === 0 && (
            <Text color="fg.muted" px={3} py={2}>
              {t('resto.productos.sinResultados', { q: search.q })}
            </Text>
          )}
          {results.map((p, i) => {
            const disabled = !canPick(p);
            const priced = listPrice(p);
            return (
              <HStack
                key={p.id}
                id={optionId(p.id)}
                role="option"
                aria-selected={i === active}
                aria-disabled={disabled || undefined}
                justify="space-between"
                px={3}
                py={2}
                cursor={disabled ? 'not-allowed' : 'pointer'}
                opacity={disabled ? 0.5 : 1}
                bg={i === active ? 'primary.subtle' : undefined}
                onMouseEnter={() => setActive(i)}
                onClick={() => pick(p)}
                data-testid="producto-opcion"
              >
                <Stack gap={0} minW={0}>
                  <Text fontWeight="medium" truncate>
                    {p.nombre}
                  </Text>
                  <HStack gap={2} fontSize="xs" color="fg.muted">
                    {p.categoria && <Text>{p.categoria}</Text>}
                    {p.esPorPeso && <Badge size="sm">{t(`resto.unidades.${p.unidadMedida}`)}</Badge>}
                    {disabled && (
                      <Text color="fg.error" data-testid="producto-motivo">
                        {motivo(p)}
                      </Text>
                    )}
                  </HStack>
                </Stack>
                <HStack gap={1}>
                  <ListaBadge lista={priced.listaPrecio} />
                  <Text fontWeight="semibold" whiteSpace="nowrap">
                    {amount(priced.precio)}
                  </Text>
                </HStack>
              </HStack>
            );
          })}
        </Box>
      )}
      {canEdit && search.q !== '' && results.length > 0 && <DisponibilidadActions productos={results} agotado={(id) => noDisponible(id)?.disponible === false} />}
      <Stack gap={2}>
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
          {t('resto.productos.frecuentes')}
        </Text>
        {frecuentes.error && <Text color="fg.error">{queryFailure(frecuentes.error).error}</Text>}
        {frecuentes.data?.length === 0 && <Text color="fg.muted">{t('resto.productos.sinFrecuentes')}</Text>}
        <Wrap gap={1.5} data-testid="frecuentes">
          {frecuentes.data
            ?.map((producto) => listPrice(producto))
            .map((p) => (
              <Button
                key={p.id}
                variant="outline"
                size="xs"
                maxW="full"
                disabled={!canPick(p)}
                onClick={() => pick(p)}
                aria-label={`${p.nombre} ${motivo(p) ?? amount(p.precio)}${p.listaPrecio ? ` ${p.listaPrecio}` : ''}`}
                data-testid="frecuente"
              >
                <Text as="span" truncate maxW="14rem" fontWeight="medium">
                  {p.nombre}
                </Text>
                <Text as="span" color="fg.muted">
                  {motivo(p) ?? amount(p.precio)}
                </Text>
                <ListaBadge lista={p.listaPrecio} />
              </Button>
            ))}
        </Wrap>
      </Stack>
    </Stack>
  );
}
