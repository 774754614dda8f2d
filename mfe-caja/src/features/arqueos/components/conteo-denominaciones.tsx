import { Box, Field, Heading, Input, Table } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { denominacionesDe } from '@resto/shared/contracts';
import { useMoney, useNumberFields, useValidationText } from '@resto/shared/sales-ui';
import { conteoTotal, type CierreFormInput, type CierreFormOutput } from './cierre-form-schema';

/**
 * The drawer's notes and coins of one currency: denomination × quantity = subtotal and the total,
 * which fills that currency's counted amount (`onTotal`, null while nothing is typed).
 */
export function ConteoDenominaciones({
  moneda,
  index,
  control,
  register,
  errors,
  onTotal,
}: {
  moneda: string;
  index: number;
  control: Control<CierreFormInput, unknown, CierreFormOutput>;
  register: UseFormRegister<CierreFormInput>;
  errors: FieldErrors<CierreFormInput>;
  onTotal: (moneda: string, minor: number | null) => void;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const fields = useNumberFields();
  const errorText = useValidationText();
  const valores = denominacionesDe(moneda);
  const cantidades = useWatch({ control, name: `conteo.${index}.cantidades` });
  const total = conteoTotal(fields, moneda, cantidades);
  useEffect(() => onTotal(moneda, total), [moneda, total, onTotal]);
  const cantidadDe = (i: number) => {
    const parsed = fields.number(0).safeParse(cantidades?.[i] ?? '');
    return parsed.success ? parsed.data : 0;
  };

  return (
    <Box borderWidth="1px" borderRadius="md" p={3} data-testid={`conteo-${moneda}`}>
      <Heading as="h3" size="sm" mb={2}>
        {t('caja.cierre.billetes.titulo', { moneda })}
      </Heading>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('caja.cierre.billetes.denominacion')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('caja.cierre.billetes.cantidad')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('caja.cierre.billetes.subtotal')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {valores.map((valor, i) => {
            const error = errors.conteo?.[index]?.cantidades?.[i];
            const label = money(valor, moneda);
            return (
              <Table.Row key={valor}>
                <Table.Cell>{label}</Table.Cell>
                <Table.Cell maxW="7rem">
                  <Field.Root invalid={!!error}>
                    <Input
                      size="sm"
                      inputMode="numeric"
                      autoComplete="off"
                      aria-label={t('caja.cierre.billetes.cantidadDe', { denominacion: label })}
                      {...register(`conteo.${index}.cantidades.${i}`)}
                    />
                    <Field.ErrorText>{errorText(error)}</Field.ErrorText>
                  </Field.Root>
                </Table.Cell>
                <Table.Cell textAlign="end">{money(valor * cantidadDe(i), moneda)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.Cell colSpan={2} fontWeight="semibold">
              {t('caja.cierre.billetes.total')}
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold" data-testid={`conteo-total-${moneda}`}>
              {money(total ?? 0, moneda)}
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Box>
  );
}
