import { Button, Field, HStack, IconButton, Input, RadioGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CURSOS, type ComboGrupo, type ModificadorGrupo, type ProductoVenta } from '@resto/shared/contracts';
import {
  checkModifierSelection,
  comboElecciones,
  COMMENT_MAX_LENGTH,
  lineAmount,
  normalizeComment,
  QUANTITY_DECIMALS,
  toComboRules,
  toMinor,
  toModifierRules,
  type ModifierGroupRule,
} from '@resto/shared/rules';
import {
  AppDialog,
  comboFieldSchema,
  comboGruposDe,
  combosMenuQuery,
  combosNoDisponibles,
  gruposDe,
  modificadoresMenuQuery,
  ModifierGroupsField,
  modifiersFieldSchema,
  useMoney,
  useNumberFields,
  type NumberFields,
} from '@resto/shared/sales-ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AddItemInput } from '../api/add-item';
import { useNoDisponible, type DisponibilidadBus } from '../api/disponibilidad';
import { CommentField } from './comment-field';

export interface AddItemDialogProps {
  /** The product being added; null keeps the dialog closed. */
  producto: ProductoVenta | null;
  onClose: () => void;
  /** Adds it; resolves true when the draft took it. */
  onAdd: (input: AddItemInput) => Promise<boolean>;
  /** Where a combo's components' availability is heard (the page's hub by default). */
  bus?: DisponibilidadBus;
}

/**
 * How many of a product to add (a weight for products sold by weight), its options (the
 * product's modifier groups, a required one must be chosen), a combo's choices (one per group)
 * and its note for the kitchen.
 */
export function AddItemDialog({ producto, onClose, onAdd, bus }: AddItemDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={producto !== null} onClose={onClose} title={producto ? t('resto.agregar.titulo', { producto: producto.nombre }) : ''} size="lg" testId="add-item-dialog">
      {producto && <AddItemBody key={producto.id} producto={producto} onClose={onClose} onAdd={onAdd} bus={bus} />}
    </AppDialog>
  );
}

/** The form once the product's groups are known (the menu of groups is read once for every product). */
function AddItemBody({ producto, onClose, onAdd, bus }: { producto: ProductoVenta; onClose: () => void; onAdd: AddItemDialogProps['onAdd']; bus?: DisponibilidadBus | undefined }) {
  const { t } = useTranslation();
  const menu = useQuery(modificadoresMenuQuery);
  const combos = useQuery(combosMenuQuery);
  if (menu.isPending || combos.isPending) {
    return (
      <HStack gap={2} color="fg.muted" data-testid="add-item-cargando">
        <Spinner size="sm" />
        <Text>{t('salesUi.modificadores.cargando')}</Text>
      </HStack>
    );
  }
  // Unread groups: the product is offered as it is, and the api says which option it needs.
  return (
    <>
      {(menu.isError || combos.isError) && (
        <Text color="fg.warning" fontSize="sm" mb={3}>
          {t('salesUi.modificadores.errorCargar')}
        </Text>
      )}
      <AddItemForm producto={producto} grupos={gruposDe(menu.data, producto.id)} comboGrupos={comboGruposDe(combos.data, producto.id)} onClose={onClose} onAdd={onAdd} bus={bus} />
    </>
  );
}

/** When the line goes to the kitchen: now, or held for its course until it is fired. */
const CUANDO = ['ahora', ...CURSOS] as const;

interface AddItemValues {
  cantidad: string;
  notas: string;
  modificadores: number[];
  combo: number[];
  cuando: (typeof CUANDO)[number];
}

/**
 * Whole units, or a weight with up to 3 decimals, typed the way the venue writes numbers
 * ('1.500' units, '0,25' kg), above 0; the note as the kitchen gets it.
 */
function addItemSchema(
  producto: ProductoVenta,
  rules: readonly ModifierGroupRule[],
  comboRules: readonly ModifierGroupRule[],
  noDisponibles: ReadonlyMap<number, string>,
  fields: NumberFields,
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  const porPeso = producto.esPorPeso;
  const invalid = t(porPeso ? 'resto.agregar.pesoInvalido' : 'resto.agregar.cantidadInvalida');
  const cantidad = fields.number(porPeso ? QUANTITY_DECIMALS : 0).pipe(z.number().gt(0, { error: invalid }));
  return z
    .object({
      cantidad,
      notas: z.string().max(COMMENT_MAX_LENGTH),
      modificadores: modifiersFieldSchema(rules, t),
      combo: comboFieldSchema(comboRules, t, noDisponibles),
      cuando: z.enum(CUANDO),
    })
    .transform(({ cantidad: value, notas, modificadores, combo, cuando }): AddItemInput => ({
      productoId: producto.id,
      ...(porPeso ? { peso: value } : { cantidad: value }),
      notas: normalizeComment(notas),
      ...(modificadores.length > 0 ? { modificadores } : {}),
      ...(comboRules.length > 0 ? { combo: comboElecciones(chosen(comboRules, combo)) } : {}),
      ...(cuando === 'ahora' ? {} : { curso: cuando, enEspera: true }),
    }));
}

/** The options chosen of the groups, in the groups' order (none when the choice is incomplete: the schema refused it). */
function chosen(rules: readonly ModifierGroupRule[], ids: readonly number[]) {
  const check = checkModifierSelection(rules, ids);
  return check.ok ? check.chosen : [];
}

function AddItemForm({
  producto,
  grupos,
  comboGrupos,
  onClose,
  onAdd,
  bus,
}: {
  producto: ProductoVenta;
  grupos: readonly ModificadorGrupo[];
  comboGrupos: readonly ComboGrupo[];
  onClose: () => void;
  onAdd: AddItemDialogProps['onAdd'];
  bus?: DisponibilidadBus | undefined;
}) {
  const { t } = useTranslation();
  const { money, quantity, currency } = useMoney();
  const fields = useNumberFields();
  const porPeso = producto.esPorPeso;
  const rules = useMemo(() => toModifierRules(grupos, currency), [grupos, currency]);
  const comboRules = useMemo(() => toComboRules(comboGrupos, currency), [comboGrupos, currency]);
  // A combo's component sold out or short of an ingredient is shown greyed and not taken, live on the hub.
  const noDisponible = useNoDisponible(bus);
  const noDisponibles = useMemo(() => combosNoDisponibles(comboGrupos, noDisponible, t), [comboGrupos, noDisponible, t]);
  const schema = useMemo(() => addItemSchema(producto, rules, comboRules, noDisponibles, fields, t), [producto, rules, comboRules, noDisponibles, fields, t]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AddItemValues, unknown, AddItemInput>({
    resolver: zodResolver(schema),
    defaultValues: { cantidad: porPeso ? '' : '1', notas: '', modificadores: [], combo: [], cuando: 'ahora' },
  });
  const typed = fields.parse(useWatch({ control, name: 'cantidad' }), { decimals: porPeso ? QUANTITY_DECIMALS : 0 });
  const units = typed.ok && !porPeso ? Number(typed.scaled) : null;
  // The unit price with the options chosen so far, as shown; the api prices the line itself.
  const selected = useWatch({ control, name: 'modificadores' });
  const elegidos = useWatch({ control, name: 'combo' });
  const deltaOf = (of: readonly ModifierGroupRule[], ids: readonly number[]) =>
    of
      .flatMap((g) => g.opciones)
      .filter((o) => ids.includes(o.id))
      .reduce((sum, o) => sum + o.precioDeltaMinor, 0);
  const unitMinor = toMinor(producto.precio, currency) + deltaOf(rules, selected) + deltaOf(comboRules, elegidos);
  const conOpciones = rules.length > 0 || comboRules.length > 0;

  const submit = handleSubmit(async (input) => {
    if (await onAdd(input)) onClose();
  });

  const step = (direction: 1 | -1) => setValue('cantidad', fields.numberText(Math.max(1, (units ?? 1) + direction), 0), { shouldValidate: !!errors.cantidad });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <Text color="fg.muted" data-testid="add-item-precio">
          {porPeso
            ? t('resto.agregar.precioPorUnidad', { precio: money(unitMinor), unidad: t(`resto.unidades.${producto.unidadMedida}`) })
            : conOpciones
              ? t('salesUi.modificadores.precioUnitario', { precio: money(unitMinor) })
              : money(unitMinor)}
        </Text>
        {comboRules.length > 0 && (
          <Controller
            control={control}
            name="combo"
            render={({ field }) => (
              <ModifierGroupsField groups={comboRules} value={field.value} onChange={field.onChange} error={errors.combo?.message} unavailable={noDisponibles} />
            )}
          />
        )}
        {rules.length > 0 && (
          <Controller
            control={control}
            name="modificadores"
            render={({ field }) => <ModifierGroupsField groups={rules} value={field.value} onChange={field.onChange} error={errors.modificadores?.message} />}
          />
        )}
        <Field.Root invalid={!!errors.cantidad}>
          <Field.Label>{porPeso ? t('resto.agregar.peso', { unidad: t(`resto.unidades.${producto.unidadMedida}`) }) : t('resto.agregar.cantidad')}</Field.Label>
          <HStack gap={2}>
            {!porPeso && (
              <IconButton variant="outline" aria-label={t('resto.items.menos')} disabled={units === null || units <= 1} onClick={() => step(-1)}>
                −
              </IconButton>
            )}
            <Input
              autoFocus
              w={porPeso ? '10rem' : '5rem'}
              textAlign="center"
              inputMode={porPeso ? 'decimal' : 'numeric'}
              autoComplete="off"
              onFocus={(e) => e.currentTarget.select()}
              data-testid="add-item-cantidad"
              {...register('cantidad')}
            />
            {!porPeso && (
              <IconButton variant="outline" aria-label={t('resto.items.mas')} onClick={() => step(1)}>
                +
              </IconButton>
            )}
          </HStack>
          <Field.ErrorText>{errors.cantidad?.message}</Field.ErrorText>
          {porPeso && typed.ok && typed.scaled > 0n && (
            <Field.HelperText>{t('resto.agregar.importe', { importe: money(lineAmount(unitMinor, Number(typed.scaled))), peso: quantity(typed.value) })}</Field.HelperText>
          )}
        </Field.Root>
        <Controller
          control={control}
          name="notas"
          render={({ field }) => <CommentField label={t('resto.agregar.notas')} value={field.value} onChange={field.onChange} suggestions testId="add-item-notas" />}
        />
        {/* A course held until the waiter or the cashier fires it (the kitchen sees it greyed). */}
        <Controller
          control={control}
          name="cuando"
          render={({ field }) => (
            <RadioGroup.Root value={field.value} onValueChange={(e) => field.onChange(e.value)} name={field.name} size="sm" data-testid="add-item-cuando">
              <RadioGroup.Label>{t('resto.agregar.cuando')}</RadioGroup.Label>
              <HStack gap={4} mt={2} wrap="wrap">
                {CUANDO.map((c) => (
                  <RadioGroup.Item key={c} value={c} minH="44px">
                    <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{c === 'ahora' ? t('resto.agregar.ahora') : t(`resto.cursos.${c}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
              {field.value !== 'ahora' && (
                <Text fontSize="sm" color="fg.muted" mt={1}>
                  {t('resto.agregar.enEsperaAyuda')}
                </Text>
              )}
            </RadioGroup.Root>
          )}
        />
        {/* Kept in view at the bottom of a long form (options, quantity, note) on a phone. Down to the dialog's edge: the body's bottom padding would show the form scrolling under it. */}
        <HStack justify="flex-end" gap={2} position="sticky" bottom={-6} bg="bg.panel" pt={2} pb={6} mb={-6} zIndex={1}>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancelar')}
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="add-item-confirm">
            {t('resto.agregar.confirmar')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
