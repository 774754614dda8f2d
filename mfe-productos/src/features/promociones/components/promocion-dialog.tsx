import { Alert, Button, Checkbox, Field, Input, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CANALES_VENTA, TIPOS_PROMOCION, type Promocion } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { AppDialog, ShortcutKey, useHotkeys, useValidationText } from '@resto/shared/sales-ui';
import { CheckboxGroupField, notify } from '@resto/shared/ui';
import { useSavePromocion } from '../api/promociones-api';
import { PromocionAlcanceField } from './promocion-alcance-field';
import { formDefaults, promocionFormSchema, toBody, type PromocionFormInput, type PromocionFormValues } from './promocion-form';

const DIAS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface PromocionDialogProps {
  /** The promotion to edit, or null to create one. */
  promocion: Promocion | null;
  onClose: () => void;
}

export function PromocionDialog({ promocion, onClose }: PromocionDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open onClose={onClose} title={t(promocion ? 'promociones.editar' : 'promociones.nueva')} size="lg" testId="promocion-dialog">
      <PromocionForm promocion={promocion} onDone={onClose} />
    </AppDialog>
  );
}

function PromocionForm({ promocion, onDone }: { promocion: Promocion | null; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  // One id per dialog: a retry after a timeout is the same save, never a second promotion.
  const [clientMutationId] = useState(newClientMutationId);
  const save = useSavePromocion();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<PromocionFormInput, unknown, PromocionFormValues>({ resolver: zodResolver(promocionFormSchema), defaultValues: formDefaults(promocion) });
  const tipo = useWatch({ control, name: 'tipo' });
  const conHorario = useWatch({ control, name: 'conHorario' });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: promocion?.id ?? null, body: toBody(values, clientMutationId) });
      notify({ severity: 'success', message: t(promocion ? 'promociones.actualizada' : 'promociones.creada') });
      onDone();
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : t('promociones.errorGuardar'));
    }
  });
  useHotkeys({ 'Control+Enter': () => void submit() });

  const check = (name: 'conHorario' | 'activa') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t(`promociones.campos.${name}`)}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <Field.Root invalid={!!errors.nombre} required>
          <Field.Label>{t('promociones.campos.nombre')}</Field.Label>
          <Input autoComplete="off" autoFocus maxLength={80} placeholder={t('promociones.campos.nombreAyuda')} {...register('nombre')} />
          <Field.ErrorText>{errorText(errors.nombre)}</Field.ErrorText>
        </Field.Root>
        <Controller
          control={control}
          name="tipo"
          render={({ field }) => (
            <RadioGroup.Root value={field.value} onValueChange={(e) => field.onChange(e.value)}>
              <Stack gap={2}>
                <RadioGroup.Label>{t('promociones.campos.tipo')}</RadioGroup.Label>
                {TIPOS_PROMOCION.map((m) => (
                  <RadioGroup.Item key={m} value={m}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(`promociones.tipos.${m}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          )}
        />
        {tipo === 'nxm' ? (
          <SimpleGrid columns={2} gap={3}>
            {(['lleva', 'paga'] as const).map((name) => (
              <Field.Root key={name} invalid={!!errors[name]} required>
                <Field.Label>{t(`promociones.campos.${name}`)}</Field.Label>
                <Input inputMode="numeric" autoComplete="off" {...register(name)} />
                <Field.ErrorText>{errorText(errors[name])}</Field.ErrorText>
              </Field.Root>
            ))}
          </SimpleGrid>
        ) : (
          <Field.Root invalid={!!errors.porcentaje} required>
            <Field.Label>{t('promociones.campos.porcentaje')}</Field.Label>
            <Input inputMode="decimal" autoComplete="off" {...register('porcentaje')} />
            <Field.HelperText>{t('promociones.campos.porcentajeAyuda')}</Field.HelperText>
            <Field.ErrorText>{errorText(errors.porcentaje)}</Field.ErrorText>
          </Field.Root>
        )}
        <PromocionAlcanceField control={control} errors={errors} setValue={setValue} />
        <Controller
          control={control}
          name="canales"
          render={({ field }) => (
            <CheckboxGroupField
              legend={t('promociones.campos.canales')}
              options={CANALES_VENTA}
              value={field.value}
              onChange={field.onChange}
              label={(c) => t(`listasPrecios.canales.${c}`)}
              testId="promocion-canales"
              error={errorText(errors.canales)}
            />
          )}
        />
        {check('conHorario')}
        {conHorario && (
          <Stack gap={3}>
            <Controller
              control={control}
              name="dias"
              render={({ field }) => (
                <CheckboxGroupField
                  legend={t('promociones.campos.dias')}
                  options={DIAS}
                  value={field.value as (typeof DIAS)[number][]}
                  onChange={field.onChange}
                  label={(d) => t(`listasPrecios.dias.${d}`)}
                  testId="promocion-dias"
                  error={errorText(errors.dias)}
                />
              )}
            />
            <SimpleGrid columns={2} gap={3}>
              {(['desde', 'hasta'] as const).map((name) => (
                <Field.Root key={name} invalid={!!errors[name]}>
                  <Field.Label>{t(`promociones.campos.${name}`)}</Field.Label>
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
        {check('activa')}
        {serverError && (
          <Alert.Root status="error" data-testid="promocion-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <Stack direction="row" justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onDone}>
            {t('common.cancelar')} <ShortcutKey k="Esc" />
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-promocion">
            {t('common.guardar')} <ShortcutKey k="Ctrl+Enter" />
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
