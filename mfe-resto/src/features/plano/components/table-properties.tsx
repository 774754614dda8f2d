import { Button, Card, Checkbox, Field, Heading, Input, NativeSelect, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESA_FORMAS, MESA_TAMANOS, mesaInputSchema } from '@resto/shared/contracts';
import { zoneLabel, type TableShape, type TableSize } from '@resto/shared/rules';
import { TextCounter, textMaxLength, useNumberFields, type NumberFields } from '@resto/shared/sales-ui';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { EditorMesa, MesaPatch } from '../plan-editor';

export interface TablePropertiesProps {
  mesa: EditorMesa | null;
  zonas: readonly string[];
  /** The number repeats another table's (shown under the field). */
  duplicated: boolean;
  onChange: (patch: MesaPatch) => void;
  onDelete: () => void;
}

/** The selected table's number, name, capacity, zone, shape, size and reserved state, and deleting it. */
export function TableProperties({ mesa, zonas, duplicated, onChange, onDelete }: TablePropertiesProps) {
  const { t } = useTranslation();
  if (!mesa) {
    return (
      <Card.Root variant="subtle" data-testid="mesa-propiedades">
        <Card.Body>
          <Text color="fg.muted">{t('resto.editor.elegirMesa')}</Text>
        </Card.Body>
      </Card.Root>
    );
  }
  return <TableForm key={mesa.key} mesa={mesa} zonas={zonas} duplicated={duplicated} onChange={onChange} onDelete={onDelete} />;
}

interface TableValues {
  numero: string;
  nombre: string;
  capacidad: string;
  zona: string;
  forma: TableShape;
  tam: TableSize;
  reservada: boolean;
}

const NOMBRE_MAX_LENGTH = textMaxLength(mesaInputSchema.shape.nombre);

/** Each field as PUT /mesas/bulk takes it; numbers typed the way the venue writes them. */
function tableFieldSchemas(fields: NumberFields, t: (key: string) => string) {
  const capacidadInvalida = t('resto.editor.capacidadInvalida');
  return {
    numero: fields.number(0, { blank: null }).pipe(
      z
        .number()
        .int()
        .gt(0, { error: t('resto.editor.numeroInvalido') }),
    ),
    capacidad: fields.number(0, { blank: null }).pipe(z.number().int().min(1, { error: capacidadInvalida }).max(50, { error: capacidadInvalida })),
    // The contract's name: trimmed, blank is none, with its limit.
    nombre: z.string().transform((text, ctx) => {
      const parsed = mesaInputSchema.shape.nombre.safeParse(text);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }),
  };
}

function valuesOf(mesa: EditorMesa, fields: NumberFields): TableValues {
  return {
    numero: fields.numberText(mesa.numero, 0),
    nombre: mesa.nombre ?? '',
    capacidad: String(mesa.capacidad),
    zona: mesa.zona,
    forma: mesa.forma,
    tam: mesa.tam,
    reservada: mesa.estado === 'reservada',
  };
}

/**
 * The properties as one form: every field applies to the plan as soon as it is valid (the plan
 * follows what is typed); a text that is not valid says why and goes back to the table's value
 * when the field is left.
 */
function TableForm({ mesa, zonas, duplicated, onChange, onDelete }: TablePropertiesProps & { mesa: EditorMesa }) {
  const { t } = useTranslation();
  const fields = useNumberFields();
  const schemas = useMemo(() => tableFieldSchemas(fields, t), [fields, t]);
  const schema = useMemo(() => z.object({ ...schemas, zona: z.string(), forma: z.enum(MESA_FORMAS), tam: z.enum(MESA_TAMANOS), reservada: z.boolean() }), [schemas]);
  const { register, control, subscribe, setValue, clearErrors, getValues, formState } = useForm<TableValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: valuesOf(mesa, fields),
  });
  const { errors } = formState;
  const nombre = useWatch({ control, name: 'nombre' });

  // Each change of a field's value goes to the plan (subscribe: no re-render of the form for it).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (name === 'numero' || name === 'capacidad' || name === 'nombre') {
            const parsed = schemas[name].safeParse(values[name]);
            if (parsed.success) onChange({ [name]: parsed.data });
          } else if (name === 'reservada') {
            onChange({ estado: values.reservada ? 'reservada' : 'disponible' });
          } else if (name === 'zona' || name === 'forma' || name === 'tam') {
            onChange({ [name]: values[name] });
          }
        },
      }),
    [subscribe, schemas, onChange],
  );

  // A new size brings its capacity: show the table's.
  useEffect(() => {
    const typed = schemas.capacidad.safeParse(getValues('capacidad'));
    if (!typed.success || typed.data !== mesa.capacidad) {
      setValue('capacidad', String(mesa.capacidad));
      clearErrors('capacidad');
    }
  }, [mesa.capacidad, schemas, getValues, setValue, clearErrors]);

  /** Leaving a field with a text that is not valid shows the table's value again. */
  const restore = (name: 'numero' | 'capacidad') => () => {
    if (schemas[name].safeParse(getValues(name)).success) return;
    setValue(name, name === 'numero' ? fields.numberText(mesa.numero, 0) : String(mesa.capacidad));
    clearErrors(name);
  };

  const numeroError = errors.numero?.message ?? (duplicated ? t('resto.editor.numeroRepetido', { numero: mesa.numero }) : null);

  return (
    <Card.Root data-testid="mesa-propiedades">
      <Card.Body>
        <Stack gap={4}>
          <Heading as="h2" size="md">
            {t('resto.editor.mesaN', { numero: mesa.numero })}
            {mesa.nombre ? ` · ${mesa.nombre}` : ''}
          </Heading>
          <Field.Root invalid={numeroError !== null}>
            <Field.Label>{t('resto.editor.numero')}</Field.Label>
            <Input size="sm" inputMode="numeric" autoComplete="off" data-testid="prop-numero" {...register('numero', { onBlur: restore('numero') })} />
            {numeroError && <Field.ErrorText>{numeroError}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={!!errors.nombre}>
            <Field.Label>{t('resto.editor.nombre')}</Field.Label>
            <Input size="sm" autoComplete="off" maxLength={NOMBRE_MAX_LENGTH} data-testid="prop-nombre" {...register('nombre')} />
            {NOMBRE_MAX_LENGTH !== undefined && <TextCounter length={nombre.length} max={NOMBRE_MAX_LENGTH} testId="prop-nombre-counter" />}
            <Field.ErrorText>{errors.nombre?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.capacidad}>
            <Field.Label>{t('resto.editor.capacidad')}</Field.Label>
            <Input size="sm" inputMode="numeric" autoComplete="off" data-testid="prop-capacidad" {...register('capacidad', { onBlur: restore('capacidad') })} />
            <Field.ErrorText>{errors.capacidad?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('resto.editor.zona')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field data-testid="prop-zona" {...register('zona')}>
                {zonas.map((z) => (
                  <option key={z} value={z}>
                    {zoneLabel(z)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Controller
            control={control}
            name="forma"
            render={({ field }) => (
              <Field.Root>
                <Field.Label>{t('resto.editor.forma')}</Field.Label>
                <SegmentGroup.Root size="sm" value={field.value} onValueChange={(e) => field.onChange(e.value as TableShape)} data-testid="prop-forma">
                  <SegmentGroup.Indicator />
                  <SegmentGroup.Items
                    items={[
                      { value: 'circular', label: t('resto.editor.redonda') },
                      { value: 'cuadrada', label: t('resto.editor.cuadrada') },
                    ]}
                  />
                </SegmentGroup.Root>
              </Field.Root>
            )}
          />
          <Controller
            control={control}
            name="tam"
            render={({ field }) => (
              <Field.Root>
                <Field.Label>{t('resto.editor.tamano')}</Field.Label>
                <SegmentGroup.Root size="sm" value={field.value} onValueChange={(e) => field.onChange(e.value as TableSize)} data-testid="prop-tam">
                  <SegmentGroup.Indicator />
                  <SegmentGroup.Items
                    items={[
                      { value: 'chica', label: t('resto.editor.chica') },
                      { value: 'grande', label: t('resto.editor.grande') },
                    ]}
                  />
                </SegmentGroup.Root>
              </Field.Root>
            )}
          />
          <Controller
            control={control}
            name="reservada"
            render={({ field }) => (
              <Field.Root>
                <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} data-testid="prop-reservada">
                  <Checkbox.HiddenInput onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('resto.editor.reservada')}</Checkbox.Label>
                </Checkbox.Root>
                <Field.HelperText>{t('resto.editor.reservadaAyuda')}</Field.HelperText>
              </Field.Root>
            )}
          />
          <Text fontSize="xs" color="fg.muted">
            {t('resto.editor.moverAyuda')}
          </Text>
          <Button variant="outline" colorPalette="red" onClick={onDelete} data-testid="prop-eliminar">
            {t('resto.editor.eliminarMesa')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
