import { Box, Button, Checkbox, Field, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Insumo, Preparacion } from '@resto/shared/contracts';
import { INSUMO_UNIDADES, unidadesCompatibles, unidadesPara, type InsumoUnidad, type RecetaContexto } from '@resto/shared/rules';
import { useMoney, useValidationText } from '@resto/shared/sales-ui';
import { costoLinea, idsDe, lineaEnVivo, nuevaLinea, type RecetaLineaForm } from './receta-form';

type LineErrors = Partial<Record<keyof RecetaLineaForm | 'root', FieldError>> & { message?: string; type?: string };

export interface RecetaLineasFieldProps {
  lineas: readonly RecetaLineaForm[];
  onChange: (lineas: RecetaLineaForm[]) => void;
  /** The form's errors of the lines (react-hook-form's, by index). */
  errors?: unknown;
  insumos: readonly Insumo[];
  preparaciones: readonly Preparacion[];
  /** The engine's view of the components to price the lines live; null shows no costs. */
  ctx: RecetaContexto | null;
  /** A modifier option's lines: each may take its component out of the dish instead. */
  quitable?: boolean;
  testId?: string;
}

/** The unit a component is measured in, for the line's compatible units. */
function unidadDe(componente: string, insumos: readonly Insumo[], preparaciones: readonly Preparacion[]): InsumoUnidad | null {
  const { insumoId, preparacionId } = idsDe(componente);
  if (insumoId !== null) return insumos.find((i) => i.id === insumoId)?.unidad ?? null;
  if (preparacionId !== null) return preparaciones.find((p) => p.id === preparacionId)?.unidad ?? null;
  return null;
}

/**
 * Recipe lines: an ingredient or a preparation, its net quantity in a unit it converts to, the
 * waste percent over it, and what the line costs at today's costs (when the user may see them).
 */
export function RecetaLineasField({ lineas, onChange, errors, insumos, preparaciones, ctx, quitable = false, testId = 'receta-lineas' }: RecetaLineasFieldProps) {
  const { t } = useTranslation();
  const { money, locale } = useMoney();
  const errorText = useValidationText();
  const lineErrors = (errors ?? []) as readonly (LineErrors | undefined)[];
  const set = (index: number, patch: Partial<RecetaLineaForm>) => onChange(lineas.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const choose = (index: number, componente: string) => {
    const unidad = unidadDe(componente, insumos, preparaciones);
    const current = lineas[index]!.unidad;
    const nombre = componente.startsWith('i:') ? insumos.find((x) => `i:${x.id}` === componente)?.nombre : preparaciones.find((x) => `p:${x.id}` === componente)?.nombre;
    set(index, { componente, nombre: nombre ?? '', unidad: unidad && !unidadesCompatibles(current, unidad) ? unidad : (unidad ?? current) });
  };
  const activos = insumos.filter((i) => i.activo);
  const preps = preparaciones.filter((p) => p.activo);
  return (
    <Stack gap={2} data-testid={testId}>
      {lineas.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          {t('productos.receta.sinLineas')}
        </Text>
      )}
      {lineas.map((l, index) => {
        const unidad = unidadDe(l.componente, insumos, preparaciones);
        const unidades = unidad ? unidadesPara(unidad) : [...INSUMO_UNIDADES];
        const live = ctx ? lineaEnVivo(l, locale) : null;
        const costo = live && ctx && !l.quitar ? costoLinea(live, ctx) : null;
        const e = lineErrors[index];
        const listed = activos.some((i) => `i:${i.id}` === l.componente) || preps.some((p) => `p:${p.id}` === l.componente);
        return (
          <Box key={index} borderWidth="1px" borderRadius="md" p={2} data-testid="receta-linea">
            <HStack gap={2} align="flex-start" wrap="wrap">
              <Field.Root invalid={!!e?.componente} flex="3" minW="12rem">
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field aria-label={t('productos.receta.componente')} value={l.componente} onChange={(ev) => choose(index, ev.target.value)}>
                    <option value="">{t('productos.receta.elegirComponente')}</option>
                    {!listed && l.componente !== '' && <option value={l.componente}>{l.nombre}</option>}
                    <optgroup label={t('productos.receta.insumos')}>
                      {activos.map((i) => (
                        <option key={i.id} value={`i:${i.id}`}>
                          {i.nombre} ({t(`productos.receta.unidades.${i.unidad}`)})
                        </option>
                      ))}
                    </optgroup>
                    {preps.length > 0 && (
                      <optgroup label={t('productos.receta.preparaciones')}>
                        {preps.map((p) => (
                          <option key={p.id} value={`p:${p.id}`}>
                            {p.nombre} ({t(`productos.receta.unidades.${p.unidad}`)})
                          </option>
                        ))}
                      </optgroup>
                    )}
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
                  placeholder={t('productos.receta.cantidad')}
                  aria-label={t('productos.receta.cantidad')}
                  value={l.quitar ? '' : l.cantidad}
                  disabled={l.quitar}
                  onChange={(ev) => set(index, { cantidad: ev.target.value })}
                />
                <Field.ErrorText>{errorText(e?.cantidad)}</Field.ErrorText>
              </Field.Root>
              <NativeSelect.Root size="sm" width="6.5rem" disabled={l.quitar}>
                <NativeSelect.Field aria-label={t('productos.receta.unidad')} value={l.unidad} onChange={(ev) => set(index, { unidad: ev.target.value as InsumoUnidad })}>
                  {unidades.map((u) => (
                    <option key={u} value={u}>
                      {t(`productos.receta.unidades.${u}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.Root invalid={!!e?.mermaPorcentaje} width="6.5rem">
                <Input
                  size="sm"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t('productos.receta.mermaCorta')}
                  aria-label={t('productos.receta.merma')}
                  value={l.mermaPorcentaje}
                  disabled={l.quitar}
                  onChange={(ev) => set(index, { mermaPorcentaje: ev.target.value })}
                />
                <Field.ErrorText>{errorText(e?.mermaPorcentaje)}</Field.ErrorText>
              </Field.Root>
              {quitable && (
                <Checkbox.Root size="sm" mt={1.5} checked={l.quitar} onCheckedChange={(ev) => set(index, { quitar: ev.checked === true })}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('productos.receta.quitar')}</Checkbox.Label>
                </Checkbox.Root>
              )}
              {ctx && (
                <Text minW="6rem" pt={1.5} fontSize="sm" textAlign="end" fontVariantNumeric="tabular-nums" data-testid="receta-linea-costo">
                  {l.quitar ? t('productos.receta.quita') : costo === null ? '—' : money(costo)}
                </Text>
              )}
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={t('productos.receta.quitarLinea')}
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
      <Button alignSelf="flex-start" size="xs" variant="outline" onClick={() => onChange([...lineas, nuevaLinea()])} data-testid="agregar-linea-receta">
        {t('productos.receta.agregarLinea')}
      </Button>
    </Stack>
  );
}
