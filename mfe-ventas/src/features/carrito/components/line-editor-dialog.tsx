import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { computeSaleTotals, QUANTITY_DECIMALS, type Discount, type SaleTotalsResult } from '@resto/shared/rules';
import { AppDialog, ShortcutKey, useMoney, useNumberFields, type NumberFields } from '@resto/shared/sales-ui';
import type { CartProduct } from '../cart';
import type { DiscountChoice } from '../discount-input';
import { discountText, parseDiscountText } from './discount-text';

export interface LineValue {
  quantityMilli: number;
  discount: Discount | null;
  notas: string | null;
}

export interface LineEditorDialogProps {
  /** The product of the line; null keeps the dialog closed. */
  producto: CartProduct | null;
  /** The line as it is; null when adding (a weight product asks its weight first). */
  initial: LineValue | null;
  onApply: (value: LineValue) => void;
  onClose: () => void;
}

const MAX_UNITS = 100_000;
const MAX_WEIGHT_MILLI = 1_000_000_000;
const NOTES_MAX_LENGTH = 150;

/** Quantity or weight, the item's own discount and a note: Enter applies, Esc cancels. */
export function LineEditorDialog({ producto, initial, onApply, onClose }: LineEditorDialogProps) {
  const { t } = useTranslation();
  const title = producto ? t(initial ? 'ventas.lineEditor.titulo' : 'ventas.lineEditor.tituloPeso', { producto: producto.nombre }) : '';
  return (
    <AppDialog open={producto !== null} onClose={onClose} title={title} testId="line-editor">
      {producto && <LineForm producto={producto} initial={initial} onApply={onApply} onCancel={onClose} />}
    </AppDialog>
  );
}

interface LineFormValues {
  cantidad: string;
  kind: DiscountChoice;
  descuento: string;
  notas: string;
}

interface LineCheck {
  value: LineValue | null;
  totals: SaleTotalsResult | null;
  cantidadError: string | null;
  descuentoError: string | null;
}

type Translate = (key: string) => string;

/** The line as typed, read the way the venue writes numbers and checked by the shared totals rules. */
function checkLine(values: LineFormValues, producto: CartProduct, fields: NumberFields, t: Translate): LineCheck {
  const decimals = producto.esPorPeso ? QUANTITY_DECIMALS : 0;
  const parsed = fields.parse(values.cantidad, { decimals });
  let quantityMilli: number | null = null;
  let cantidadError: string | null = null;
  if (parsed.ok && parsed.scaled > 0n) {
    const milli = producto.esPorPeso ? Number(parsed.scaled) : Number(parsed.scaled) * 1000;
    if (milli <= (producto.esPorPeso ? MAX_WEIGHT_MILLI : MAX_UNITS * 1000)) quantityMilli = milli;
  }
  if (quantityMilli === null) {
    const generic = t(producto.esPorPeso ? 'ventas.lineEditor.pesoInvalido' : 'ventas.lineEditor.cantidadInvalida');
    cantidadError = !parsed.ok && parsed.reason !== 'empty' ? fields.message(parsed.reason, decimals) : generic;
  }

  const rangeError = t(values.kind === 'porcentaje' ? 'ventas.lineEditor.descuentoPorcentaje' : 'ventas.lineEditor.descuentoMonto');
  let discount: Discount | null | undefined = null;
  let descuentoError: string | null = null;
  if (values.kind !== 'ninguno') {
    const read = parseDiscountText(fields, values.kind, values.descuento);
    if (!read.ok) descuentoError = read.message ?? rangeError;
    // A kind chosen asks for its value.
    else if (read.discount === null) descuentoError = rangeError;
    discount = read.ok && read.discount ? read.discount : undefined;
  }
  const totals = quantityMilli !== null && discount !== undefined ? computeSaleTotals({ lines: [{ unitPriceMinor: producto.priceMinor, quantityMilli, discount }] }) : null;
  if (totals && !totals.ok) descuentoError = rangeError;
  const notas = values.notas.trim() || null;
  const value = totals?.ok && quantityMilli !== null && discount !== undefined ? { quantityMilli, discount, notas } : null;
  return { value, totals, cantidadError, descuentoError };
}

function lineSchema(producto: CartProduct, fields: NumberFields, t: Translate) {
  return z
    .object({
      cantidad: z.string(),
      kind: z.enum(['ninguno', 'porcentaje', 'monto']),
      descuento: z.string(),
      notas: z.string().max(NOTES_MAX_LENGTH),
    })
    .transform((values, ctx): LineValue => {
      const check = checkLine(values, producto, fields, t);
      if (check.cantidadError) ctx.addIssue({ code: 'custom', message: check.cantidadError, path: ['cantidad'] });
      if (check.descuentoError) ctx.addIssue({ code: 'custom', message: check.descuentoError, path: ['descuento'] });
      return check.value ?? (z.NEVER as LineValue);
    });
}

function LineForm({ producto, initial, onApply, onCancel }: { producto: CartProduct; initial: LineValue | null; onApply: (v: LineValue) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const fields = useNumberFields();
  const unit = t(`ventas.unidades.${producto.unidadMedida}`);
  const schema = useMemo(() => lineSchema(producto, fields, t), [producto, fields, t]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<LineFormValues, unknown, LineValue>({
    resolver: zodResolver(schema),
    defaultValues: {
      cantidad: initial ? fields.numberText(initial.quantityMilli / 1000, producto.esPorPeso ? QUANTITY_DECIMALS : 0) : '',
      kind: initial?.discount?.tipo ?? 'ninguno',
      descuento: discountText(fields, initial?.discount),
      notas: initial?.notas ?? '',
    },
  });
  const values = useWatch({ control }) as LineFormValues;
  const kind = values.kind;
  const preview = checkLine(values, producto, fields, t).totals;

  return (
    <form onSubmit={(e) => void handleSubmit(onApply)(e)} noValidate>
      <Stack gap={4}>
        <Text color="fg.muted">{t('ventas.lineEditor.precioUnitario', { unidad: unit, precio: money(producto.priceMinor) })}</Text>
        <Field.Root invalid={!!errors.cantidad} required>
          <Field.Label>{producto.esPorPeso ? t('ventas.lineEditor.peso', { unidad: unit }) : t('ventas.lineEditor.cantidad')}</Field.Label>
          <Input
            autoFocus
            inputMode={producto.esPorPeso ? 'decimal' : 'numeric'}
            autoComplete="off"
            onFocus={(e) => e.currentTarget.select()}
            data-testid="line-quantity-input"
            {...register('cantidad')}
          />
          <Field.ErrorText>{errors.cantidad?.message}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={2} gap={3}>
          <Field.Root>
            <Field.Label>{t('ventas.lineEditor.descuento')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('kind')}>
                {(['ninguno', 'porcentaje', 'monto'] as const).map((k) => (
                  <option key={k} value={k}>
                    {t(`ventas.lineEditor.tipoDescuento.${k}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={!!errors.descuento} disabled={kind === 'ninguno'}>
            <Field.Label>{t('ventas.lineEditor.valorDescuento')}</Field.Label>
            <Input inputMode="decimal" autoComplete="off" {...register('descuento')} />
            <Field.ErrorText>{errors.descuento?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{t('ventas.lineEditor.notas')}</Field.Label>
          <Input maxLength={NOTES_MAX_LENGTH} {...register('notas')} />
        </Field.Root>
        {preview?.ok && (
          <HStack justify="space-between" fontSize="lg">
            <Text>{t('ventas.lineEditor.subtotalLinea')}</Text>
            <Text fontWeight="bold" data-testid="line-preview">
              {money(preview.totals.totalMinor)}
            </Text>
          </HStack>
        )}
        <HStack justify="flex-end">
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancelar')} <ShortcutKey k="Esc" />
          </Button>
          <Button type="submit" colorPalette="primary" data-testid="apply-line">
            {t('ventas.lineEditor.aplicar')} <ShortcutKey k="Enter" />
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
