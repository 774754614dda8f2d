import { Alert, Button, Field, HStack, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { PEDIDO_CANALES, PEDIDO_TIPOS_DIRECTOS, type ProductoVenta } from '@resto/shared/contracts';
import { fromApi } from '@resto/shared/query';
import { DateField, TimeField, useValidationText } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NUEVO_ITEM, PedidoItemsFields, pedidoItemsBody, pedidoItemsSchema } from './pedido-items-fields';
import { useComboCheck } from './pedido-item-combo';
import { crearPedido, pedidosKeys } from '../api/pedidos-api';

const formSchema = z
  .object({
    tipo: z.enum(PEDIDO_TIPOS_DIRECTOS),
    canal: z.enum(PEDIDO_CANALES),
    fecha: z.string().min(1, { error: 'Indicá la fecha y la hora' }),
    hora: z.string().min(1, { error: 'Indicá la fecha y la hora' }),
    clienteNombre: z.string().max(120),
    direccion: z.string().max(200),
    notas: z.string().max(500),
    items: pedidoItemsSchema,
  })
  .refine((v) => v.tipo !== 'delivery' || v.direccion.trim().length > 0, { path: ['direccion'], error: 'Un pedido de delivery necesita la dirección de entrega' })
  .refine((v) => !v.fecha || !v.hora || new Date(`${v.fecha}T${v.hora}`).getTime() > Date.now(), { path: ['hora'], error: 'La hora programada ya pasó' });

type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** Books a counter, takeaway or delivery order for later: it reaches the kitchen at its time. */
export function PedidoProgramadoForm() {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const client = useQueryClient();
  const [mutationId, setMutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  const menu = useQuery({ queryKey: ['productos', 'menu'], queryFn: fromApi((signal) => api.get<ProductoVenta[]>('/productos/menu', { signal })) });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { tipo: 'takeaway', canal: 'telefono', fecha: '', hora: '', clienteNombre: '', direccion: '', notas: '', items: [{ ...NUEVO_ITEM }] },
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const combosCompletos = useComboCheck(form.setError);

  const submit = handleSubmit(async (v) => {
    setServerError(null);
    if (!combosCompletos(v.items)) return;
    const res = await crearPedido({
      tipo: v.tipo,
      canal: v.canal,
      items: pedidoItemsBody(v.items),
      clienteNombre: v.clienteNombre.trim() || null,
      direccion: v.direccion.trim() || null,
      notas: v.notas.trim() || null,
      programadoPara: new Date(`${v.fecha}T${v.hora}`).toISOString(),
      clientMutationId: mutationId,
    });
    if (!res.success) {
      setServerError(saveFailureMessage(res, t('pedidos.errorCargar')));
      return;
    }
    notify({ severity: 'success', message: t('pedidos.reservas.creado') });
    setMutationId(newClientMutationId());
    reset();
    void client.invalidateQueries({ queryKey: pedidosKeys.all });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="pedido-programado-form">
        <Stack gap={3}>
          <HStack gap={3} wrap="wrap" align="start">
            <Field.Root maxW="12rem">
              <Field.Label>{t('pedidos.reservas.tipo')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('tipo')}>
                  {PEDIDO_TIPOS_DIRECTOS.map((v) => (
                    <option key={v} value={v}>
                      {t(`pedidos.tipos.${v}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root maxW="12rem">
              <Field.Label>{t('pedidos.reservas.canal')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('canal')}>
                  {PEDIDO_CANALES.map((v) => (
                    <option key={v} value={v}>
                      {t(`pedidos.canales.${v}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root maxW="14rem" invalid={!!errors.fecha} required>
              <Controller
                control={control}
                name="fecha"
                render={({ field }) => (
                  <DateField label={t('pedidos.reservas.fecha')} value={field.value} onChange={field.onChange} invalid={!!errors.fecha} data-testid="pedido-programado-fecha" />
                )}
              />
              <Field.ErrorText>{errorText(errors.fecha)}</Field.ErrorText>
            </Field.Root>
            <Field.Root maxW="10rem" invalid={!!errors.hora} required>
              <Field.Label>{t('pedidos.reservas.hora')}</Field.Label>
              <Controller
                control={control}
                name="hora"
                render={({ field }) => <TimeField value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} data-testid="pedido-programado-hora" />}
              />
              <Field.ErrorText>{errorText(errors.hora)}</Field.ErrorText>
            </Field.Root>
          </HStack>
          <HStack gap={3} wrap="wrap" align="start">
            <Field.Root maxW="20rem">
              <Field.Label>{t('pedidos.reservas.cliente')}</Field.Label>
              <Input maxLength={120} {...register('clienteNombre')} />
            </Field.Root>
            <Field.Root maxW="28rem" invalid={!!errors.direccion}>
              <Field.Label>{t('pedidos.reservas.direccion')}</Field.Label>
              <Input maxLength={200} {...register('direccion')} />
              <Field.ErrorText>{errorText(errors.direccion)}</Field.ErrorText>
            </Field.Root>
          </HStack>
          <PedidoItemsFields opciones={menu.data ?? []} paraAhora={false} />
          <Field.Root>
            <Field.Label>{t('pedidos.reservas.notas')}</Field.Label>
            <Textarea maxLength={500} rows={2} {...register('notas')} />
          </Field.Root>
          {serverError && (
            <Alert.Root status="error" data-testid="form-error">
              <Alert.Indicator />
              <Alert.Title>{serverError}</Alert.Title>
            </Alert.Root>
          )}
          <HStack>
            <Button type="submit" colorPalette="primary" loading={isSubmitting}>
              {t('pedidos.reservas.guardar')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}
