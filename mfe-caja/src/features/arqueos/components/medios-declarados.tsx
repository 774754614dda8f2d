import { Field, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ArqueoMedio } from '@resto/shared/contracts';
import { toMinor } from '@resto/shared/rules';
import { useMoney, useNumberFields, useValidationText } from '@resto/shared/sales-ui';
import type { CierreFormInput, CierreFormOutput } from './cierre-form-schema';
import { DifferenceText } from './difference-text';

/**
 * Card, QR and transfer totals: what the session charged through each method beside what its
 * terminal reports, typed by the cashier; a difference is shown as it is typed (not refused).
 */
export function MediosDeclarados({
  medios,
  currency,
  control,
  register,
  errors,
}: {
  medios: readonly ArqueoMedio[];
  currency: string;
  control: Control<CierreFormInput, unknown, CierreFormOutput>;
  register: UseFormRegister<CierreFormInput>;
  errors: FieldErrors<CierreFormInput>;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const fields = useNumberFields();
  const errorText = useValidationText();
  const declarados = useWatch({ control, name: 'declarados' });
  if (medios.length === 0) return null;
  const typed = (i: number): number | null => {
    const text = declarados?.[i]?.monto ?? '';
    if (text.trim() === '') return null;
    const parsed = fields.amount().safeParse(text);
    return parsed.success ? toMinor(parsed.data, currency) : null;
  };

  return (
    <Stack gap={2} data-testid="medios-declarados">
      <Heading as="h2" size="md">
        {t('caja.cierre.medios.titulo')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('caja.cierre.medios.ayuda')}
      </Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('caja.cierre.medios.medio')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('caja.cierre.esperado')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('caja.cierre.medios.declarado')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('caja.cierre.diferencia')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {medios.map((m, i) => {
              const error = errors.declarados?.[i]?.monto;
              const esperado = toMinor(m.esperado, currency);
              const declarado = typed(i);
              return (
                <Table.Row key={m.medioPagoId} data-testid={`medio-${m.medioPagoId}`}>
                  <Table.Cell fontWeight="semibold">{m.nombre}</Table.Cell>
                  <Table.Cell textAlign="end" data-testid={`medio-expected-${m.medioPagoId}`}>
                    {money(esperado, currency)}
                  </Table.Cell>
                  <Table.Cell minW="10rem">
                    <Field.Root invalid={!!error}>
                      <Input
                        size="sm"
                        inputMode="decimal"
                        autoComplete="off"
                        aria-label={t('caja.cierre.medios.declaradoEn', { medio: m.nombre })}
                        {...register(`declarados.${i}.monto`)}
                      />
                      <Field.ErrorText>{errorText(error)}</Field.ErrorText>
                    </Field.Root>
                  </Table.Cell>
                  <Table.Cell textAlign="end" data-testid={`medio-difference-${m.medioPagoId}`}>
                    {declarado === null ? '—' : <DifferenceText minor={declarado - esperado} currency={currency} fontSize="sm" />}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
