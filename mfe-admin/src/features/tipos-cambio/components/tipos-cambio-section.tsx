import { Alert, Badge, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@resto/shared/i18n';
import { z } from 'zod';
import { tipoCambioCreateSchema, type TipoCambio } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { COUNTRIES, currencyDisplayName } from '@resto/shared/format';
import { paymentKeys, useMoney, useNumberFields, useValidationText, type NumberFields } from '@resto/shared/sales-ui';
import { writeDefaultExchangeRate } from '@resto/shared/session';
import { LoadingOverlay, notify, SettingsList } from '@resto/shared/ui';
import { deleteTipoCambio } from '../api/delete-tipo-cambio';
import { tiposCambioKeys, useTiposCambio } from '../api/get-tipos-cambio';
import { createTipoCambio, updateTipoCambio } from '../api/save-tipo-cambio';
import { setDefaultTipoCambio } from '../api/set-default-tipo-cambio';

/** Exchange values keep up to 6 decimals (exact on the api). */
const RATE_DECIMALS = 6;
const SUGGESTED = [...new Set(['USD', 'BRL', 'EUR', ...COUNTRIES.map((c) => c.defaultCurrency)])];

function formSchema(fields: NumberFields) {
  return z.object({
    moneda: tipoCambioCreateSchema.shape.moneda,
    // Typed as the venue writes numbers (es-AR '1.185,50'); blank, letters or a negative are not a
    // value. A zero is the api's to refuse (its message names the currency).
    valor: fields.number(RATE_DECIMALS, { blank: null }),
  });
}
type FormInput = z.input<ReturnType<typeof formSchema>>;
type FormOutput = z.output<ReturnType<typeof formSchema>>;

/** The header's cached default follows the list: a foreign currency, or none for the venue's own. */
function cacheDefault(list: readonly TipoCambio[]) {
  const found = list.find((tc) => tc.esDefault);
  writeDefaultExchangeRate(found && !found.esMonedaLocal ? { moneda: found.moneda, valor: found.valor } : null);
}

/** Settings › exchange rates: one per currency, with the default the header shows. */
export function TiposCambioSection() {
  const { t } = useTranslation();
  const { locale } = useMoney();
  const query = useTiposCambio();
  const client = useQueryClient();
  const [busyDefault, setBusyDefault] = useState<number | null>(null);
  const tipos = query.data ?? [];
  const rate = useMemo(() => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: RATE_DECIMALS }), [locale]);

  const reload = async () => {
    void client.invalidateQueries({ queryKey: paymentKeys.setup });
    await client.invalidateQueries({ queryKey: tiposCambioKeys.all });
    const fresh = client.getQueryData<TipoCambio[]>(tiposCambioKeys.all);
    if (fresh) cacheDefault(fresh);
  };

  const makeDefault = async (tipo: TipoCambio) => {
    setBusyDefault(tipo.id);
    const result = await setDefaultTipoCambio(tipo.id, newClientMutationId()).finally(() => setBusyDefault(null));
    if (result.success) {
      notify({ severity: 'success', message: result.message ?? t('admin.cambio.defaultActualizado') });
      await reload();
    } else {
      notify({ severity: 'error', message: saveFailureMessage(result, t('admin.errorGuardar')) });
    }
  };

  return (
    <SettingsList
      sectionTestId="cambio-section"
      description={t('admin.cambio.descripcion')}
      addLabel={t('admin.cambio.nuevo')}
      addTestId="nuevo-cambio"
      status={<LoadingOverlay active={query.isPending} error={query.data ? null : query.error} errorTitle={t('admin.cambio.errorCargar')} onRetry={() => void query.refetch()} />}
      label={t('admin.secciones.cambio')}
      testId="cambio-table"
      rows={tipos}
      rowKey={(tc) => tc.id}
      rowTestId={(tc) => `cambio-${tc.moneda}`}
      rowName={(tc) => tc.moneda}
      canEdit={(tc) => !tc.esMonedaLocal}
      canDelete={(tc) => !tc.esMonedaLocal}
      columns={[
        {
          key: 'moneda',
          header: t('admin.cambio.moneda'),
          cell: (tc) => (
            <>
              {tc.moneda} · {currencyDisplayName(tc.moneda, t, currentLocale())}
              {tc.esMonedaLocal && (
                <Badge ms={2} variant="subtle">
                  {t('admin.cambio.monedaLocal')}
                </Badge>
              )}
            </>
          ),
        },
        {
          key: 'valor',
          header: t('admin.cambio.valor'),
          align: 'end',
          testId: 'cambio-valor',
          cell: (tc) => (tc.esMonedaLocal ? '—' : rate.format(tc.valor as `${number}`)),
        },
        {
          key: 'default',
          header: t('admin.cambio.porDefecto'),
          cell: (tc) =>
            tc.esDefault ? (
              <Badge colorPalette="green" data-testid="cambio-default">
                {t('admin.cambio.porDefecto')}
              </Badge>
            ) : (
              <Button
                size="xs"
                variant="outline"
                loading={busyDefault === tc.id}
                onClick={() => void makeDefault(tc)}
                data-testid={`default-${tc.moneda}`}
                aria-label={t('admin.cambio.usarPorDefectoMoneda', { moneda: tc.moneda })}
              >
                {t('admin.cambio.usarPorDefecto')}
              </Button>
            ),
        },
      ]}
      formTitle={(tipo) => (tipo ? t('admin.cambio.editar') : t('admin.cambio.nuevo'))}
      formTestId="cambio-dialog"
      renderForm={(tipo, { cancel, saved }) => <TipoCambioForm tipo={tipo} existing={tipos} onCancel={cancel} onSaved={saved} />}
      deleteTitle={t('admin.cambio.eliminar')}
      deleteQuestion={(tc) => t('admin.cambio.confirmarEliminar', { moneda: tc.moneda })}
      remove={(tc) => deleteTipoCambio(tc.id, newClientMutationId())}
      onDeleted={(_tc, message) => notify({ severity: 'success', message: message ?? t('admin.cambio.eliminado') })}
      onChanged={reload}
    />
  );
}

function decimalsOf(valor: string): number {
  return valor.includes('.') ? valor.split('.')[1]!.length : 0;
}

function TipoCambioForm({ tipo, existing, onCancel, onSaved }: { tipo: TipoCambio | null; existing: readonly TipoCambio[]; onCancel: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const fields = useNumberFields();
  const schema = useMemo(() => formSchema(fields), [fields]);
  const [mutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { moneda: tipo?.moneda ?? '', valor: tipo ? fields.numberText(Number(tipo.valor), decimalsOf(tipo.valor)) : '' },
  });

  const submit = handleSubmit(async ({ moneda, valor }) => {
    setServerError(null);
    // A currency is not repeated.
    if (existing.some((tc) => tc.id !== tipo?.id && tc.moneda === moneda)) {
      setError('moneda', { message: t('errors.MONEDA_DUPLICADA') });
      return;
    }
    const result = tipo
      ? await updateTipoCambio(tipo.id, { moneda, valor, clientMutationId: mutationId })
      : await createTipoCambio({ moneda, valor, clientMutationId: mutationId });
    if (result.success) {
      notify({ severity: 'success', message: result.message ?? t('admin.guardado') });
      onSaved();
    } else {
      setServerError(saveFailureMessage(result, t('admin.errorGuardar')));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <Field.Root invalid={!!errors.moneda} required>
          <Field.Label>{t('admin.cambio.moneda')}</Field.Label>
          <Input list="cambio-monedas" autoComplete="off" autoFocus maxLength={3} textTransform="uppercase" {...register('moneda')} />
          <datalist id="cambio-monedas">
            {SUGGESTED.map((code) => (
              <option key={code} value={code}>
                {currencyDisplayName(code, t, currentLocale())}
              </option>
            ))}
          </datalist>
          <Field.ErrorText>{errorText(errors.moneda)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.valor} required>
          <Field.Label>{t('admin.cambio.valor')}</Field.Label>
          <Input inputMode="decimal" autoComplete="off" {...register('valor')} />
          <Field.HelperText>{t('admin.cambio.valorAyuda', { moneda: fields.currency })}</Field.HelperText>
          <Field.ErrorText>{errorText(errors.valor)}</Field.ErrorText>
        </Field.Root>
        {serverError && (
          <Alert.Root status="error" data-testid="form-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancelar')}
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-cambio">
            {t('common.guardar')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
