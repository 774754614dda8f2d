import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ModificadorGrupo } from '../../contracts/modificadores';
import { checkModifierSelection, toMinor, toModifierRules, type ChosenModifier } from '../../rules';
import { AppDialog } from '../app-dialog';
import { useMoney } from '../use-money';
import { ModifierGroupsField } from './modifier-groups-field';
import { modifiersFieldSchema } from './modifier-selection';

/** What was chosen: the options' ids (what the api takes) and the options as the line shows them. */
export interface ModifierChoice {
  modificadores: number[];
  chosen: ChosenModifier[];
  /** The product's price plus the options' deltas, in minor units: shown only, the api prices the line. */
  unitPriceMinor: number;
}

export interface ModifierPickerDialogProps {
  /** The product being added (price as the api sends it); null keeps the dialog closed. */
  producto: { id: number; nombre: string; precio: number } | null;
  /** Its groups as the api sends them. */
  grupos: readonly ModificadorGrupo[];
  onClose: () => void;
  onConfirm: (choice: ModifierChoice) => void;
}

/**
 * The options of a product before it joins a sale. A required group must have its
 * choice ('Agregar' says which one is missing and adds nothing); a group never takes more than its
 * maximum; a product with optional groups only is added as it is with one confirmation. The
 * button shows the unit price with the extras chosen.
 */
export function ModifierPickerDialog({ producto, grupos, onClose, onConfirm }: ModifierPickerDialogProps) {
  return (
    <AppDialog open={producto !== null} onClose={onClose} title={producto?.nombre ?? ''} size="lg" testId="modificadores-dialog">
      {producto && <PickerForm key={producto.id} producto={producto} grupos={grupos} onClose={onClose} onConfirm={onConfirm} />}
    </AppDialog>
  );
}

function PickerForm({ producto, grupos, onClose, onConfirm }: Omit<ModifierPickerDialogProps, 'producto'> & { producto: NonNullable<ModifierPickerDialogProps['producto']> }) {
  const { t } = useTranslation();
  const { money, currency } = useMoney();
  const rules = useMemo(() => toModifierRules(grupos, currency), [grupos, currency]);
  const schema = useMemo(() => z.object({ modificadores: modifiersFieldSchema(rules, t) }), [rules, t]);
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { modificadores: [] } });
  const selected = useWatch({ control, name: 'modificadores' });
  // While a choice is incomplete the price shown is the one of what is chosen so far.
  const deltaMinor = rules
    .flatMap((g) => g.opciones)
    .filter((o) => selected.includes(o.id))
    .reduce((sum, o) => sum + o.precioDeltaMinor, 0);
  const unitPriceMinor = toMinor(producto.precio, currency) + deltaMinor;

  const submit = handleSubmit(({ modificadores }) => {
    const check = checkModifierSelection(rules, modificadores);
    if (!check.ok) return;
    onConfirm({ modificadores: check.chosen.map((c) => c.opcionId), chosen: check.chosen, unitPriceMinor: toMinor(producto.precio, currency) + check.deltaMinor });
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('salesUi.modificadores.grupos', { producto: producto.nombre })}>
      <Stack gap={5}>
        <Controller
          control={control}
          name="modificadores"
          render={({ field }) => <ModifierGroupsField groups={rules} value={field.value} onChange={field.onChange} error={errors.modificadores?.message} size="md" />}
        />
        <Text color="fg.muted" fontSize="sm" data-testid="modificadores-precio">
          {t('salesUi.modificadores.precioUnitario', { precio: money(unitPriceMinor) })}
        </Text>
        {/* Kept in view at the bottom of a long list of options (a phone). */}
        <HStack justify="flex-end" gap={2} position="sticky" bottom={0} bg="bg.panel" py={2} zIndex={1}>
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
