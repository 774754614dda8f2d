import { Alert, Button, Field, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { inventarioInputSchema, type Insumo, type Inventario, type InventarioInput } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { ShortcutKey, useHotkeys, useNumberFields, useValidationText, type NumberFields } from '@resto/shared/sales-ui';
import { useGuardarInventario } from '../api/inventarios-api';
import { useCantidad } from '../hooks/use-cantidad';
import { CANTIDAD_DECIMALES } from './insumo-form';

interface ConteoValues {
  lineas: { insumoId: number; cantidad: string }[];
  notas: string;
}

/**
 * The count's texts: each quantity read as the venue writes numbers (a blank line is an
 * ingredient not counted, left out), then the shared contract (inventarioInputSchema).
 */
export function conteoSchema(fields: NumberFields, clientMutationId: string) {
  const cantidad = fields.number(CANTIDAD_DECIMALES);
  return z.object({ lineas: z.array(z.object({ insumoId: z.number(), cantidad: z.string() })), notas: z.string() }).transform((v, ctx): InventarioInput => {
    const lineas: { insumoId: number; cantidadContada: number }[] = [];
    v.lineas.forEach((l, i) => {
      if (l.cantidad.trim() === '') return;
      const parsed = cantidad.safeParse(l.cantidad);
      if (parsed.success) lineas.push({ insumoId: l.insumoId, cantidadContada: parsed.data });
      else for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: ['lineas', i, 'cantidad'], message: issue.message });
    });
    const checked = inventarioInputSchema.safeParse({ lineas, notas: v.notas.trim() || null, clientMutationId });
    if (!checked.success) {
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: issue.path[0] === 'lineas' ? ['lineas', 'root'] : issue.path, message: issue.message });
      return z.NEVER;
    }
    return checked.data;
  });
}

type FormOutput = z.output<ReturnType<typeof conteoSchema>>;

export interface ConteoFormProps {
  /** The ingredients being counted, with the stock the system has for each. */
  insumos: readonly Insumo[];
  onCancel: () => void;
  onSaved: (inventario: Inventario) => void;
}

/** Typing what was counted: each ingredient's stock on record beside its field; saved as one count. */
export function ConteoForm({ insumos, onCancel, onSaved }: ConteoFormProps) {
  const { t } = useTranslation();
  const fields = useNumberFields();
  const errorText = useValidationText();
  const cantidad = useCantidad();
  const [clientMutationId] = useState(newClientMutationId);
  const guardar = useGuardarInventario();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => conteoSchema(fields, clientMutationId), [fields, clientMutationId]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ConteoValues, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { lineas: insumos.map((i) => ({ insumoId: i.id, cantidad: '' })), notas: '' },
  });
  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      onSaved(await guardar.mutateAsync(body));
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : t('insumos.inventario.errorGuardar'));
    }
  });
  useHotkeys({ 'Control+Enter': () => void submit() });
  const listError = errors.lineas?.root ?? (errors.lineas as { message?: string } | undefined);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="conteo-form">
      <Stack gap={3}>
        <Text color="fg.muted" fontSize="sm">
          {t('insumos.inventario.ayudaConteo')}
        </Text>
        <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={t('insumos.inventario.conteo')}>
          <Table.Root size="sm" minW="32rem" data-testid="conteo-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('insumos.inventario.columnas.insumo')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('insumos.inventario.columnas.esperado')}</Table.ColumnHeader>
                <Table.ColumnHeader w="12rem">{t('insumos.inventario.columnas.contado')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {insumos.map((i, n) => (
                <Table.Row key={i.id} data-testid="conteo-row">
                  <Table.Cell>{i.nombre}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {cantidad(i.stockActual, i.unidad)}
                  </Table.Cell>
                  <Table.Cell>
                    <Field.Root invalid={!!errors.lineas?.[n]?.cantidad}>
                      <Input
                        size="sm"
                        inputMode="decimal"
                        autoComplete="off"
                        aria-label={t('insumos.inventario.contadoDe', { nombre: i.nombre, unidad: t(`insumos.unidades.${i.unidad}`) })}
                        {...register(`lineas.${n}.cantidad`)}
                      />
                      <Field.ErrorText>{errorText(errors.lineas?.[n]?.cantidad)}</Field.ErrorText>
                    </Field.Root>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {listError?.message && (
          <Text color="fg.error" role="alert" data-testid="conteo-error-lineas">
            {errorText(listError)}
          </Text>
        )}
        <Field.Root>
          <Field.Label>{t('insumos.inventario.notas')}</Field.Label>
          <Textarea rows={2} maxLength={500} {...register('notas')} />
        </Field.Root>
        {serverError && (
          <Alert.Root status="error" data-testid="conteo-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <Stack direction="row" justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancelar')}
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="guardar-conteo">
            {t('insumos.inventario.guardar')} <ShortcutKey k="Ctrl+Enter" />
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
