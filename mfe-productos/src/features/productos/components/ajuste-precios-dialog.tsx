import { Alert, Button, Checkbox, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  AJUSTE_APLICAR_A,
  AJUSTE_MODOS,
  ajustePreciosBodySchema,
  esModoReceta,
  REDONDEO_TIPOS,
  type AjustePreciosParsed,
  type AjustePreciosResult,
  type Categoria,
  type Proveedor,
} from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { usePermission } from '@resto/shared/session';
import { AppDialog, useMoney, useNumberFields, useValidationText, type NumberFields } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { applyAjustePrecios, platosSeñalados, previewAjustePrecios } from '../api/ajuste-precios';
import { productosKeys } from '../api/query-keys';

/** The adjustment's body with the value and the multiple typed the way the venue writes numbers. */
function ajusteFormSchema(fields: NumberFields) {
  const typed = z.object({
    categoria: z.string(),
    proveedor: z.string(),
    marca: z.string(),
    modo: z.enum(AJUSTE_MODOS),
    valor: fields.number(2, { allowNegative: true, blank: null }),
    aplicarA: z.enum(AJUSTE_APLICAR_A),
    redondeo: z.object({
      tipo: z.enum(REDONDEO_TIPOS),
      multiplo: z
        .string()
        .transform((v) => (v.trim() === '' ? undefined : v))
        .pipe(fields.amount().optional()),
    }),
  });
  // By food cost or margin only the sale price moves.
  const priced = typed.transform((v) => (esModoReceta(v.modo) ? { ...v, aplicarA: 'venta' as const } : v));
  return priced.pipe(ajustePreciosBodySchema as unknown as z.ZodType<AjustePreciosParsed, z.output<typeof priced>>);
}
type FormInput = z.input<ReturnType<typeof ajusteFormSchema>>;

export interface AjustePreciosDialogProps {
  open: boolean;
  onClose: () => void;
  categorias: readonly Categoria[];
  proveedores: readonly Proveedor[];
}

/** Bulk price adjustment: preview every product with old and new prices, then apply. */
export function AjustePreciosDialog({ open, onClose, ...rest }: AjustePreciosDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} title={t('productos.ajuste.titulo')} size="xl" testId="ajuste-dialog">
      <AjustePanel onClose={onClose} {...rest} />
    </AppDialog>
  );
}

const DEFAULTS: FormInput = { categoria: '', proveedor: '', marca: '', modo: 'porcentaje', valor: '', aplicarA: 'venta', redondeo: { tipo: 'ninguno', multiplo: '' } };

function AjustePanel({ onClose, categorias, proveedores }: Omit<AjustePreciosDialogProps, 'open'>) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const { amount, percent } = useMoney();
  const fields = useNumberFields();
  const client = useQueryClient();
  const schema = useMemo(() => ajusteFormSchema(fields), [fields]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<FormInput, unknown, AjustePreciosParsed>({ resolver: zodResolver(schema), defaultValues: DEFAULTS });
  const watched = useWatch({ control });
  // Only the dishes the costs report flags (above the target food cost): for who reads that report.
  const leeReportes = usePermission('reportes.ver');
  const leeCostos = usePermission('productos.costos');
  const puedeSeñalados = leeReportes && leeCostos;
  const [soloSeñalados, setSoloSeñalados] = useState(false);
  const key = JSON.stringify({ ...watched, soloSeñalados });
  const porReceta = esModoReceta(watched.modo ?? 'porcentaje');
  const [preview, setPreview] = useState<{ key: string; body: AjustePreciosParsed; result: AjustePreciosResult } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const current = preview?.key === key ? preview : null;

  const previewMutation = useMutation({ mutationFn: (body: AjustePreciosParsed) => previewAjustePrecios({ ...body, clientMutationId: null }) });
  const applyMutation = useMutation({ mutationFn: (body: AjustePreciosParsed) => applyAjustePrecios({ ...body, clientMutationId: newClientMutationId() }) });

  const runPreview = handleSubmit(async (input) => {
    setServerError(null);
    let body = input;
    if (soloSeñalados) {
      const ids = await platosSeñalados();
      if (!ids.success || !ids.data) {
        setServerError(saveFailureMessage(ids, t('productos.ajuste.error')));
        return;
      }
      if (ids.data.length === 0) {
        setServerError(t('productos.ajuste.sinSeñalados'));
        return;
      }
      body = { ...input, productoIds: ids.data };
    }
    const result = await previewMutation.mutateAsync(body);
    if (result.success && result.data) setPreview({ key, body, result: result.data });
    else setServerError(saveFailureMessage(result, t('productos.ajuste.error')));
  });

  const apply = async () => {
    if (!current) return;
    const result = await applyMutation.mutateAsync(current.body);
    setConfirming(false);
    if (result.success) {
      notify({ severity: 'success', message: result.message ?? t('productos.ajuste.aplicado', { count: result.data?.total ?? current.result.total }) });
      void client.invalidateQueries({ queryKey: productosKeys.all });
      onClose();
    } else {
      setServerError(saveFailureMessage(result, t('productos.ajuste.error')));
    }
  };

  const tipo = watched.redondeo?.tipo;
  const select = (name: 'categoria' | 'proveedor' | 'modo' | 'aplicarA' | 'redondeo.tipo', options: { value: string; label: string }[]) => (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field {...register(name)} data-testid={`ajuste-${name}`}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <Stack gap={4}>
      <form onSubmit={(e) => void runPreview(e)} noValidate>
        <Stack gap={3}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
            <Field.Root>
              <Field.Label>{t('productos.ajuste.categoria')}</Field.Label>
              {select('categoria', [{ value: '', label: t('productos.filtros.todas') }, ...categorias.map((c) => ({ value: String(c.id), label: c.nombre }))])}
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('productos.ajuste.proveedor')}</Field.Label>
              {select('proveedor', [{ value: '', label: t('productos.filtros.todos') }, ...proveedores.map((p) => ({ value: String(p.id), label: p.nombre }))])}
            </Field.Root>
            <Field.Root invalid={!!errors.marca}>
              <Field.Label>{t('productos.ajuste.marca')}</Field.Label>
              <Input size="sm" autoComplete="off" maxLength={80} {...register('marca')} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('productos.ajuste.modo')}</Field.Label>
              {select(
                'modo',
                AJUSTE_MODOS.map((m) => ({ value: m, label: t(`productos.ajuste.modos.${m}`) })),
              )}
            </Field.Root>
            <Field.Root invalid={!!errors.valor} required>
              <Field.Label>{porReceta ? t(`productos.ajuste.objetivo.${watched.modo}`) : t('productos.ajuste.valor')}</Field.Label>
              <Input size="sm" inputMode="decimal" autoComplete="off" {...register('valor')} data-testid="ajuste-valor" />
              <Field.ErrorText>{errorText(errors.valor)}</Field.ErrorText>
            </Field.Root>
            {!porReceta && (
              <Field.Root>
                <Field.Label>{t('productos.ajuste.aplicarA')}</Field.Label>
                {select(
                  'aplicarA',
                  AJUSTE_APLICAR_A.map((a) => ({ value: a, label: t(`productos.ajuste.aplicarAOpciones.${a}`) })),
                )}
              </Field.Root>
            )}
            <Field.Root>
              <Field.Label>{t('productos.ajuste.redondeo')}</Field.Label>
              {select(
                'redondeo.tipo',
                REDONDEO_TIPOS.map((r) => ({ value: r, label: t(`productos.ajuste.redondeos.${r}`) })),
              )}
            </Field.Root>
            {tipo === 'multiplo' && (
              <Field.Root invalid={!!errors.redondeo?.multiplo} required>
                <Field.Label>{t('productos.ajuste.multiplo')}</Field.Label>
                <Input size="sm" inputMode="decimal" autoComplete="off" {...register('redondeo.multiplo')} data-testid="ajuste-multiplo" />
                <Field.ErrorText>{errorText(errors.redondeo?.multiplo)}</Field.ErrorText>
              </Field.Root>
            )}
          </SimpleGrid>
          {porReceta && (
            <Text fontSize="sm" color="fg.muted">
              {t('productos.ajuste.ayudaReceta')}
            </Text>
          )}
          {puedeSeñalados && (
            <Checkbox.Root checked={soloSeñalados} onCheckedChange={(e) => setSoloSeñalados(e.checked === true)} data-testid="ajuste-solo-senalados">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('productos.ajuste.soloSeñalados')}</Checkbox.Label>
            </Checkbox.Root>
          )}
          <HStack justify="flex-end">
            <Button type="submit" variant="outline" loading={previewMutation.isPending} data-testid="ajuste-preview">
              {t('productos.ajuste.vistaPrevia')}
            </Button>
          </HStack>
        </Stack>
      </form>
      {serverError && (
        <Alert.Root status="error" data-testid="ajuste-error">
          <Alert.Indicator />
          <Alert.Title>{serverError}</Alert.Title>
        </Alert.Root>
      )}
      {current && (
        <Stack gap={2}>
          <Text fontWeight="semibold">{t('productos.ajuste.afectados', { count: current.result.total })}</Text>
          {(current.result.sinReceta ?? 0) > 0 && (
            <Text fontSize="sm" color="fg.muted" data-testid="ajuste-sin-receta">
              {t('productos.ajuste.sinReceta', { count: current.result.sinReceta })}
            </Text>
          )}
          {current.result.items.length > 0 && (
            <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="18rem" tabIndex={0} role="region" aria-label={t('productos.ajuste.vistaPrevia')}>
              <Table.Root size="sm" stickyHeader minW="36rem" data-testid="ajuste-preview-table">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('productos.campos.nombre')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('productos.ajuste.precioAnterior')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('productos.ajuste.precioNuevo')}</Table.ColumnHeader>
                    {current.body.modo === 'food-cost' || current.body.modo === 'margen' ? (
                      <>
                        <Table.ColumnHeader textAlign="end">{t('productos.ajuste.costoReceta')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('productos.ajuste.foodCostNuevo')}</Table.ColumnHeader>
                      </>
                    ) : (
                      <>
                        <Table.ColumnHeader textAlign="end">{t('productos.ajuste.costoAnterior')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('productos.ajuste.costoNuevo')}</Table.ColumnHeader>
                      </>
                    )}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {current.result.items.map((i) => (
                    <Table.Row key={i.id} data-testid="ajuste-row">
                      <Table.Cell>{i.nombre}</Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {amount(i.precioAnterior)}
                      </Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight={i.precioNuevo !== i.precioAnterior ? 'semibold' : undefined}>
                        {amount(i.precioNuevo)}
                      </Table.Cell>
                      {i.costoReceta !== undefined ? (
                        <>
                          <Table.Cell textAlign="end" whiteSpace="nowrap">
                            {amount(i.costoReceta)}
                          </Table.Cell>
                          <Table.Cell textAlign="end" whiteSpace="nowrap">
                            {i.foodCostNuevo === null || i.foodCostNuevo === undefined ? '—' : percent(i.foodCostNuevo)}
                          </Table.Cell>
                        </>
                      ) : (
                        <>
                          <Table.Cell textAlign="end" whiteSpace="nowrap">
                            {i.costoAnterior === null ? '—' : amount(i.costoAnterior)}
                          </Table.Cell>
                          <Table.Cell textAlign="end" whiteSpace="nowrap">
                            {i.costoNuevo === null ? '—' : amount(i.costoNuevo)}
                          </Table.Cell>
                        </>
                      )}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Stack>
      )}
      <HStack justify="flex-end" gap={2}>
        <Button variant="outline" onClick={onClose}>
          {t('common.cancelar')}
        </Button>
        <Button colorPalette="primary" disabled={!current || current.result.total === 0} onClick={() => setConfirming(true)} data-testid="ajuste-aplicar">
          {t('productos.ajuste.aplicar')}
        </Button>
      </HStack>
      <AppDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        title={t('productos.ajuste.confirmarTitulo')}
        testId="ajuste-confirmar-dialog"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('common.cancelar')}
            </Button>
            <Button colorPalette="primary" loading={applyMutation.isPending} onClick={() => void apply()} data-testid="ajuste-confirmar">
              {t('productos.ajuste.aplicar')}
            </Button>
          </>
        }
      >
        {current && t('productos.ajuste.confirmar', { count: current.result.total })}
      </AppDialog>
    </Stack>
  );
}
