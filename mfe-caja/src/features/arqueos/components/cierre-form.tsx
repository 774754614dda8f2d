import { Alert, Button, Field, Heading, HStack, Input, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cerrarArqueoCamposSchema, denominacionesDe, type Arqueo } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { toMinor } from '@resto/shared/rules';
import {
  AppDialog,
  approvalHeaders,
  approvalRequestOf,
  ManagerApprovalDialog,
  ShortcutKey,
  textMaxLength,
  useHotkeys,
  useMoney,
  useNumberFields,
  useValidationText,
  type ApprovalRequest,
} from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { cerrarArqueo } from '../api/cerrar-arqueo';
import { cierreFormSchema, type CierreFormInput as FormInput, type CierreFormOutput as Output } from './cierre-form-schema';
import { ConteoDenominaciones } from './conteo-denominaciones';
import { MediosDeclarados } from './medios-declarados';
import { DifferenceText } from './difference-text';

/**
 * The count of an open register: cash in the venue's currency and each foreign currency, beside
 * what the server expects, the difference as it is typed, and the required observations.
 */
export function CierreForm({ arqueo, onClosed }: { arqueo: Arqueo; onClosed: (arqueo: Arqueo) => void }) {
  const { t } = useTranslation();
  const { amount, money } = useMoney();
  const errorText = useValidationText();
  const fields = useNumberFields();
  const schema = useMemo(() => cierreFormSchema(fields), [fields]);
  /** Minor units of a typed count, or null while it is not a valid amount. */
  const typedMinor = (text: string | undefined, currency: string): number | null => {
    const parsed = fields.amount({ currency, blank: null }).safeParse(text ?? '');
    return parsed.success ? toMinor(parsed.data, currency) : null;
  };
  const [mutationId] = useState(newClientMutationId);
  /** The currencies of this count that have notes and coins to count, the venue's first. */
  const contables = [arqueo.moneda, ...arqueo.monedas.map((m) => m.moneda)].filter((m) => denominacionesDe(m).length > 0);
  const medios = arqueo.medios ?? [];
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting, dirtyFields, isSubmitted },
  } = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: {
      // Counts start empty: a difference shows once the cashier has typed what is in the drawer.
      totalReal: '',
      monedasExtranjeras: arqueo.monedas.map((m) => ({ moneda: m.moneda, monto: '', descripcion: '' })),
      observaciones: '',
      conteo: contables.map((moneda) => ({ moneda, cantidades: denominacionesDe(moneda).map(() => '') })),
      declarados: medios.map((m) => ({ medioPagoId: m.medioPagoId, monto: '' })),
    },
  });
  // A currency counted by denomination takes its counted amount from the count (the api sums it again).
  const [contadas, setContadas] = useState<ReadonlySet<string>>(new Set());
  const onTotal = useCallback(
    (moneda: string, minor: number | null) => {
      setContadas((prev) => {
        if ((minor !== null) === prev.has(moneda)) return prev;
        const next = new Set(prev);
        if (minor === null) next.delete(moneda);
        else next.add(moneda);
        return next;
      });
      if (minor === null) return;
      const index = arqueo.monedas.findIndex((m) => m.moneda === moneda);
      const field = moneda === arqueo.moneda ? ('totalReal' as const) : (`monedasExtranjeras.${index}.monto` as const);
      setValue(field, fields.minorText(minor, moneda), { shouldDirty: true, shouldValidate: isSubmitted });
    },
    [arqueo.moneda, arqueo.monedas, fields, setValue, isSubmitted],
  );
  const totalReal = useWatch({ control, name: 'totalReal' });
  const foreign = useWatch({ control, name: 'monedasExtranjeras' });

  const rows = [
    {
      moneda: arqueo.moneda,
      esperado: toMinor(arqueo.totalEsperado, arqueo.moneda),
      contado: dirtyFields.totalReal ? typedMinor(totalReal, arqueo.moneda) : null,
      field: 'totalReal' as const,
      index: -1,
    },
    ...arqueo.monedas.map((m, index) => ({
      moneda: m.moneda,
      esperado: toMinor(m.esperado, m.moneda),
      contado: dirtyFields.monedasExtranjeras?.[index]?.monto ? typedMinor(foreign?.[index]?.monto, m.moneda) : null,
      field: `monedasExtranjeras.${index}.monto` as const,
      index,
    })),
  ];

  // A register someone else opened closes with a manager's approval: the PIN dialog, then the same count again.
  const [approval, setApproval] = useState<{ request: ApprovalRequest; values: Output } | null>(null);
  const send = async (values: Output, token?: string) => {
    setServerError(null);
    const result = await cerrarArqueo(arqueo.id, { ...values, clientMutationId: mutationId }, token ? approvalHeaders(token) : undefined);
    if (result.success && result.data) {
      notify({ severity: 'success', message: result.message ?? t('caja.cierre.cerrada') });
      onClosed(result.data);
      return;
    }
    const request = token ? null : approvalRequestOf(result);
    if (request) setApproval({ request, values });
    else setServerError(saveFailureMessage(result, t('caja.arqueos.errorCerrar')));
  };
  /** A count that does not match what was expected is confirmed before the register closes for the day. */
  const [differences, setDifferences] = useState<{ values: Output; rows: { key: string; label: string; moneda: string; minor: number }[] } | null>(null);
  const [sending, setSending] = useState(false);
  const submit = handleSubmit(async (values) => {
    const counted = [
      { key: arqueo.moneda, label: arqueo.moneda, moneda: arqueo.moneda, minor: toMinor(values.totalReal, arqueo.moneda) - toMinor(arqueo.totalEsperado, arqueo.moneda) },
      ...arqueo.monedas.map((m) => {
        const typed = values.monedasExtranjeras?.find((r) => r.moneda === m.moneda)?.monto ?? 0;
        return { key: m.moneda, label: m.moneda, moneda: m.moneda, minor: toMinor(typed, m.moneda) - toMinor(m.esperado, m.moneda) };
      }),
      // What a terminal reports apart from what was charged through it is confirmed too (never refused).
      ...values.declarados.map((d) => {
        const medio = medios.find((m) => m.medioPagoId === d.medioPagoId);
        return {
          key: `medio-${d.medioPagoId}`,
          label: medio?.nombre ?? '',
          moneda: arqueo.moneda,
          minor: toMinor(d.monto, arqueo.moneda) - toMinor(medio?.esperado ?? 0, arqueo.moneda),
        };
      }),
    ].filter((d) => d.minor !== 0);
    if (counted.length > 0) setDifferences({ values, rows: counted });
    else await send(values);
  });
  const confirmDifferences = async () => {
    if (!differences) return;
    setSending(true);
    try {
      await send(differences.values);
    } finally {
      setSending(false);
      setDifferences(null);
    }
  };
  useHotkeys({ 'Control+Enter': () => void submit() }, { enabled: differences === null && approval === null });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="cierre-form">
      <Stack gap={5}>
        <Heading as="h2" size="md">
          {t('caja.cierre.conteo')}
        </Heading>
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('caja.cierre.moneda')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('caja.cierre.esperado')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('caja.cierre.contado')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('caja.cierre.diferencia')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => {
                const error = row.index < 0 ? errors.totalReal : errors.monedasExtranjeras?.[row.index]?.monto;
                return (
                  <Table.Row key={row.moneda} data-testid={`count-${row.moneda}`}>
                    <Table.Cell fontWeight="semibold">{row.moneda}</Table.Cell>
                    <Table.Cell textAlign="end" data-testid={`expected-${row.moneda}`}>
                      {money(row.esperado, row.moneda)}
                    </Table.Cell>
                    <Table.Cell minW="10rem">
                      <Field.Root invalid={!!error}>
                        <Input
                          size="sm"
                          inputMode="decimal"
                          autoComplete="off"
                          aria-label={t('caja.cierre.contadoEn', { moneda: row.moneda })}
                          autoFocus={row.index < 0}
                          readOnly={contadas.has(row.moneda)}
                          {...register(row.field)}
                        />
                        <Field.ErrorText>{errorText(error)}</Field.ErrorText>
                      </Field.Root>
                    </Table.Cell>
                    <Table.Cell textAlign="end" data-testid={`difference-${row.moneda}`}>
                      {row.contado === null ? '—' : <DifferenceText minor={row.contado - row.esperado} currency={row.moneda} fontSize="sm" />}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {contables.length > 0 && (
          <Stack gap={3}>
            <Heading as="h2" size="md">
              {t('caja.cierre.billetes.seccion')}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t('caja.cierre.billetes.ayuda')}
            </Text>
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap={3}>
              {contables.map((moneda, index) => (
                <ConteoDenominaciones key={moneda} moneda={moneda} index={index} control={control} register={register} errors={errors} onTotal={onTotal} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        <MediosDeclarados medios={medios} currency={arqueo.moneda} control={control} register={register} errors={errors} />
        {arqueo.monedas.map((m, index) => (
          <Field.Root key={m.moneda}>
            <Field.Label>{t('caja.cierre.descripcion', { moneda: m.moneda })}</Field.Label>
            <Input size="sm" {...register(`monedasExtranjeras.${index}.descripcion`)} />
          </Field.Root>
        ))}
        <Field.Root invalid={!!errors.observaciones} required>
          <Field.Label>{t('caja.arqueos.observaciones')}</Field.Label>
          <Textarea rows={3} maxLength={textMaxLength(cerrarArqueoCamposSchema.shape.observaciones)} {...register('observaciones')} />
          <Field.HelperText>{t('caja.cierre.observacionesAyuda')}</Field.HelperText>
          <Field.ErrorText>{errorText(errors.observaciones)}</Field.ErrorText>
        </Field.Root>
        {serverError && (
          <Alert.Root status="error" data-testid="form-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="space-between" wrap="wrap" gap={3}>
          <HStack color="fg.muted">
            {t('caja.arqueos.esperado')}: {amount(arqueo.totalEsperado)}
          </HStack>
          <Button type="submit" colorPalette="primary" size="lg" loading={isSubmitting} data-testid="confirm-cierre">
            {t('caja.cierre.confirmar')} <ShortcutKey k="Ctrl+Enter" />
          </Button>
        </HStack>
      </Stack>
      <AppDialog
        open={differences !== null}
        onClose={() => setDifferences(null)}
        role="alertdialog"
        title={t('caja.cierre.confirmarDiferencia.titulo')}
        testId="confirm-diferencia"
        footer={
          <HStack gap={2}>
            <Button variant="outline" onClick={() => setDifferences(null)} data-testid="recontar">
              {t('caja.cierre.confirmarDiferencia.recontar')}
            </Button>
            <Button colorPalette="primary" loading={sending} onClick={() => void confirmDifferences()} data-testid="confirm-diferencia-si">
              {t('caja.cierre.confirmarDiferencia.cerrarIgual')}
            </Button>
          </HStack>
        }
      >
        <Stack gap={2}>
          <Text>{t('caja.cierre.confirmarDiferencia.mensaje')}</Text>
          {differences?.rows.map((d) => (
            <HStack key={d.key} justify="space-between">
              <Text>{d.label}</Text>
              <DifferenceText minor={d.minor} currency={d.moneda} />
            </HStack>
          ))}
        </Stack>
      </AppDialog>
      <ManagerApprovalDialog
        request={approval?.request ?? null}
        onClose={() => setApproval(null)}
        onApproved={(token) => {
          const values = approval?.values;
          setApproval(null);
          if (values) void send(values, token);
        }}
      />
    </form>
  );
}
