import { Box, Button, Checkbox, Field, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RECETA_LINEAS_MAX, type Insumo, type Preparacion } from '@resto/shared/contracts';
import { unidadesPara, type InsumoUnidad } from '@resto/shared/rules';
import { useMoney, useValidationText } from '@resto/shared/sales-ui';
import { componenteDeInsumo, componenteDePreparacion, unidadDe } from './receta-lineas';

/** What the editor reads and writes of a line, whichever form keeps it (a dish's recipe, a modifier option's, a preparation's). */
export interface LineaEditable {
  /** 'i:<insumoId>', 'p:<preparacionId>', or '' before one is chosen. */
  componente: string;
  /** The component's name as the api gave it: shown while it is not among the active ones. */
  nombre?: string;
  cantidad: string;
  /** '' until a component is chosen. */
  unidad: string;
  mermaPorcentaje: string;
  /** On a modifier option: the option takes this component out of the dish. */
  quitar?: boolean;
}

/** A component as the choice lists it. */
const opcion = (value: string, c: { nombre: string; unidad: InsumoUnidad }) => ({ value, nombre: c.nombre, unidad: c.unidad });

type LineErrors = Partial<Record<keyof LineaEditable | 'root', FieldError>> & { message?: string; type?: string };
type ArrayErrors = readonly (LineErrors | undefined)[] & { root?: FieldError; message?: string };

export interface RecetaLineasFieldProps<L extends LineaEditable> {
  lineas: readonly L[];
  onChange: (lineas: L[]) => void;
  /** A new empty line of the form's own shape. */
  nueva: () => L;
  /** The form's errors of the lines (react-hook-form's, by index, and the list's own). */
  errors?: unknown;
  insumos: readonly Insumo[];
  /** Preparations a line may use (a preparation being edited is left out of its own lines). */
  preparaciones: readonly Preparacion[];
  /** Each line's cost in minor units (null while it cannot be computed); absent without productos.costos: no cost shown. */
  costos?: readonly (number | null)[] | undefined;
  /** A modifier option's lines: each may take its component out of the dish instead. */
  quitable?: boolean;
  testId?: string;
}

/**
 * A recipe's lines, for a dish, a modifier option and a preparation alike: an ingredient or a
 * preparation (the active ones; a line's own stays listed by its name), its net quantity in a unit
 * it converts to (unidadesPara), the waste percent over it, and what the line costs beside it for
 * who may see costs.
 */
export function RecetaLineasField<L extends LineaEditable>({
  lineas,
  onChange,
  nueva,
  errors,
  insumos,
  preparaciones,
  costos,
  quitable = false,
  testId = 'receta-lineas',
}: RecetaLineasFieldProps<L>) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const errorText = useValidationText();
  const lineErrors = (errors ?? []) as ArrayErrors;
  const set = (index: number, patch: Partial<LineaEditable>) => onChange(lineas.map((l, i) => (i === index ? ({ ...l, ...patch } as L) : l)));
  // The active ones to choose from; the preparations' group only when there are any.
  const grupos = [
    { label: t('insumos.lineas.insumos'), componentes: insumos.filter((i) => i.activo).map((i) => opcion(componenteDeInsumo(i.id), i)) },
    { label: t('insumos.lineas.preparaciones'), componentes: preparaciones.filter((p) => p.activo).map((p) => opcion(componenteDePreparacion(p.id), p)) },
  ].filter((g, i) => i === 0 || g.componentes.length > 0);
  const choose = (index: number, componente: string) => {
    const unidad = unidadDe(componente, insumos, preparaciones);
    const nombre = grupos.flatMap((g) => g.componentes).find((c) => c.value === componente)?.nombre;
    // A line starts in its component's own unit.
    set(index, { componente, nombre: nombre ?? '', unidad: unidad ?? lineas[index]!.unidad });
  };
  const listError = lineErrors.root ?? (lineErrors.message ? (lineErrors as unknown as FieldError) : undefined);
  return (
    <Stack gap={2} data-testid={testId} role="group" aria-label={t('insumos.lineas.titulo')}>
      {lineas.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          {t('insumos.lineas.vacio')}
        </Text>
      )}
      {lineas.map((l, index) => {
        const n = index + 1;
        const unidad = unidadDe(l.componente, insumos, preparaciones);
        // A component no longer listed keeps the unit it was saved in; a line with none chosen offers none yet.
        const unidades: readonly string[] = unidad ? unidadesPara(unidad) : l.componente !== '' && l.unidad ? [l.unidad] : [];
        const costo = costos?.[index] ?? null;
        const e = lineErrors[index];
        const listed = grupos.some((g) => g.componentes.some((c) => c.value === l.componente));
        return (
          <Box key={index} borderWidth="1px" borderRadius="md" p={2} data-testid="receta-linea">
            <HStack gap={2} align="flex-start" wrap="wrap">
              <Field.Root invalid={!!e?.componente} flex="3" minW="12rem">
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field aria-label={t('insumos.lineas.componenteN', { n })} value={l.componente} onChange={(ev) => choose(index, ev.target.value)}>
                    <option value="">{t('insumos.lineas.elegir')}</option>
                    {!listed && l.componente !== '' && <option value={l.componente}>{l.nombre || l.componente}</option>}
                    {grupos.map((g) => (
                      <optgroup key={g.label} label={g.label}>
                        {g.componentes.map((c) => (
                          <option key={c.value} value={c.value}>
                            {c.nombre} ({t(`insumos.unidades.${c.unidad}`)})
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{errorText(e?.componente)}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!e?.cantidad} flex="1" minW="6rem">
                <Input
                  size="sm"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t('insumos.lineas.cantidad')}
                  aria-label={t('insumos.lineas.cantidadN', { n })}
                  value={l.quitar ? '' : l.cantidad}
                  disabled={l.quitar}
                  onChange={(ev) => set(index, { cantidad: ev.target.value })}
                />
                <Field.ErrorText>{errorText(e?.cantidad)}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!e?.unidad} width="6.5rem">
                <NativeSelect.Root size="sm" disabled={l.quitar || unidades.length === 0}>
                  <NativeSelect.Field aria-label={t('insumos.lineas.unidadN', { n })} value={l.unidad} onChange={(ev) => set(index, { unidad: ev.target.value })}>
                    {unidades.map((u) => (
                      <option key={u} value={u}>
                        {t(`insumos.unidades.${u}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{errorText(e?.unidad)}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!e?.mermaPorcentaje} width="6.5rem">
                <Input
                  size="sm"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t('insumos.lineas.merma')}
                  aria-label={t('insumos.lineas.mermaN', { n })}
                  value={l.mermaPorcentaje}
                  disabled={l.quitar}
                  onChange={(ev) => set(index, { mermaPorcentaje: ev.target.value })}
                />
                <Field.ErrorText>{errorText(e?.mermaPorcentaje)}</Field.ErrorText>
              </Field.Root>
              {quitable && (
                <Checkbox.Root size="sm" mt={1.5} checked={l.quitar ?? false} onCheckedChange={(ev) => set(index, { quitar: ev.checked === true })}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('insumos.lineas.quitar')}</Checkbox.Label>
                </Checkbox.Root>
              )}
              {costos && (
                <Text minW="6rem" pt={1.5} fontSize="sm" textAlign="end" fontVariantNumeric="tabular-nums" data-testid="receta-linea-costo">
                  {l.quitar ? t('insumos.lineas.quita') : costo === null ? '—' : money(costo)}
                </Text>
              )}
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={t('insumos.lineas.quitarN', { n })}
                onClick={() => onChange(lineas.filter((_, i) => i !== index))}
              >
                ×
              </IconButton>
            </HStack>
            {e?.root?.message || (e?.message && !e.componente && !e.cantidad) ? (
              <Text color="fg.error" fontSize="sm">
                {errorText(e.root ?? (e as FieldError))}
              </Text>
            ) : null}
          </Box>
        );
      })}
      {listError?.message ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errorText(listError)}
        </Text>
      ) : null}
      <Button
        alignSelf="flex-start"
        size="xs"
        variant="outline"
        disabled={lineas.length >= RECETA_LINEAS_MAX}
        onClick={() => onChange([...lineas, nueva()])}
        data-testid="agregar-linea-receta"
      >
        {t('insumos.lineas.agregar')}
      </Button>
    </Stack>
  );
}
