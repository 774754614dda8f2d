import { Box, Button, Grid, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useFormContext, type UseFieldArrayReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber, parseAmountInput } from '../../format';
import { formatRate } from '../../rules/money';
import { useNumberFields } from '../number-field';
import type { LineSummary, PaymentContext, PaymentLine, SplitMode } from '../payment-lines';
import { ShortcutKey } from '../shortcuts';
import { useMoney } from '../use-money';
import type { PaymentFormValues } from './payment-form-schema';

export interface PaymentLinesStepProps {
  ctx: PaymentContext;
  mode: SplitMode;
  lines: readonly PaymentLine[];
  summaries: readonly LineSummary[];
  fieldArray: UseFieldArrayReturn<PaymentFormValues, 'lines'>;
  onCurrency: (index: number, moneda: string) => void;
  onAdd: () => void;
  onEdit: () => void;
}

/** Step 2: the payment lines, each a method, a currency and an amount typed as the venue writes it. */
export function PaymentLinesStep({ ctx, mode, lines, summaries, fieldArray, onCurrency, onAdd, onEdit }: PaymentLinesStepProps) {
  const { t } = useTranslation();
  const { register } = useFormContext<PaymentFormValues>();
  const fields = useNumberFields();
  const currencies = [ctx.localCurrency, ...ctx.rates.keys()];
  return (
    <Stack gap={2} data-testid="payment-lines">
      {fieldArray.fields.map((field, i) => {
        const line = lines[i] ?? field;
        const info = summaries[i];
        const rate = ctx.rates.get(line.moneda);
        const n = i + 1;
        const parsed = line.amountText.trim() === '' ? null : parseAmountInput(line.amountText, { locale: ctx.locale, currency: line.moneda });
        const reason = parsed && !parsed.ok ? fields.message(parsed.reason, fields.decimalsOf(line.moneda)) : null;
        return (
          <Grid key={field.id} templateColumns={{ base: '1fr 1fr', md: '2fr 1fr 1.4fr auto' }} gap={2} alignItems="start" data-testid={`payment-line-${n}`}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field aria-label={`${t('salesUi.closeSale.medio')} ${n}`} {...register(`lines.${i}.medioId`, { valueAsNumber: true, onChange: onEdit })}>
                {ctx.medios.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.nombre}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <NativeSelect.Root size="sm" disabled={mode === 'partes'}>
              <NativeSelect.Field
                aria-label={`${t('salesUi.closeSale.moneda')} ${n}`}
                {...register(`lines.${i}.moneda`, { onChange: (e: { target: { value: string } }) => onCurrency(i, e.target.value) })}
              >
                {currencies.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Stack gap={0}>
              <Input
                size="sm"
                inputMode="decimal"
                autoComplete="off"
                aria-label={`${t('salesUi.closeSale.monto')} ${n}`}
                aria-invalid={info && !info.valid ? true : undefined}
                readOnly={mode === 'partes'}
                onFocus={(e) => e.currentTarget.select()}
                {...(i === 0 ? { 'data-autofocus': 'close-sale' } : {})}
                {...register(`lines.${i}.amountText`, { onChange: onEdit })}
              />
              {reason && (
                <Text fontSize="xs" color="fg.error" data-testid={`payment-line-${n}-error`}>
                  {reason}
                </Text>
              )}
              {rate !== undefined && <ForeignCurrencyNote moneda={line.moneda} rate={rate} localMinor={info?.localMinor ?? null} n={n} />}
            </Stack>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={t('salesUi.closeSale.quitarPago', { n })}
              disabled={fieldArray.fields.length === 1 || mode === 'partes'}
              onClick={() => {
                onEdit();
                fieldArray.remove(i);
              }}
            >
              ✕
            </IconButton>
          </Grid>
        );
      })}
      {mode === 'monto' && (
        <Box>
          <Button size="sm" variant="outline" onClick={onAdd} data-testid="add-payment">
            {t('salesUi.closeSale.agregarPago')} <ShortcutKey k="F8" />
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** Step 3, per line in a foreign currency: what it is worth in the venue's currency, and the rate. */
function ForeignCurrencyNote({ moneda, rate, localMinor, n }: { moneda: string; rate: bigint; localMinor: number | null; n: number }) {
  const { t } = useTranslation();
  const { money, locale } = useMoney();
  const valor = formatNumber(formatRate(rate), locale, undefined, 6);
  return (
    <Text fontSize="xs" color="fg.muted" data-testid={`payment-line-${n}-local`}>
      {localMinor !== null ? t('salesUi.closeSale.equivale', { monto: money(localMinor) }) : ''} ({t('salesUi.closeSale.cotizacion', { moneda, valor })})
    </Text>
  );
}
