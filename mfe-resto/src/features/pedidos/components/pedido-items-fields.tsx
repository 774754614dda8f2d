import { Box, Button, Field, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { api } from '@resto/shared/api-client';
import type { ModificadoresMenu } from '@resto/shared/contracts';
import { fromApi } from '@resto/shared/query';
import { toModifierRules, toggleModifier } from '@resto/shared/rules';
import { comboGruposDe, motivoNoDisponible, useMoney, useNoDisponible, useValidationText } from '@resto/shared/sales-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ComboPicker, ItemCombo, useCombosMenu } from './pedido-item-combo';

/**
 * The items of a counter, takeaway or delivery order, shared by the direct-order and the
 * booked-order forms: product, quantity and the product's options, chosen as chips; a combo's
 * choices (one option per group) are asked in the options dialog as the product is chosen.
 * A product, or a combo's component, that cannot be sold now ('86') is shown with the reason
 * and not offered, live on the tables' hub. The api checks the options and the choices (a required group missing is refused) and prices them.
 */
export const pedidoItemsSchema = z
  .array(
    z.object({
      productoId: z.coerce.number<string>().int().positive({ error: 'Elegí un producto' }),
      cantidad: z.coerce.number<string>().int({ error: 'La cantidad debe ser un entero mayor que 0' }).positive({ error: 'La cantidad debe ser un entero mayor que 0' }),
      modificadores: z.array(z.number().int().positive()),
      combo: z.array(z.object({ grupoId: z.number().int().positive(), opcionId: z.number().int().positive() })),
    }),
  )
  .min(1);

export type PedidoItemsForm = { items: z.input<typeof pedidoItemsSchema> };

export const NUEVO_ITEM: z.input<typeof pedidoItemsSchema>[number] = { productoId: '', cantidad: '1', modificadores: [], combo: [] };

/** The items as the api takes them. */
export function pedidoItemsBody(items: z.output<typeof pedidoItemsSchema>) {
  return items.map((i) => ({
    productoId: i.productoId,
    cantidad: i.cantidad,
    ...(i.modificadores.length > 0 ? { modificadores: i.modificadores } : {}),
    ...(i.combo.length > 0 ? { combo: i.combo } : {}),
  }));
}

/** Every product's groups, read once for both forms. */
function useModificadoresMenu() {
  return useQuery({ queryKey: ['productos', 'modificadores'], queryFn: fromApi((signal) => api.get<ModificadoresMenu>('/productos/modificadores', { signal })) });
}

/**
 * The items' field array (inside the form's FormProvider). `opciones`: the products to choose from
 * (with their price, shown in a combo's dialog). `paraAhora`: the order is made now, so what is sold
 * out now cannot be chosen; a scheduled order is made another day, when today's sold-out no longer
 * holds (the api checks it only for orders made now).
 */
export function PedidoItemsFields({ opciones, paraAhora = true }: { opciones: readonly { id: number; nombre: string; precio?: number | undefined }[]; paraAhora?: boolean }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const {
    control,
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<PedidoItemsForm>();
  const items = useFieldArray({ control, name: 'items' });
  const elegidos = useWatch({ control, name: 'items' });
  const combos = useCombosMenu();
  const noDisponibleAhora = useNoDisponible('mesas');
  const noDisponible = paraAhora ? noDisponibleAhora : () => undefined;
  const motivo = (productoId: number) => motivoNoDisponible(noDisponible(productoId), t);
  // The line whose combo choices are being asked.
  const [picking, setPicking] = useState<number | null>(null);
  const productoField = (index: number) =>
    register(`items.${index}.productoId`, {
      // Another product drops the choices of the one before; a combo asks its own at once.
      onChange: (e: { target: { value: string } }) => {
        setValue(`items.${index}.combo`, []);
        clearErrors(`items.${index}.combo`);
        if (comboGruposDe(combos.data, Number(e.target.value)).length > 0) setPicking(index);
      },
    });
  return (
    <>
      {items.fields.map((field, index) => (
        <Stack key={field.id} gap={1} data-testid="pedido-item">
          <HStack gap={3} align="start" wrap="wrap">
            <Field.Root maxW="24rem" flex="1" minW="12rem" invalid={!!errors.items?.[index]?.productoId} required>
              <Field.Label>{t('pedidos.reservas.producto')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...productoField(index)}>
                  <option value="">{t('pedidos.reservas.elegirProducto')}</option>
                  {opciones.map((p) => {
                    const m = motivo(p.id);
                    // The line's own product stays chosen (an order being edited); the api refuses what cannot be made.
                    return (
                      <option key={p.id} value={p.id} disabled={m !== null && String(elegidos[index]?.productoId) !== String(p.id)}>
                        {m ? `${p.nombre} · ${m}` : p.nombre}
                      </option>
                    );
                  })}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {motivo(Number(elegidos[index]?.productoId)) && (
                <Text fontSize="sm" color="fg.error" data-testid="pedido-item-no-disponible">
                  {motivo(Number(elegidos[index]?.productoId))}
                </Text>
              )}
              <Field.ErrorText>{errorText(errors.items?.[index]?.productoId)}</Field.ErrorText>
            </Field.Root>
            <Field.Root maxW="8rem" invalid={!!errors.items?.[index]?.cantidad} required>
              <Field.Label>{t('pedidos.reservas.cantidad')}</Field.Label>
              <Input inputMode="numeric" {...register(`items.${index}.cantidad`)} />
              <Field.ErrorText>{errorText(errors.items?.[index]?.cantidad)}</Field.ErrorText>
            </Field.Root>
            {items.fields.length > 1 && (
              <IconButton mt={6} variant="ghost" aria-label={t('pedidos.reservas.quitarItem')} onClick={() => items.remove(index)}>
                ×
              </IconButton>
            )}
          </HStack>
          <ItemCombo index={index} onPick={setPicking} />
          <ItemModificadores index={index} />
        </Stack>
      ))}
      <ComboPicker index={picking} opciones={opciones} noDisponible={noDisponible} onClose={() => setPicking(null)} />
      <HStack>
        <Button variant="outline" size="sm" onClick={() => items.append({ ...NUEVO_ITEM })}>
          {t('pedidos.reservas.agregarItem')}
        </Button>
      </HStack>
    </>
  );
}

/** The chosen product's groups as chips: a one-choice group swaps, the others stop at their maximum. */
function ItemModificadores({ index }: { index: number }) {
  const { t } = useTranslation();
  const { money, currency } = useMoney();
  const { control } = useFormContext<PedidoItemsForm>();
  const productoId = Number(useWatch({ control, name: `items.${index}.productoId` }));
  const menu = useModificadoresMenu();
  const grupos = menu.data?.find((m) => m.productoId === productoId)?.grupos ?? [];
  if (grupos.length === 0) return null;
  const rules = toModifierRules(grupos, currency);
  return (
    <Controller
      control={control}
      name={`items.${index}.modificadores`}
      render={({ field }) => (
        <Stack gap={1} pl={2} borderLeftWidth="2px" data-testid="pedido-item-modificadores-form">
          {rules.map((g) => (
            <Box key={g.id}>
              <Text fontSize="sm" fontWeight="semibold">
                {g.nombre}{' '}
                <Text as="span" fontWeight="normal" color="fg.muted">
                  {g.minimo > 0 ? t('pedidos.modificadores.obligatorio', { count: g.maximo }) : t('pedidos.modificadores.opcional', { count: g.maximo })}
                </Text>
              </Text>
              <HStack gap={1} wrap="wrap">
                {g.opciones
                  .filter((o) => o.activo)
                  .map((o) => {
                    const on = field.value.includes(o.id);
                    return (
                      <Button
                        key={o.id}
                        size="xs"
                        variant={on ? 'solid' : 'outline'}
                        colorPalette={on ? 'primary' : 'gray'}
                        aria-pressed={on}
                        onClick={() => field.onChange(toggleModifier(rules, field.value, o.id))}
                      >
                        {o.nombre}
                        {o.precioDeltaMinor > 0 ? ` +${money(o.precioDeltaMinor)}` : ''}
                      </Button>
                    );
                  })}
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    />
  );
}
