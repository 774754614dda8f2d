import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { computeSaleTotals, formatScaled, parseScaled, QUANTITY_DECIMALS, type Discount } from '@resto/shared/rules';
import { AppDialog, ShortcutKey, useMoney } from '@resto/shared/sales-ui';
import type { CartProduct } from '../cart';
import { discountInputText, readDiscount, type DiscountChoice } from '../discount-input';

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

/** Quantity or weight, the item's own discount and a note: Enter applies, Esc cancels. */
export function LineEditorDialog({ producto, initial, onApply, onClose }: LineEditorDialogProps) {
  const { t } = useTranslation();
  const title = producto
    ? t(initial ? 'ventas.lineEditor.titulo' : 'ventas.lineEditor.tituloPeso', { producto: producto.nombre })
    : '';
  return (
    <AppDialog open={producto !== null} onClose={onClose} title={title} testId="line-editor">
      {producto && <LineForm producto={producto} initial={initial} onApply={onApply} onCancel={onClose} />}
    </AppDialog>
  );
}

function readQuantity(producto: CartProduct, text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (producto.esPorPeso) {
    const milli = parseScaled(value, QUANTITY_DECIMALS);
    return milli !== null && milli > 0n && milli <= 1_000_000_000n ? Number(milli) : null;
  }
  return /^\d+$/.test(value) && Number(value) > 0 && Number(value) <= MAX_UNITS ? Number(value) * 1000 : null;
}

function LineForm({ producto, initial, onApply, onCancel }: { producto: CartProduct; initial: LineValue | null; onApply: (v: LineValue) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const unit = t(`ventas.unidades.${producto.unidadMedida}`);
  const [qtyText, setQtyText] = useState(() =>
    initial ? (producto.esPorPeso ? formatScaled(BigInt(initial.quantityMilli), QUANTITY_DECIMALS) : String(initial.quantityMilli / 1000)) : '',
  );
  const [kind, setKind] = useState<DiscountChoice>(initial?.discount?.tipo ?? 'ninguno');
  const [discountText, setDiscountText] = useState(() => discountInputText(initial?.discount));
  const [notas, setNotas] = useState(initial?.notas ?? '');
  const [submitted, setSubmitted] = useState(false);

  const quantityMilli = readQuantity(producto, qtyText);
  const discount = readDiscount(kind, discountText);
  const totals =
    quantityMilli !== null && discount !== undefined
      ? computeSaleTotals({ lines: [{ unitPriceMinor: producto.priceMinor, quantityMilli, discount }] })
      : null;
  const quantityError = quantityMilli === null ? t(producto.esPorPeso ? 'ventas.lineEditor.pesoInvalido' : 'ventas.lineEditor.cantidadInvalida') : null;
  const discountError =
    discount === undefined || (totals && !totals.ok)
      ? t(kind === 'porcentaje' ? 'ventas.lineEditor.descuentoPorcentaje' : 'ventas.lineEditor.descuentoMonto')
      : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (quantityMilli === null || discount === undefined || !totals?.ok) return;
    onApply({ quantityMilli, discount, notas: notas.trim() || null });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        <Text color="fg.muted">{t('ventas.lineEditor.precioUnitario', { unidad: unit, precio: money(producto.priceMinor) })}</Text>
        <Field.Root invalid={submitted && !!quantityError} required>
          <Field.Label>{producto.esPorPeso ? t('ventas.lineEditor.peso', { unidad: unit }) : t('ventas.lineEditor.cantidad')}</Field.Label>
          <Input autoFocus inputMode="decimal" autoComplete="off" value={qtyText} onChange={(e) => setQtyText(e.target.value)} onFocus={(e) => e.currentTarget.select()} data-testid="line-quantity-input" />
          <Field.ErrorText>{quantityError}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={2} gap={3}>
          <Field.Root>
            <Field.Label>{t('ventas.lineEditor.descuento')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={kind} onChange={(e) => setKind(e.target.value as DiscountChoice)}>
                {(['ninguno', 'porcentaje', 'monto'] as const).map((k) => (
                  <option key={k} value={k}>
                    {t(`ventas.lineEditor.tipoDescuento.${k}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={submitted && !!discountError} disabled={kind === 'ninguno'}>
            <Field.Label>{t('ventas.lineEditor.valorDescuento')}</Field.Label>
            <Input inputMode="decimal" autoComplete="off" value={discountText} onChange={(e) => setDiscountText(e.target.value)} />
            <Field.ErrorText>{discountError}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{t('ventas.lineEditor.notas')}</Field.Label>
          <Input maxLength={150} value={notas} onChange={(e) => setNotas(e.target.value)} />
        </Field.Root>
        {totals?.ok && (
          <HStack justify="space-between" fontSize="lg">
            <Text>{t('ventas.lineEditor.subtotalLinea')}</Text>
            <Text fontWeight="bold" data-testid="line-preview">
              {money(totals.totals.totalMinor)}
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
