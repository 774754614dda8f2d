import { Alert, Button, Field, Input, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { STOCK_AJUSTE_MOTIVOS, stockUpdateBodySchema, type StockAjusteMotivo, type StockUpdateResult, type UnidadMedida } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { QUANTITY_DECIMALS, QUANTITY_SCALE } from '@resto/shared/rules';
import { readNumberField, ShortcutKey, useMoney, useNumberFields, useValidationText, type NumberFields } from '@resto/shared/sales-ui';
import { useAjustarStock } from '../api/ajustar-stock';
import { useProveedoresActivos } from '../api/get-proveedores-activos';

/** The product being adjusted, as the levels list and the phone search have it. */
export interface AjusteProducto {
  id: number;
  nombre: string;
  unidadMedida: UnidadMedida;
  /** The stock now (up to 3 decimals); null reads as 0. */
  stockActual: number | null;
}

/** Products sold by unit are counted in whole units; the rest with up to 3 decimals. */
export const decimalesDe = (unidad: UnidadMedida) => (unidad === 'unidad' ? 0 : QUANTITY_DECIMALS);

const milli = (value: number) => Math.round(value * QUANTITY_SCALE);

/** The stock after an adjustment, in thousandths (exact): a count sets it, a loss takes, a purchase adds. */
export function stockDespues(stockMilli: number, motivo: StockAjusteMotivo, cantidadMilli: number): number {
  switch (motivo) {
    case 'conteo':
      return cantidadMilli;
    case 'merma':
      return stockMilli - cantidadMilli;
    case 'compra':
      return stockMilli + cantidadMilli;
  }
}

interface SchemaOptions {
  producto: AjusteProducto;
  clientMutationId: string;
  fields: NumberFields;
  /** The refusal for a loss larger than the stock, with the stock written out. */
  bajoCero: string;
}

/**
 * The form's texts turned into the api's body and checked by the shared contract
 * (stockUpdateBodySchema), plus the rule the screen can check before asking: a loss never takes
 * the stock below 0.
 */
export function ajusteFormSchema({ producto, clientMutationId, fields, bajoCero }: SchemaOptions) {
  const stockMilli = milli(producto.stockActual ?? 0);
  return z
    .object({
      motivo: z.string(),
      cantidad: fields.number(decimalesDe(producto.unidadMedida), { blank: null }),
      nota: z.string(),
      proveedorId: z.string(),
      comprobante: z.string(),
    })
    .transform((v, ctx) => {
      const checked = stockUpdateBodySchema.safeParse({
        productoId: producto.id,
        motivo: v.motivo,
        cantidad: v.cantidad,
        nota: v.nota.trim() || null,
        proveedorId: v.motivo === 'compra' && v.proveedorId ? Number(v.proveedorId) : null,
        comprobante: v.motivo === 'compra' ? v.comprobante.trim() || null : null,
        clientMutationId,
      });
      if (!checked.success) {
        // The contract's own issues, on the fields they name (motivo, cantidad...).
        for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        return z.NEVER;
      }
      if (stockDespues(stockMilli, checked.data.motivo, milli(checked.data.cantidad)) < 0) {
        ctx.addIssue({ code: 'custom', path: ['cantidad'], message: bajoCero });
        return z.NEVER;
      }
      return checked.data;
    });
}

type FormInput = z.input<ReturnType<typeof ajusteFormSchema>>;
type FormOutput = z.output<ReturnType<typeof ajusteFormSchema>>;

export interface AjusteStockFormProps {
  producto: AjusteProducto;
  onCancel?: () => void;
  onDone: (result: StockUpdateResult) => void;
  /** Phone layout: every control at least 44 px high. */
  touch?: boolean;
}

/**
 * A manual stock adjustment: a count (the stock becomes what was counted), a loss (it goes down)
 * or a purchase (it goes up, optionally from a supplier with its invoice). Shows the stock it
 * leaves before saving; the ClientMutationId is kept across retries of the same adjustment.
 */
export function AjusteStockForm({ producto, onCancel, onDone, touch = false }: AjusteStockFormProps) {
  const { t } = useTranslation();
  const { quantity } = useMoney();
  const fields = useNumberFields();
  const errorText = useValidationText();
  const [clientMutationId] = useState(newClientMutationId);
  const ajustar = useAjustarStock();
  const unidad = t(`inventario.unidades.${producto.unidadMedida}`);
  const conUnidad = (value: number) => `${quantity(value)} ${unidad}`;
  const stock = producto.stockActual ?? 0;
  const schema = useMemo(
    () =>
      ajusteFormSchema({
        producto,
        clientMutationId,
        fields,
        // The api's own words: the unit only for what is not sold by unit ('hay 3', 'hay 2,5 kg').
        bajoCero: t('errors.STOCK_AJUSTE_NEGATIVO', {
          producto: producto.nombre,
          cantidad: producto.unidadMedida === 'unidad' ? quantity(stock) : `${quantity(stock)} ${unidad}`,
        }),
      }),
    [producto, clientMutationId, fields, t, quantity, stock, unidad],
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { motivo: 'conteo', cantidad: '', nota: '', proveedorId: '', comprobante: '' },
  });
  const motivo = useWatch({ control, name: 'motivo' }) as StockAjusteMotivo;
  const cantidadText = useWatch({ control, name: 'cantidad' });
  const proveedores = useProveedoresActivos(motivo === 'compra');
  const cantidad = readNumberField(cantidadText, { locale: fields.locale, decimals: decimalesDe(producto.unidadMedida), blank: null });
  const despues = cantidad === null ? null : stockDespues(milli(stock), motivo, milli(cantidad));
  const minH = touch ? '44px' : undefined;
  const size = touch ? 'lg' : 'md';

  const submit = handleSubmit(async (body) => {
    try {
      onDone(await ajustar.mutateAsync(body));
    } catch {
      // The mutation keeps the api's message; it is shown below the form.
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="ajuste-stock-form">
      <Stack gap={4}>
        <Text data-testid="ajuste-stock-actual">{t('inventario.ajuste.stockActual', { stock: conUnidad(stock) })}</Text>
        <Controller
          control={control}
          name="motivo"
          render={({ field }) => (
            <RadioGroup.Root value={field.value} onValueChange={(e) => field.onChange(e.value)} name={field.name} size={size}>
              <RadioGroup.Label>{t('inventario.ajuste.motivo')}</RadioGroup.Label>
              <Stack direction={touch ? 'column' : { base: 'column', sm: 'row' }} gap={touch ? 1 : 4} mt={2}>
                {STOCK_AJUSTE_MOTIVOS.map((m) => (
                  <RadioGroup.Item key={m} value={m} minH={minH} data-testid={`motivo-${m}`}>
                    <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(`inventario.motivos.${m}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          )}
        />
        <Field.Root invalid={!!errors.cantidad} required>
          <Field.Label>{t(`inventario.ajuste.cantidad.${motivo}`, { unidad })}</Field.Label>
          <Input
            inputMode={decimalesDe(producto.unidadMedida) === 0 ? 'numeric' : 'decimal'}
            autoComplete="off"
            size={size}
            autoFocus
            {...register('cantidad')}
            data-testid="ajuste-cantidad"
          />
          <Field.ErrorText data-testid="ajuste-cantidad-error">{errorText(errors.cantidad)}</Field.ErrorText>
        </Field.Root>
        {motivo === 'compra' && (
          <Stack direction={touch ? 'column' : { base: 'column', sm: 'row' }} gap={3}>
            <Field.Root>
              <Field.Label>{t('inventario.ajuste.proveedor')}</Field.Label>
              <NativeSelect.Root size={size}>
                <NativeSelect.Field {...register('proveedorId')}>
                  <option value="">{t('inventario.ajuste.sinProveedor')}</option>
                  {(proveedores.data?.items ?? []).map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.nombre}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('inventario.ajuste.comprobante')}</Field.Label>
              <Input size={size} autoComplete="off" maxLength={60} {...register('comprobante')} />
            </Field.Root>
          </Stack>
        )}
        <Field.Root>
          <Field.Label>{t('inventario.ajuste.nota')}</Field.Label>
          <Input size={size} autoComplete="off" maxLength={300} {...register('nota')} />
        </Field.Root>
        {despues !== null && (
          <Text fontWeight="semibold" color={despues < 0 ? 'fg.error' : undefined} data-testid="ajuste-despues">
            {t('inventario.ajuste.stockDespues', { stock: conUnidad(despues / QUANTITY_SCALE) })}
          </Text>
        )}
        {ajustar.error && (
          <Alert.Root status="error" data-testid="ajuste-error">
            <Alert.Indicator />
            <Alert.Title>{ajustar.error.message || t('inventario.ajuste.errorGuardar')}</Alert.Title>
          </Alert.Root>
        )}
        <Stack direction="row" justify="flex-end" gap={2}>
          {onCancel && (
            <Button variant="outline" size={size} minH={minH} onClick={onCancel}>
              {t('common.cancelar')} {!touch && <ShortcutKey k="Esc" />}
            </Button>
          )}
          <Button type="submit" colorPalette="primary" size={size} minH={minH} loading={isSubmitting} data-testid="ajuste-guardar">
            {t('inventario.ajuste.guardar')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
