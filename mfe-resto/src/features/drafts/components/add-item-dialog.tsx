import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import type { ProductoVenta } from '@resto/shared/contracts';
import { lineAmount, normalizeComment, parseScaled, QUANTITY_DECIMALS, toMinor } from '@resto/shared/rules';
import { AppDialog, parseDecimalInput, useMoney } from '@resto/shared/sales-ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddItemInput } from '../../../lib/drafts-state/api/add-item';
import { CommentField } from './comment-field';

export interface AddItemDialogProps {
  /** The product being added; null keeps the dialog closed. */
  producto: ProductoVenta | null;
  onClose: () => void;
  /** Adds it; resolves true when the draft took it. */
  onAdd: (input: AddItemInput) => Promise<boolean>;
}

/** How many of a product to add (a weight for products sold by weight) and its note for the kitchen. */
export function AddItemDialog({ producto, onClose, onAdd }: AddItemDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={producto !== null} onClose={onClose} title={producto ? t('resto.agregar.titulo', { producto: producto.nombre }) : ''} testId="add-item-dialog">
      {producto && <AddItemForm key={producto.id} producto={producto} onClose={onClose} onAdd={onAdd} />}
    </AppDialog>
  );
}

function AddItemForm({ producto, onClose, onAdd }: { producto: ProductoVenta; onClose: () => void; onAdd: AddItemDialogProps['onAdd'] }) {
  const { t } = useTranslation();
  const { amount, money, quantity } = useMoney();
  const porPeso = producto.esPorPeso;
  const [cantidadText, setCantidadText] = useState(porPeso ? '' : '1');
  const [notas, setNotas] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cantidad = parseDecimalInput(cantidadText, porPeso ? QUANTITY_DECIMALS : 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!(cantidad > 0)) {
      setError(t(porPeso ? 'resto.agregar.pesoInvalido' : 'resto.agregar.cantidadInvalida'));
      return;
    }
    setBusy(true);
    const added = await onAdd({ productoId: producto.id, ...(porPeso ? { peso: cantidad } : { cantidad }), notas: normalizeComment(notas) });
    setBusy(false);
    if (added) onClose();
  };

  const step = (direction: 1 | -1) => setCantidadText(String(Math.max(1, (Number.isInteger(cantidad) ? cantidad : 1) + direction)));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <Text color="fg.muted">
          {porPeso ? t('resto.agregar.precioPorUnidad', { precio: amount(producto.precio), unidad: t(`resto.unidades.${producto.unidadMedida}`) }) : amount(producto.precio)}
        </Text>
        <Field.Root invalid={error !== null}>
          <Field.Label>{porPeso ? t('resto.agregar.peso', { unidad: t(`resto.unidades.${producto.unidadMedida}`) }) : t('resto.agregar.cantidad')}</Field.Label>
          <HStack gap={2}>
            {!porPeso && (
              <IconButton variant="outline" aria-label={t('resto.items.menos')} disabled={cantidad <= 1} onClick={() => step(-1)}>
                −
              </IconButton>
            )}
            <Input
              autoFocus
              w={porPeso ? '10rem' : '5rem'}
              textAlign="center"
              inputMode={porPeso ? 'decimal' : 'numeric'}
              autoComplete="off"
              value={cantidadText}
              onChange={(e) => {
                setError(null);
                setCantidadText(e.target.value);
              }}
              onFocus={(e) => e.currentTarget.select()}
              data-testid="add-item-cantidad"
            />
            {!porPeso && (
              <IconButton variant="outline" aria-label={t('resto.items.mas')} onClick={() => step(1)}>
                +
              </IconButton>
            )}
          </HStack>
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
          {porPeso && cantidad > 0 && <Field.HelperText>{t('resto.agregar.importe', { importe: money(lineAmount(toMinor(producto.precio), Number(parseScaled(cantidad, QUANTITY_DECIMALS) ?? 0n))), peso: quantity(cantidad) })}</Field.HelperText>}
        </Field.Root>
        <CommentField label={t('resto.agregar.notas')} value={notas} onChange={setNotas} suggestions testId="add-item-notas" />
        <HStack justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancelar')}
          </Button>
          <Button type="submit" colorPalette="primary" loading={busy} data-testid="add-item-confirm">
            {t('resto.agregar.confirmar')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
