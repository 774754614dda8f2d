import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ComboEleccion, ComboGrupo } from '../../contracts/combos';
import type { ModificadorGrupo } from '../../contracts/modificadores';
import { checkModifierSelection, comboElecciones, toComboRules, toMinor, toModifierRules, type ChosenModifier, type ModifierGroupRule } from '../../rules';
import { AppDialog } from '../app-dialog';
import { comboFieldSchema, combosNoDisponibles, type NoDisponible } from '../combos/combo-selection';
import { useMoney } from '../use-money';
import { ModifierGroupsField } from './modifier-groups-field';
import { modifiersFieldSchema } from './modifier-selection';

/** What was chosen: the options' ids (what the api takes) and the options as the line shows them. */
export interface ModifierChoice {
  modificadores: number[];
  chosen: ChosenModifier[];
  /** The product's price plus the options' deltas, in minor units: shown only, the api prices the line. */
  unitPriceMinor: number;
  /** A combo's choices, one per group (only for a combo), and its components as the line shows them. */
  combo?: ComboEleccion[];
  componentes?: ChosenModifier[];
}

export interface ModifierPickerDialogProps {
  /** The product being added (price as the api sends it); null keeps the dialog closed. */
  producto: { id: number; nombre: string; precio: number } | null;
  /** Its groups as the api sends them. */
  grupos: readonly ModificadorGrupo[];
  /** A combo's groups (one option each, with its surcharge); none for a simple product. */
  comboGrupos?: readonly ComboGrupo[] | undefined;
  /** Why a combo's component cannot be sold now (the screen's read of the availability, live on the hub); it is shown greyed and not taken. */
  noDisponible?: NoDisponible | undefined;
  onClose: () => void;
  onConfirm: (choice: ModifierChoice) => void;
}

/**
 * The options of a product before it joins a sale. A required group must have its
 * choice ('Agregar' says which one is missing and adds nothing); a group never takes more than its
 * maximum; a product with optional groups only is added as it is with one confirmation. The
 * button shows the unit price with the extras chosen.
 */
export function ModifierPickerDialog({ producto, grupos, comboGrupos, noDisponible, onClose, onConfirm }: ModifierPickerDialogProps) {
  return (
    <AppDialog open={producto !== null} onClose={onClose} title={producto?.nombre ?? ''} size="lg" testId="modificadores-dialog">
      {producto && (
        <PickerForm key={producto.id} producto={producto} grupos={grupos} comboGrupos={comboGrupos} noDisponible={noDisponible} onClose={onClose} onConfirm={onConfirm} />
      )}
    </AppDialog>
  );
}

/** What the options chosen so far add to the unit price, in minor units. */
function chosenDeltaMinor(rules: readonly ModifierGroupRule[], selected: readonly number[]): number {
  return rules
    .flatMap((g) => g.opciones)
    .filter((o) => selected.includes(o.id))
    .reduce((sum, o) => sum + o.precioDeltaMinor, 0);
}

function PickerForm({
  producto,
  grupos,
  comboGrupos,
  noDisponible,
  onClose,
  onConfirm,
}: Omit<ModifierPickerDialogProps, 'producto'> & { producto: NonNullable<ModifierPickerDialogProps['producto']> }) {
  const { t } = useTranslation();
  const { money, currency } = useMoney();
  const rules = useMemo(() => toModifierRules(grupos, currency), [grupos, currency]);
  const comboRules = useMemo(() => toComboRules(comboGrupos ?? [], currency), [comboGrupos, currency]);
  // Read again when the availability changes (the screens' read follows the hub's event).
  const noDisponibles = useMemo(() => combosNoDisponibles(comboGrupos ?? [], noDisponible, t), [comboGrupos, noDisponible, t]);
  const schema = useMemo(
    () => z.object({ combo: comboFieldSchema(comboRules, t, noDisponibles), modificadores: modifiersFieldSchema(rules, t) }),
    [comboRules, rules, t, noDisponibles],
  );
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { combo: [], modificadores: [] } });
  // While a choice is incomplete the price shown is the one of what is chosen so far (combo and
  // modifier options are told apart by their field: their ids may be equal).
  const deltaMinor = chosenDeltaMinor(rules, useWatch({ control, name: 'modificadores' })) + chosenDeltaMinor(comboRules, useWatch({ control, name: 'combo' }));
  const unitPriceMinor = toMinor(producto.precio, currency) + deltaMinor;

  const submit = handleSubmit(({ combo, modificadores }) => {
    const check = checkModifierSelection(rules, modificadores);
    const choices = checkModifierSelection(comboRules, combo);
    if (!check.ok || !choices.ok) return;
    onConfirm({
      modificadores: check.chosen.map((c) => c.opcionId),
      chosen: check.chosen,
      unitPriceMinor: toMinor(producto.precio, currency) + check.deltaMinor + choices.deltaMinor,
      ...(comboRules.length > 0 ? { combo: comboElecciones(choices.chosen), componentes: choices.chosen } : {}),
    });
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('salesUi.modificadores.grupos', { producto: producto.nombre })}>
      <Stack gap={5}>
        {comboRules.length > 0 && (
          <Controller
            control={control}
            name="combo"
            render={({ field }) => (
              <ModifierGroupsField groups={comboRules} value={field.value} onChange={field.onChange} error={errors.combo?.message} size="md" unavailable={noDisponibles} />
            )}
          />
        )}
        <Controller
          control={control}
          name="modificadores"
          render={({ field }) => <ModifierGroupsField groups={rules} value={field.value} onChange={field.onChange} error={errors.modificadores?.message} size="md" />}
        />
        <Text color="fg.muted" fontSize="sm" data-testid="modificadores-precio">
          {t('salesUi.modificadores.precioUnitario', { precio: money(unitPriceMinor) })}
        </Text>
        {/* Kept in view at the bottom of a long list of options (a phone). Down to the dialog's edge: the body's bottom padding would show the form scrolling under it. */}
        <HStack justify="flex-end" gap={2} position="sticky" bottom={-6} bg="bg.panel" pt={2} pb={6} mb={-6} zIndex={1}>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancelar')}
          </Button>
          <Button type="submit" colorPalette="primary" data-testid="modificadores-agregar">
            {t('salesUi.modificadores.agregar', { precio: money(unitPriceMinor) })}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
