import { Button, chakra, HStack, Input, SegmentGroup, Text } from '@chakra-ui/react';
import type { Draft } from '@resto/shared/contracts';
import { PERCENT_DECIMALS, type DiscountKind } from '@resto/shared/rules';
import { parseDecimalInput } from '@resto/shared/sales-ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface DiscountFormProps {
  draft: Draft;
  /** Sets the draft's discount (null removes it); resolves true when the api took it. */
  onApply: (tipo: DiscountKind | null, valor: number | null) => Promise<boolean>;
}

/** The draft's discount: a percent (0 to 100) or an amount; 'Quitar' removes it. */
export function DiscountForm({ draft, onApply }: DiscountFormProps) {
  const { t } = useTranslation();
  const [tipo, setTipo] = useState<DiscountKind>(draft.descuentoTipo ?? 'porcentaje');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const valor = parseDecimalInput(text, PERCENT_DECIMALS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!(valor > 0) || (tipo === 'porcentaje' && valor > 100)) {
      setError(t(tipo === 'porcentaje' ? 'resto.descuento.porcentajeInvalido' : 'resto.descuento.montoInvalido'));
      return;
    }
    setError(null);
    setBusy(true);
    if (await onApply(tipo, valor)) setText('');
    setBusy(false);
  };

  const remove = async () => {
    setBusy(true);
    await onApply(null, null);
    setBusy(false);
  };

  return (
    <chakra.form display="flex" flexDirection="column" gap={2} onSubmit={(e) => void submit(e)} noValidate aria-label={t('resto.descuento.titulo')} data-testid="descuento-form">
      <HStack justify="space-between">
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
          {t('resto.descuento.titulo')}
        </Text>
        {draft.descuentoTipo && draft.descuentoValor ? (
          <Button size="xs" variant="ghost" onClick={() => void remove()} disabled={busy} data-testid="descuento-quitar">
            {t('resto.descuento.quitar')}
          </Button>
        ) : null}
      </HStack>
      <HStack gap={2} wrap="wrap">
        <SegmentGroup.Root size="sm" value={tipo} onValueChange={(e) => setTipo(e.value as DiscountKind)} aria-label={t('resto.descuento.tipo')}>
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: 'porcentaje', label: t('resto.descuento.porcentaje') },
              { value: 'monto', label: t('resto.descuento.monto') },
            ]}
          />
        </SegmentGroup.Root>
        <Input
          size="sm"
          w="7rem"
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('resto.descuento.valor')}
          aria-invalid={error !== null || undefined}
          placeholder={tipo === 'porcentaje' ? '10' : '500'}
          value={text}
          onChange={(e) => {
            setError(null);
            setText(e.target.value);
          }}
          data-testid="descuento-valor"
        />
        <Button size="sm" type="submit" variant="outline" loading={busy} data-testid="descuento-aplicar">
          {t('resto.descuento.aplicar')}
        </Button>
      </HStack>
      {error && (
        <Text color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </chakra.form>
  );
}
