import { Alert, Box, Button, Checkbox, Field, Fieldset, HStack, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@resto/shared/i18n';
import { LANGUAGES, generalConfigFormSchema, type GeneralConfig } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { COUNTRIES, currencyDisplayName, findCountryByLocale } from '@resto/shared/format';
import { setLanguage } from '@resto/shared/i18n';
import { useValidationText } from '@resto/shared/sales-ui';
import { setGeneralConfig } from '@resto/shared/session';
import { notify } from '@resto/shared/ui';
import { saveGeneralConfig } from '../api/save-general-config';
import { DrawerLimitsFieldset } from './drawer-limits-fieldset';
import { FoodCostFieldset } from './food-cost-fieldset';
import { TurnosFieldset } from './turnos-fieldset';

/** The on/off settings of General config, in the order the screen shows them. */
const SWITCHES = ['mostrarFechaHora', 'mostrarIconoBot', 'mostrarTipoCambio', 'mostrarItemsRestaurant', 'barraLateralAbierta'] as const;

/** Every currency a supported country uses, plus the euro the product names. */
const CURRENCIES = [...new Set([...COUNTRIES.map((c) => c.defaultCurrency), 'EUR'])];

type BooleanField = (typeof SWITCHES)[number];

function SettingSwitch({ control, name, label }: { control: Control<GeneralConfig>; name: BooleanField; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)} data-testid={`config-${name}`} colorPalette="primary">
          <Switch.HiddenInput onBlur={field.onBlur} name={field.name} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
      )}
    />
  );
}

export interface GeneralConfigFormProps {
  config: GeneralConfig;
  /** Foreign currencies the venue has an exchange rate for (offered for the cash audit). */
  foreignCurrencies: readonly string[];
  onSaved: (config: GeneralConfig) => void;
}

/**
 * The general settings: what the header and sidebar show, the currencies counted in the cash
 * audit, the country (locale, currency, unit system and flag), the clock, the
 * language and, beside them, the drawer's limits. A save applies at once here and, through the shared settings store, in every open tab.
 */
export function GeneralConfigForm({ config, foreignCurrencies, onSaved }: GeneralConfigFormProps) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<GeneralConfig>({ resolver: zodResolver(generalConfigFormSchema), defaultValues: config });

  const [locale, currencyCode, unitSystem, chosenForAudit] = useWatch({ control, name: ['locale', 'currencyCode', 'unitSystem', 'tiposCambioArqueo'] });
  const country = findCountryByLocale(locale);
  const auditCurrencies = [...new Set([...foreignCurrencies, ...chosenForAudit])].filter((c) => c !== currencyCode);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await saveGeneralConfig({ ...values, clientMutationId: newClientMutationId() });
    if (result.success && result.data) {
      const saved = setGeneralConfig(result.data);
      if (saved.language !== config.language) await setLanguage(saved.language);
      reset(saved);
      notify({ severity: 'success', message: t('admin.general.guardado') });
      onSaved(saved);
    } else {
      setServerError(saveFailureMessage(result, t('admin.errorGuardar')));
    }
  });

  const fieldError = (name: FieldPath<GeneralConfig>) => errorText(errors[name as keyof GeneralConfig] as { message?: string } | undefined);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="general-config-form">
      <Stack gap={6}>
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">{t('admin.general.pantalla')}</Fieldset.Legend>
          <Stack gap={3} mt={2}>
            {SWITCHES.map((name) => (
              <SettingSwitch key={name} control={control} name={name} label={t(`admin.general.campos.${name}`)} />
            ))}
          </Stack>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">{t('admin.general.regional')}</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} mt={2}>
            <Field.Root>
              <Field.Label>{t('admin.general.campos.pais')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  data-testid="config-pais"
                  value={country?.code ?? ''}
                  onChange={(e) => {
                    const next = COUNTRIES.find((c) => c.code === e.currentTarget.value);
                    if (!next) return;
                    setValue('locale', next.locale, { shouldDirty: true });
                    setValue('currencyCode', next.defaultCurrency, { shouldDirty: true });
                    setValue('unitSystem', next.unitSystem, { shouldDirty: true });
                  }}
                >
                  {!country && <option value="">{locale}</option>}
                  {COUNTRIES.map((c) => (
                    <option key={c.code} value={c.code}>
                      {`${c.flag} ${c.country}`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText data-testid="config-pais-detalle">
                {t('admin.general.paisDetalle', { locale, unidades: t(`admin.general.unidades.${unitSystem}`) })}
              </Field.HelperText>
            </Field.Root>
            <Field.Root invalid={!!errors.currencyCode}>
              <Field.Label>{t('admin.general.campos.currencyCode')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field data-testid="config-moneda" {...register('currencyCode')}>
                  {[...new Set([...CURRENCIES, currencyCode])].map((code) => (
                    <option key={code} value={code}>
                      {`${code} · ${currencyDisplayName(code, t, currentLocale())}`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>{t('admin.general.monedaAyuda')}</Field.HelperText>
              <Field.ErrorText>{fieldError('currencyCode')}</Field.ErrorText>
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('admin.general.campos.hour12')}</Field.Label>
              <Controller
                control={control}
                name="hour12"
                render={({ field }) => (
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      data-testid="config-hour12"
                      name={field.name}
                      value={field.value ? '12' : '24'}
                      onBlur={field.onBlur}
                      onChange={(e) => field.onChange(e.currentTarget.value === '12')}
                    >
                      <option value="24">{t('admin.general.reloj24')}</option>
                      <option value="12">{t('admin.general.reloj12')}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('admin.general.campos.language')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field data-testid="config-language" {...register('language')}>
                  {LANGUAGES.map((lang) => (
                    <option key={lang} value={lang}>
                      {t(`common.languages.${lang}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </SimpleGrid>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">{t('admin.general.campos.tiposCambioArqueo')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('admin.general.arqueoAyuda')}</Fieldset.HelperText>
          {auditCurrencies.length === 0 ? (
            <Text color="fg.muted" mt={2}>
              {t('admin.general.sinMonedasExtranjeras')}
            </Text>
          ) : (
            <Controller
              control={control}
              name="tiposCambioArqueo"
              render={({ field }) => (
                <HStack gap={4} wrap="wrap" mt={2}>
                  {auditCurrencies.map((code) => (
                    <Checkbox.Root
                      key={code}
                      checked={field.value.includes(code)}
                      onCheckedChange={(e) => field.onChange(e.checked === true ? [...field.value, code] : field.value.filter((c) => c !== code))}
                      data-testid={`config-arqueo-${code}`}
                    >
                      <Checkbox.HiddenInput onBlur={field.onBlur} />
                      <Checkbox.Control />
                      <Checkbox.Label>{`${code} · ${currencyDisplayName(code, t, currentLocale())}`}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </HStack>
              )}
            />
          )}
        </Fieldset.Root>

        <DrawerLimitsFieldset register={register} errors={errors} currencyCode={currencyCode} />

        <FoodCostFieldset register={register} errors={errors} />

        <TurnosFieldset control={control} />

        {serverError && (
          <Alert.Root status="error" data-testid="form-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <Box>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} disabled={!isDirty} data-testid="save-general">
            {t('common.guardar')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
