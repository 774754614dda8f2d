import { Alert, Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newClientMutationId } from '@resto/shared/api-client';
import type { Compra, RecepcionInput, RecepcionResult } from '@resto/shared/contracts';
import { AppDialog, ShortcutKey, useHotkeys, useMoney, useNumberFields, useValidationText } from '@resto/shared/sales-ui';
import { ScrollTable } from '@resto/shared/ui';
import { useRecibirCompra } from '../api/compras-api';
import { recepcionFormSchema, recepcionToForm, type RecepcionLineaForm } from '../compra-form';

export interface RecepcionDialogProps {
  compra: Compra | null;
  onClose: () => void;
  onReceived: (result: RecepcionResult) => void;
}

/**
 * What arrived of a purchase: each line starts with what is still pending at the order's cost;
 * quantities and costs may be changed, and a line left at 0 did not arrive (a partial reception).
 */
export function RecepcionDialog({ compra, onClose, onReceived }: RecepcionDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={compra !== null} onClose={onClose} size="xl" testId="recepcion-dialog" title={t('compras.recepcion.titulo', { numero: compra?.numero ?? '' })}>
      {compra && <RecepcionForm compra={compra} onClose={onClose} onReceived={onReceived} />}
    </AppDialog>
  );
}

function RecepcionForm({ compra, onClose, onReceived }: { compra: Compra; onClose: () => void; onReceived: (result: RecepcionResult) => void }) {
  const { t } = useTranslation();
  const fields = useNumberFields();
  const { quantity } = useMoney();
  const errorText = useValidationText();
  const [mutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => recepcionFormSchema(fields), [fields]);
  const form = useForm<{ lineas: RecepcionLineaForm[] }, unknown, Omit<RecepcionInput, 'clientMutationId'>>({
    resolver: zodResolver(schema),
    defaultValues: { lineas: recepcionToForm(compra, fields) },
  });
  const { register, handleSubmit, formState, getValues } = form;
  const { errors } = formState;
  const recibir = useRecibirCompra(t('compras.recepcion.errorGuardar'));
  const lineas = getValues('lineas');

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onReceived(await recibir.mutateAsync({ id: compra.id, body: { ...values, clientMutationId: mutationId } }));
    } catch (e) {
      setServerError(e instanceof Error && e.message ? e.message : t('compras.recepcion.errorGuardar'));
    }
  });
  useHotkeys({ 'Control+Enter': () => void submit() });
  const listError = errors.lineas?.root ?? (errors.lineas?.message ? errors.lineas : undefined);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <Text color="fg.muted" fontSize="sm">
          {t('compras.recepcion.ayuda', { proveedor: compra.proveedorNombre })}
        </Text>
        <ScrollTable label={t('compras.recepcion.titulo', { numero: compra.numero })} testId="recepcion-lineas">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('compras.campos.insumo')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('compras.recepcion.pedida')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('compras.recepcion.recibida')}</Table.ColumnHeader>
              <Table.ColumnHeader minW="8rem">{t('compras.recepcion.llega')}</Table.ColumnHeader>
              <Table.ColumnHeader minW="8rem">{t('compras.campos.costoUnitario')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lineas.map((l, index) => {
              const e = errors.lineas?.[index];
              return (
                <Table.Row key={l.insumoId} data-testid="recepcion-linea">
                  <Table.Cell>{l.nombre}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {quantity(l.pedida)} {l.unidad}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {quantity(l.recibida)} {l.unidad}
                  </Table.Cell>
                  <Table.Cell>
                    <Field.Root invalid={!!e?.cantidad}>
                      <Input
                        size="sm"
                        inputMode="decimal"
                        autoComplete="off"
                        aria-label={t('compras.recepcion.llegaDe', { insumo: l.nombre })}
                        {...register(`lineas.${index}.cantidad`)}
                      />
                      <Field.ErrorText>{errorText(e?.cantidad)}</Field.ErrorText>
                    </Field.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <Field.Root invalid={!!e?.costoUnitario}>
                      <Input
                        size="sm"
                        inputMode="decimal"
                        autoComplete="off"
                        aria-label={t('compras.recepcion.costoDe', { insumo: l.nombre })}
                        {...register(`lineas.${index}.costoUnitario`)}
                      />
                      <Field.ErrorText>{errorText(e?.costoUnitario)}</Field.ErrorText>
                    </Field.Root>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </ScrollTable>
        {listError && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {errorText(listError)}
          </Text>
        )}
        {serverError && (
          <Alert.Root status="error" data-testid="recepcion-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancelar')} <ShortcutKey k="Esc" />
          </Button>
          <Button type="submit" colorPalette="primary" loading={recibir.isPending} data-testid="confirmar-recepcion">
            {t('compras.recepcion.confirmar')} <ShortcutKey k="Ctrl+Enter" />
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
