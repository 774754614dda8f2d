import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ComboEleccion, ComboGrupo } from '@resto/shared/contracts';
import { ComboComponents, comboGruposDe, combosMenuQuery, ModifierPickerDialog, type NoDisponible } from '@resto/shared/sales-ui';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch, type FieldError, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/*
 * A combo line of a counter, takeaway or delivery order: its choices (one option per group) are
 * asked in the desks' options dialog, shown under the line as the components they name, and sent
 * as `combo`; the api checks and prices them again.
 */

/** The part of the orders' forms a combo line reads and writes. */
interface ComboItemsForm {
  items: { productoId: string | number; combo: ComboEleccion[] }[];
}

/** Every active combo's groups, read once for the order's lines. */
export function useCombosMenu() {
  return useQuery(combosMenuQuery);
}

/** The components a line's choices name, as the line shows them (a choice no longer offered is left out). */
export function componentesDe(grupos: readonly ComboGrupo[], combo: readonly ComboEleccion[]) {
  return combo.flatMap((c) => {
    const opcion = grupos.find((g) => g.id === c.grupoId)?.opciones.find((o) => o.id === c.opcionId);
    return opcion ? [{ grupoId: c.grupoId, nombre: opcion.nombre, recargo: opcion.recargo }] : [];
  });
}

/** The first of a combo's groups its line has no choice of, or null. */
export function grupoSinEleccion(grupos: readonly ComboGrupo[], combo: readonly ComboEleccion[]): string | null {
  return grupos.find((g) => !combo.some((c) => c.grupoId === g.id))?.nombre ?? null;
}

/**
 * The check of the order's combo lines before it is sent: each line of a combo missing a group's
 * choice is marked with the group's message; true when every combo line has its choices.
 */
export function useComboCheck<F extends ComboItemsForm>(setError: UseFormSetError<F>) {
  const { t } = useTranslation();
  const combos = useCombosMenu();
  return (items: readonly { productoId: number; combo: readonly ComboEleccion[] }[]): boolean => {
    let ok = true;
    items.forEach((item, index) => {
      const falta = grupoSinEleccion(comboGruposDe(combos.data, item.productoId), item.combo);
      if (!falta) return;
      ok = false;
      (setError as UseFormSetError<ComboItemsForm>)(`items.${index}.combo`, { type: 'custom', message: t('salesUi.combo.falta', { grupo: falta }) });
    });
    return ok;
  };
}

/** Under a combo line: the components chosen, the button that (re)opens the choices and a missing choice's message. */
export function ItemCombo({ index, onPick }: { index: number; onPick: (index: number) => void }) {
  const { t } = useTranslation();
  const {
    control,
    formState: { errors },
  } = useFormContext<ComboItemsForm>();
  const productoId = Number(useWatch({ control, name: `items.${index}.productoId` }));
  const combo = useWatch({ control, name: `items.${index}.combo` });
  const grupos = comboGruposDe(useCombosMenu().data, productoId);
  if (grupos.length === 0) return null;
  const error = errors.items?.[index]?.combo as FieldError | undefined;
  return (
    <Stack gap={1} pl={2} borderLeftWidth="2px" data-testid="pedido-item-combo">
      <ComboComponents componentes={componentesDe(grupos, combo)} />
      <HStack>
        <Button size="xs" variant="outline" onClick={() => onPick(index)} data-testid="pedido-item-combo-elegir">
          {combo.length > 0 ? t('pedidos.combo.cambiar') : t('pedidos.combo.elegir')}
        </Button>
      </HStack>
      {error?.message && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error.message}
        </Text>
      )}
    </Stack>
  );
}

/** The options dialog of the combo line being chosen (`index`), closed while null. */
export function ComboPicker({
  index,
  opciones,
  noDisponible,
  onClose,
}: {
  index: number | null;
  opciones: readonly { id: number; nombre: string; precio?: number | undefined }[];
  /** Why a component cannot be sold now: it is shown greyed and not taken. */
  noDisponible: NoDisponible;
  onClose: () => void;
}) {
  const { control, setValue, clearErrors } = useFormContext<ComboItemsForm>();
  const items = useWatch({ control, name: 'items' });
  const productoId = index === null ? NaN : Number(items[index]?.productoId);
  const grupos = comboGruposDe(useCombosMenu().data, productoId);
  const producto = opciones.find((o) => o.id === productoId);
  return (
    <ModifierPickerDialog
      producto={index !== null && producto && grupos.length > 0 ? { id: producto.id, nombre: producto.nombre, precio: producto.precio ?? 0 } : null}
      // The combo's own options, if it has any, are the line's chips.
      grupos={[]}
      comboGrupos={grupos}
      noDisponible={noDisponible}
      onClose={onClose}
      onConfirm={(choice) => {
        if (index === null) return;
        setValue(`items.${index}.combo`, choice.combo ?? [], { shouldDirty: true });
        clearErrors(`items.${index}.combo`);
        onClose();
      }}
    />
  );
}
