import { Alert, Button, Checkbox, Field, Input, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CANALES_VENTA, type ListaPrecio } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { AppDialog, ShortcutKey, useHotkeys, useValidationText } from '@resto/shared/sales-ui';
import { CheckboxGroupField, notify } from '@resto/shared/ui';
import { useSaveListaPrecio } from '../api/listas-precios-api';
import { formDefaults, listaPrecioFormSchema, toBody, type ListaPrecioFormInput, type ListaPrecioFormValues } from './lista-precio-form';
import { PreciosFijosField } from './precios-fijos-field';

const DIAS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface ListaPrecioDialogProps {
  /** The list to edit, or null to create one. */
  lista: ListaPrecio | null;
  onClose: () => void;
}

export function ListaPrecioDialog({ lista, onClose }: ListaPrecioDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open onClose={onClose} title={t(lista ? 'listasPrecios.editar' : 'listasPrecios.nueva')} size="lg" testId="lista-precio-dialog">
      <ListaPrecioForm lista={lista} onDone={onClose} />
    </AppDialog>
  );
}

function ListaPrecioForm({ lista, onDone }: { lista: ListaPrecio | null; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  // One id per dialog: a retry after a timeout is the same save, never a second list.
  const [clientMutationId] = useState(newClientMutationId);
  const save = useSaveListaPrecio();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ListaPrecioFormInput, unknown, ListaPrecioFormValues>({ resolver: zodResolver(listaPrecioFormSchema), defaultValues: formDefaults(lista) });
  const precios = useFieldArray({ control, name: 'precios' });
  const conHorario = useWatch({ control, name: 'conHorario' });
  const modo = useWatch({ control, name: 'modo' });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: lista?.id ?? null, body: toBody(values, clientMutationId) });
      notify({ severity: 'success', message: t(lista ? 'listasPrecios.actualizada' : 'listasPrecios.creada') });
      onDone();
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : t('listasPrecios.errorGuardar'));
    }
  });
  useHotkeys({ 'Control+Enter': () => void submit() });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          <Field.Root invalid={!!errors.nombre} required>
            <Field.Label>{t('listasPrecios.campos.nombre')}</Field.Label>
            <Input autoComplete="off" autoFocus maxLength={80} {...register('nombre')} />
            <Field.ErrorText>{errorText(errors.nombre)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.prioridad}>
            <Field.Label>{t('listasPrecios.campos.prioridad')}</Field.Label>
            <Input type="number" step={1} {...register('prioridad', { valueAsNumber: true })} />
            <Field.HelperText>{t('listasPrecios.campos.prioridadAyuda')}</Field.HelperText>
            <Field.ErrorText>{errorText(errors.prioridad)}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Controller
          control={control}
          name="canales"
          render={({ field }) => (
            <CheckboxGroupField
              legend={t('listasPrecios.campos.canales')}
              options={CANALES_VENTA}
              value={field.value}
              onChange={field.onChange}
              label={(c) => t(`listasPrecios.canales.${c}`)}
              testId="lista-canales"
              error={errorText(errors.canales)}
            />
          )}
        />
        <Controller
          control={control}
          name="conHorario"
          render={({ field }) => (
            <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('listasPrecios.campos.conHorario')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        {conHorario && (
          <Stack gap={3}>
            <Controller
              control={control}
              name="dias"
              render={({ field }) => (
                <CheckboxGroupField
                  legend={t('listasPrecios.campos.dias')}
                  options={DIAS}
                  value={field.value as (typeof DIAS)[number][]}
                  onChange={field.onChange}
                  label={(d) => t(`listasPrecios.dias.${d}`)}
                  testId="lista-dias"
                  error={errorText(errors.dias)}
                />
              )}
            />
            <SimpleGrid columns={2} gap={3}>
              {(['desde', 'hasta'] as const).map((name) => (
                <Field.Root key={name} invalid={!!errors[name]}>
                  <Field.Label>{t(`listasPrecios.campos.${name}`)}</Field.Label>
                  <Input type="time" {...register(name)} />
                  <Field.ErrorText>{errorText(errors[name])}</Field.ErrorText>
                </Field.Root>
              ))}
            </SimpleGrid>
            <Text fontSize="sm" color="fg.muted">
              {t('listasPrecios.campos.horarioAyuda')}
            </Text>
          </Stack>
        )}
        <Controller
          control={control}
          name="modo"
          render={({ field }) => (
            <RadioGroup.Root value={field.value} onValueChange={(e) => field.onChange(e.value)}>
              <Stack gap={2}>
                <RadioGroup.Label>{t('listasPrecios.campos.modo')}</RadioGroup.Label>
                {(['fijos', 'porcentaje'] as const).map((m) => (
                  <RadioGroup.Item key={m} value={m}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(m === 'fijos' ? 'listasPrecios.campos.modoFijos' : 'listasPrecios.campos.modoPorcentaje')}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          )}
        />
        {modo === 'porcentaje' ? (
          <Field.Root invalid={!!errors.ajustePorcentaje} required>
            <Field.Label>{t('listasPrecios.campos.ajustePorcentaje')}</Field.Label>
            <Input inputMode="decimal" autoComplete="off" {...register('ajustePorcentaje')} />
            <Field.HelperText>{t('listasPrecios.campos.ajusteAyuda')}</Field.HelperText>
            <Field.ErrorText>{errorText(errors.ajustePorcentaje)}</Field.ErrorText>
          </Field.Root>
        ) : (
          <PreciosFijosField
            fields={precios.fields}
            register={register}
            errors={errors}
            onAdd={(p) => precios.append({ productoId: p.id, producto: p.nombre, precio: String(p.precio) })}
            onRemove={precios.remove}
          />
        )}
        <Controller
          control={control}
          name="activa"
          render={({ field }) => (
            <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('listasPrecios.campos.activa')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        {serverError && (
          <Alert.Root status="error" data-testid="lista-precio-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <Stack direction="row" justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onDone}>
            {t('common.cancelar')} <ShortcutKey k="Esc" />
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-lista-precio">
            {t('common.guardar')} <ShortcutKey k="Ctrl+Enter" />
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
