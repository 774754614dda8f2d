import { Alert, Box, Button, Field, HStack, IconButton, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newClientMutationId } from '@resto/shared/api-client';
import type { Compra, CompraInput, Insumo, Proveedor } from '@resto/shared/contracts';
import { AppDialog, ShortcutKey, useHotkeys, useMoney, useNumberFields, useValidationText } from '@resto/shared/sales-ui';
import { useSaveCompra } from '../api/compras-api';
import { compraFormSchema, compraToForm, nuevaLineaCompra, totalMinor, type CompraFormValues } from '../compra-form';

export interface CompraDialogProps {
  /** The draft to edit, or null for a new one; undefined: closed. */
  compra: Compra | null | undefined;
  insumos: readonly Insumo[];
  proveedores: readonly Proveedor[];
  onClose: () => void;
  onSaved: (compra: Compra) => void;
}

/** A purchase draft: the supplier and its lines (ingredient, quantity in its unit, cost per unit), with the total as it is typed. */
export function CompraDialog({ compra, onClose, ...rest }: CompraDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={compra !== undefined}
      onClose={onClose}
      size="xl"
      testId="compra-dialog"
      title={compra ? t('compras.form.editar', { numero: compra.numero }) : t('compras.form.nueva')}
    >
      {compra !== undefined && <CompraForm compra={compra} onClose={onClose} {...rest} />}
    </AppDialog>
  );
}

function CompraForm({ compra, insumos, proveedores, onClose, onSaved }: Omit<CompraDialogProps, 'compra'> & { compra: Compra | null }) {
  const { t } = useTranslation();
  const fields = useNumberFields();
  const { money } = useMoney();
  const errorText = useValidationText();
  const [mutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => compraFormSchema(fields, { proveedor: t('compras.form.elegirProveedorError'), insumo: t('compras.form.elegirInsumoError') }), [fields, t]);
  const form = useForm<CompraFormValues, unknown, Omit<CompraInput, 'clientMutationId'>>({ resolver: zodResolver(schema), defaultValues: compraToForm(compra, fields) });
  const { register, control, handleSubmit, setValue, formState } = form;
  const { errors } = formState;
  const lineas = useFieldArray({ control, name: 'lineas' });
  const valores = useWatch({ control, name: 'lineas' });
  const save = useSaveCompra(t('compras.form.errorGuardar'));
  const activos = insumos.filter((i) => i.activo || compra?.lineas.some((l) => l.insumoId === i.id));
  const unidadDe = (id: string) => insumos.find((i) => String(i.id) === id)?.unidad;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onSaved(await save.mutateAsync({ id: compra?.id ?? null, body: { ...values, clientMutationId: mutationId } }));
    } catch (e) {
      setServerError(e instanceof Error && e.message ? e.message : t('compras.form.errorGuardar'));
    }
  });
  useHotkeys({ 'Control+Enter': () => void submit() });

  /** A chosen ingredient starts at its last purchase cost (or its average). */
  const pick = (index: number, id: string) => {
    const insumo = insumos.find((i) => String(i.id) === id);
    const costo = insumo?.costoUltimo ?? insumo?.costoUnitario;
    if (costo != null && !valores[index]?.costoUnitario) setValue(`lineas.${index}.costoUnitario`, fields.amountText(costo));
  };
  const listError = errors.lineas?.root ?? (errors.lineas?.message ? errors.lineas : undefined);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          <Field.Root invalid={!!errors.proveedorId} required>
            <Field.Label>{t('compras.campos.proveedor')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="compra-proveedor" {...register('proveedorId')}>
                <option value="">{t('compras.form.elegirProveedor')}</option>
                {proveedores.map((p) => (
                  <option key={p.id} value={String(p.id)}>
                    {p.nombre}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errorText(errors.proveedorId)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.notas}>
            <Field.Label>{t('compras.campos.notas')}</Field.Label>
            <Textarea rows={1} maxLength={500} {...register('notas')} />
            <Field.ErrorText>{errorText(errors.notas)}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Stack gap={2}>
          <Text fontWeight="semibold">{t('compras.campos.lineas')}</Text>
          {lineas.fields.map((l, index) => {
            const e = errors.lineas?.[index];
            const unidad = unidadDe(valores[index]?.insumoId ?? '');
            return (
              <HStack key={l.id} gap={2} align="flex-start" wrap="wrap" borderWidth="1px" borderRadius="md" p={2} data-testid="compra-linea">
                <Field.Root invalid={!!e?.insumoId} flex="3" minW="12rem">
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      aria-label={t('compras.campos.insumo')}
                      {...register(`lineas.${index}.insumoId`, { onChange: (ev: { target: { value: string } }) => pick(index, ev.target.value) })}
                    >
                      <option value="">{t('compras.form.elegirInsumo')}</option>
                      {activos.map((i) => (
                        <option key={i.id} value={String(i.id)}>
                          {i.nombre} ({i.unidad})
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.ErrorText>{errorText(e?.insumoId)}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!e?.cantidad} flex="1" minW="7rem">
                  <Input
                    size="sm"
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={t('compras.campos.cantidad')}
                    placeholder={unidad ?? t('compras.campos.cantidad')}
                    {...register(`lineas.${index}.cantidad`)}
                  />
                  <Field.ErrorText>{errorText(e?.cantidad)}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!e?.costoUnitario} flex="1" minW="7rem">
                  <Input
                    size="sm"
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={t('compras.campos.costoUnitario')}
                    placeholder={t('compras.campos.costoUnitario')}
                    {...register(`lineas.${index}.costoUnitario`)}
                  />
                  <Field.ErrorText>{errorText(e?.costoUnitario)}</Field.ErrorText>
                </Field.Root>
                <Text minW="6rem" pt={1.5} fontSize="sm" textAlign="end" fontVariantNumeric="tabular-nums" data-testid="compra-linea-subtotal">
                  {money(totalMinor(valores[index] ? [valores[index]] : [], fields))}
                </Text>
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('compras.form.quitarLinea')}
                  onClick={() => lineas.remove(index)}
                  disabled={lineas.fields.length === 1}
                >
                  ×
                </IconButton>
              </HStack>
            );
          })}
          {listError && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {errorText(listError)}
            </Text>
          )}
          <Button alignSelf="flex-start" size="xs" variant="outline" onClick={() => lineas.append(nuevaLineaCompra())} data-testid="agregar-linea-compra">
            {t('compras.form.agregarLinea')}
          </Button>
        </Stack>
        <Box textAlign="end">
          <Text fontSize="sm" color="fg.muted">
            {t('compras.campos.total')}
          </Text>
          <Text fontSize="lg" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="compra-total">
            {money(totalMinor(valores, fields))}
          </Text>
        </Box>
        {serverError && (
          <Alert.Root status="error" data-testid="compra-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancelar')} <ShortcutKey k="Esc" />
          </Button>
          <Button type="submit" colorPalette="primary" loading={save.isPending} data-testid="guardar-compra">
            {t('compras.form.guardar')} <ShortcutKey k="Ctrl+Enter" />
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
