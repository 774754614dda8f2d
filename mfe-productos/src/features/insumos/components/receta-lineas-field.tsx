import { Button, Field, IconButton, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import type { Insumo, Preparacion } from '@resto/shared/contracts';
import { RECETA_LINEAS_MAX } from '@resto/shared/contracts';
import { unidadesPara } from '@resto/shared/rules';
import { useMoney, useValidationText } from '@resto/shared/sales-ui';
import { componenteDeInsumo, componenteDePreparacion, nuevaLinea, unidadDe, type RecetaLineaForm } from './receta-lineas';

/** The part of a form that holds recipe lines. */
export interface ConLineas {
  lineas: RecetaLineaForm[];
}

export interface RecetaLineasFieldProps {
  control: Control<ConLineas>;
  register: UseFormRegister<ConLineas>;
  setValue: UseFormSetValue<ConLineas>;
  errors: FieldErrors<ConLineas>;
  /** The lines as typed now (the component decides each line's units). */
  lineas: readonly RecetaLineaForm[];
  insumos: readonly Insumo[];
  /** Preparations a line may use (without the one being edited). */
  preparaciones: readonly Preparacion[];
  /** Each line's live cost in minor units (null while it cannot be computed); absent without productos.costos. */
  costos?: readonly (number | null)[] | undefined;
}

/**
 * A recipe's lines: an ingredient or a preparation, the quantity in a unit that converts to the
 * component's (unidadesPara), and the waste %; each line's cost beside it for who may see costs.
 */
export function RecetaLineasField({ control, register, setValue, errors, lineas, insumos, preparaciones, costos }: RecetaLineasFieldProps) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const errorText = useValidationText();
  const { fields, append, remove } = useFieldArray({ control, name: 'lineas' });
  const lineError = (i: number, name: keyof RecetaLineaForm) => errors.lineas?.[i]?.[name];
  return (
    <Stack gap={2}>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={t('insumos.lineas.titulo')}>
        <Table.Root size="sm" minW={costos ? '46rem' : '40rem'} data-testid="receta-lineas">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('insumos.lineas.componente')}</Table.ColumnHeader>
              <Table.ColumnHeader w="8rem">{t('insumos.lineas.cantidad')}</Table.ColumnHeader>
              <Table.ColumnHeader w="8rem">{t('insumos.lineas.unidad')}</Table.ColumnHeader>
              <Table.ColumnHeader w="6rem">{t('insumos.lineas.merma')}</Table.ColumnHeader>
              {costos && (
                <Table.ColumnHeader w="8rem" textAlign="end">
                  {t('insumos.lineas.costo')}
                </Table.ColumnHeader>
              )}
              <Table.ColumnHeader w="3rem" />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {fields.map((f, i) => {
              const unidad = unidadDe(lineas[i]?.componente ?? '', insumos, preparaciones);
              const costo = costos?.[i];
              return (
                <Table.Row key={f.id} data-testid="receta-linea" verticalAlign="top">
                  <Table.Cell>
                    <Field.Root invalid={!!lineError(i, 'componente')}>
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field
                          {...register(`lineas.${i}.componente`, {
                            // A line starts in its component's own unit.
                            onChange: (e: { target: { value: string } }) => {
                              const propia = unidadDe(e.target.value, insumos, preparaciones);
                              if (propia) setValue(`lineas.${i}.unidad`, propia);
                            },
                          })}
                          aria-label={t('insumos.lineas.componenteN', { n: i + 1 })}
                          data-testid="linea-componente"
                        >
                          <option value="">{t('insumos.lineas.elegir')}</option>
                          <optgroup label={t('insumos.lineas.insumos')}>
                            {insumos.map((c) => (
                              <option key={c.id} value={componenteDeInsumo(c.id)}>
                                {c.nombre}
                              </option>
                            ))}
                          </optgroup>
                          {preparaciones.length > 0 && (
                            <optgroup label={t('insumos.lineas.preparaciones')}>
                              {preparaciones.map((p) => (
                                <option key={p.id} value={componenteDePreparacion(p.id)}>
                                  {p.nombre}
                                </option>
                              ))}
                            </optgroup>
                          )}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      <Field.ErrorText>{errorText(lineError(i, 'componente'))}</Field.ErrorText>
                    </Field.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <Field.Root invalid={!!lineError(i, 'cantidad')}>
                      <Input size="sm" inputMode="decimal" autoComplete="off" {...register(`lineas.${i}.cantidad`)} aria-label={t('insumos.lineas.cantidadN', { n: i + 1 })} />
                      <Field.ErrorText>{errorText(lineError(i, 'cantidad'))}</Field.ErrorText>
                    </Field.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <Field.Root invalid={!!lineError(i, 'unidad')}>
                      <NativeSelect.Root size="sm" disabled={unidad === null}>
                        <NativeSelect.Field {...register(`lineas.${i}.unidad`)} aria-label={t('insumos.lineas.unidadN', { n: i + 1 })} data-testid="linea-unidad">
                          {(unidad ? unidadesPara(unidad) : []).map((u) => (
                            <option key={u} value={u}>
                              {t(`insumos.unidades.${u}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      <Field.ErrorText>{errorText(lineError(i, 'unidad'))}</Field.ErrorText>
                    </Field.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <Field.Root invalid={!!lineError(i, 'merma')}>
                      <Input
                        size="sm"
                        inputMode="decimal"
                        autoComplete="off"
                        placeholder="0"
                        {...register(`lineas.${i}.merma`)}
                        aria-label={t('insumos.lineas.mermaN', { n: i + 1 })}
                      />
                      <Field.ErrorText>{errorText(lineError(i, 'merma'))}</Field.ErrorText>
                    </Field.Root>
                  </Table.Cell>
                  {costos && (
                    <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="linea-costo">
                      {costo == null ? '—' : money(costo)}
                    </Table.Cell>
                  )}
                  <Table.Cell>
                    <IconButton size="xs" variant="ghost" colorPalette="red" onClick={() => remove(i)} aria-label={t('insumos.lineas.quitarN', { n: i + 1 })}>
                      ✕
                    </IconButton>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {fields.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          {t('insumos.lineas.vacio')}
        </Text>
      )}
      {errors.lineas?.root?.message || errors.lineas?.message ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errorText(errors.lineas.root ?? errors.lineas)}
        </Text>
      ) : null}
      <Button size="sm" variant="outline" alignSelf="flex-start" disabled={fields.length >= RECETA_LINEAS_MAX} onClick={() => append(nuevaLinea())} data-testid="agregar-linea">
        {t('insumos.lineas.agregar')}
      </Button>
    </Stack>
  );
}
