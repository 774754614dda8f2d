import { Alert, Badge, Button, Field, Fieldset, HStack, Input, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ASISTENTE_PROVEEDORES, RETENCION_DIAS_MAX, RETENCION_DIAS_MIN, type AsistenteConfig } from '@resto/shared/contracts';
import { queryFailure } from '@resto/shared/query';
import { ConnectionErrorScreen, LoadingOverlay, notify } from '@resto/shared/ui';
import { saveAsistenteConfig, useAsistenteConfigQuery } from '../api/asistente-config';
import { registerAsistenteTranslations } from '../i18n';
import { saveFailureMessage } from '@resto/shared/api-client';

registerAsistenteTranslations();

/** The messages are i18n keys of the `asistenteAdmin` group. */
const formSchema = z
  .object({
    proveedor: z.enum(ASISTENTE_PROVEEDORES),
    baseUrl: z.string().trim(),
    modelo: z.string().trim(),
    apiKey: z.string().trim(),
    /** Whether the server already holds a key (then an empty field keeps it). */
    keySet: z.boolean(),
    guardarConversaciones: z.boolean(),
    retencionDias: z.coerce
      .number<string>()
      .int({ error: 'asistenteAdmin.retencionRango' })
      .min(RETENCION_DIAS_MIN, { error: 'asistenteAdmin.retencionRango' })
      .max(RETENCION_DIAS_MAX, { error: 'asistenteAdmin.retencionRango' }),
  })
  .superRefine((v, ctx) => {
    if (v.proveedor !== 'openai') return;
    if (!/^https?:\/\/[^\s/]+/i.test(v.baseUrl)) ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: 'asistenteAdmin.requerido' });
    if (!v.modelo) ctx.addIssue({ code: 'custom', path: ['modelo'], message: 'asistenteAdmin.requerido' });
    if (!v.apiKey && !v.keySet) ctx.addIssue({ code: 'custom', path: ['apiKey'], message: 'asistenteAdmin.requerido' });
  });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const toForm = (c: AsistenteConfig): FormInput => ({
  proveedor: c.proveedor,
  baseUrl: c.baseUrl ?? '',
  modelo: c.modelo ?? '',
  apiKey: '',
  keySet: c.apiKeyConfigurada,
  guardarConversaciones: c.guardarConversaciones,
  retencionDias: String(c.retencionDias),
});

function AsistenteForm({ config, onSaved }: { config: AsistenteConfig; onSaved: () => void }) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: toForm(config) });
  const openai = useWatch({ control, name: 'proveedor' }) === 'openai';
  const guardar = useWatch({ control, name: 'guardarConversaciones' });
  const message = (m?: string) => (m ? t(m) : undefined);

  const submit = handleSubmit(async (v) => {
    setServerError(null);
    const result = await saveAsistenteConfig({
      proveedor: v.proveedor,
      baseUrl: v.baseUrl || null,
      modelo: v.modelo || null,
      // Only a newly typed key replaces the stored one; it is never shown again.
      ...(v.apiKey ? { apiKey: v.apiKey } : {}),
      guardarConversaciones: v.guardarConversaciones,
      retencionDias: v.retencionDias,
      clientMutationId: crypto.randomUUID(),
    });
    if (result.success && result.data) {
      notify({ severity: 'success', message: t('asistenteAdmin.guardado') });
      reset(toForm(result.data));
      onSaved();
    } else {
      setServerError(saveFailureMessage(result, t('admin.errorGuardar')));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="asistente-config-form">
      <Stack gap={4} maxW="40rem">
        <Text color="fg.muted">{t('asistenteAdmin.descripcion')}</Text>
        <Field.Root>
          <Field.Label>{t('asistenteAdmin.proveedor')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field data-testid="asistente-proveedor" {...register('proveedor')}>
              {ASISTENTE_PROVEEDORES.map((p) => (
                <option key={p} value={p}>
                  {t(`asistenteAdmin.${p}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {openai && (
          <>
            <Field.Root invalid={!!errors.baseUrl} required>
              <Field.Label>{t('asistenteAdmin.baseUrl')}</Field.Label>
              <Input type="url" autoComplete="off" placeholder="https://api.openai.com/v1" data-testid="asistente-base-url" {...register('baseUrl')} />
              <Field.HelperText>{t('asistenteAdmin.baseUrlAyuda')}</Field.HelperText>
              <Field.ErrorText>{message(errors.baseUrl?.message)}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.modelo} required>
              <Field.Label>{t('asistenteAdmin.modelo')}</Field.Label>
              <Input autoComplete="off" data-testid="asistente-modelo" {...register('modelo')} />
              <Field.ErrorText>{message(errors.modelo?.message)}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.apiKey} required={!config.apiKeyConfigurada}>
              <HStack gap={2}>
                <Field.Label>{t('asistenteAdmin.apiKey')}</Field.Label>
                <Badge colorPalette={config.apiKeyConfigurada ? 'green' : 'gray'} data-testid="asistente-api-key-estado">
                  {t(config.apiKeyConfigurada ? 'asistenteAdmin.apiKeyConfigurada' : 'asistenteAdmin.apiKeyNoConfigurada')}
                </Badge>
              </HStack>
              <Input
                type="password"
                autoComplete="new-password"
                placeholder={config.apiKeyConfigurada ? t('asistenteAdmin.apiKeyNueva') : ''}
                data-testid="asistente-api-key"
                {...register('apiKey')}
              />
              <Field.ErrorText>{message(errors.apiKey?.message)}</Field.ErrorText>
            </Field.Root>
          </>
        )}
        <Fieldset.Root>
          <Fieldset.Legend>{t('asistenteAdmin.conversaciones')}</Fieldset.Legend>
          <Stack gap={3} mt={2}>
            <Controller
              control={control}
              name="guardarConversaciones"
              render={({ field }) => (
                <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="primary" data-testid="asistente-guardar-conversaciones">
                  <Switch.HiddenInput onBlur={field.onBlur} name={field.name} />
                  <Switch.Control>
                    <Switch.Thumb />
                  </Switch.Control>
                  <Switch.Label>{t('asistenteAdmin.guardarConversaciones')}</Switch.Label>
                </Switch.Root>
              )}
            />
            {guardar ? (
              <Field.Root invalid={!!errors.retencionDias} required maxW="16rem">
                <Field.Label>{t('asistenteAdmin.retencionDias')}</Field.Label>
                <Input inputMode="numeric" autoComplete="off" data-testid="asistente-retencion" {...register('retencionDias')} />
                <Field.HelperText>{t('asistenteAdmin.retencionAyuda', { min: RETENCION_DIAS_MIN, max: RETENCION_DIAS_MAX })}</Field.HelperText>
                <Field.ErrorText>{message(errors.retencionDias?.message)}</Field.ErrorText>
              </Field.Root>
            ) : null}
            <Text fontSize="sm" color="fg.muted" data-testid="asistente-historial-texto">
              {t(guardar ? 'asistenteAdmin.historialGuardado' : 'asistenteAdmin.historial')}
            </Text>
            {config.guardarConversaciones && !guardar && (
              <Alert.Root status="warning" data-testid="asistente-borrar-aviso">
                <Alert.Indicator />
                <Alert.Title>{t('asistenteAdmin.borrarAviso')}</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        </Fieldset.Root>
        {serverError && (
          <Alert.Root status="error" data-testid="form-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <div>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="asistente-guardar">
            {t('asistenteAdmin.guardar')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** Settings › Assistant: the built-in provider or the venue's OpenAI-compatible endpoint. */
export function AsistenteSection() {
  const query = useAsistenteConfigQuery();
  const { error, connectionError } = queryFailure(query.error);
  if (connectionError) return <ConnectionErrorScreen onRetry={() => void query.refetch()} />;
  if (error !== null)
    return (
      <Text color="fg.error" role="alert">
        {error}
      </Text>
    );
  if (!query.data) return <LoadingOverlay active />;
  return <AsistenteForm key={JSON.stringify(query.data)} config={query.data} onSaved={() => void query.refetch()} />;
}
