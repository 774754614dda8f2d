import { Alert, Button, Field, HStack, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { PEDIDO_CANALES, PEDIDO_TIPOS_DIRECTOS, type Pedido, type PedidoInput, type ProductoVenta } from '@resto/shared/contracts';
import { fromApi } from '@resto/shared/query';
import { useValidationText } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NUEVO_ITEM, PedidoItemsFields, pedidoItemsBody, pedidoItemsSchema } from './pedido-items-fields';
import { useComboCheck } from './pedido-item-combo';
import { crearPedido, editarPedido, pedidosKeys } from '../api/pedidos-api';

const formSchema = z
  .object({
    tipo: z.enum(PEDIDO_TIPOS_DIRECTOS),
    canal: z.enum(PEDIDO_CANALES),
    // Both blank: to the kitchen now; both filled: held until then.
    fecha: z.string(),
    hora: z.string(),
    clienteNombre: z.string().max(120),
    direccion: z.string().max(200),
    notas: z.string().max(500),
    items: pedidoItemsSchema,
  })
  .refine((v) => v.tipo !== 'delivery' || v.direccion.trim().length > 0, { path: ['direccion'], error: 'Un pedido de delivery necesita la dirección de entrega' })
  .refine((v) => !v.fecha === !v.hora, { path: ['hora'], error: 'Indicá la fecha y la hora' })
  .refine((v) => !v.fecha || !v.hora || new Date(`${v.fecha}T${v.hora}`).getTime() > Date.now(), { path: ['hora'], error: 'La hora programada ya pasó' });

type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const pad = (n: number) => String(n).padStart(2, '0');

/** The form's values of an order (its scheduled time in this device's clock, as it is typed). */
function toForm(pedido: Pedido | null): FormInput {
  if (!pedido) return { tipo: 'takeaway', canal: 'presencial', fecha: '', hora: '', clienteNombre: '', direccion: '', notas: '', items: [{ ...NUEVO_ITEM }] };
  const at = pedido.programadoPara && pedido.retenido ? new Date(pedido.programadoPara) : null;
  return {
    tipo: pedido.tipo === 'mesa' ? 'mostrador' : pedido.tipo,
    canal: pedido.canal,
    fecha: at ? `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` : '',
    hora: at ? `${pad(at.getHours())}:${pad(at.getMinutes())}` : '',
    clienteNombre: pedido.clienteNombre ?? '',
    direccion: pedido.direccion ?? '',
    notas: pedido.notas ?? '',
    items: pedido.items
      .filter((i) => !i.eliminado)
      .map((i) => ({
        productoId: String(i.productoId),
        cantidad: String(i.cantidad),
        modificadores: (i.modificadores ?? []).map((m) => m.opcionId),
        combo: (i.componentes ?? []).map((c) => ({ grupoId: c.grupoId, opcionId: c.opcionId })),
      })),
  };
}

export interface PedidoDirectoFormProps {
  /** The order to edit (a pending counter, takeaway or delivery order); null takes a new one. */
  pedido: Pedido | null;
  onSaved: (pedido: Pedido) => void;
  onCancel: () => void;
}

/**
 * Takes or edits a counter, takeaway or delivery order: type, channel, customer, address, items,
 * notes and, optionally, the time it is for (held off the kitchen until then). The api prices the
 * items and refuses an order that is no longer pending.
 */
export function PedidoDirectoForm({ pedido, onSaved, onCancel }: PedidoDirectoFormProps) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const client = useQueryClient();
  const [mutationId, setMutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  const menu = useQuery({ queryKey: ['productos', 'menu'], queryFn: fromApi((signal) => api.get<ProductoVenta[]>('/productos/menu', { signal })) });
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: toForm(pedido) });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const combosCompletos = useComboCheck(form.setError);
  // Products no longer on the menu stay choosable on the order that has them.
  const opciones: { id: number; nombre: string; precio?: number }[] = (menu.data ?? []).map((p) => ({ id: p.id, nombre: p.nombre, precio: p.precio }));
  for (const i of pedido?.items ?? []) if (!opciones.some((o) => o.id === i.productoId)) opciones.push({ id: i.productoId, nombre: i.nombre });

  const submit = handleSubmit(async (v) => {
    setServerError(null);
    if (!combosCompletos(v.items)) return;
    const body: PedidoInput = {
      tipo: v.tipo,
      canal: v.canal,
      items: pedidoItemsBody(v.items),
      clienteNombre: v.clienteNombre.trim() || null,
      direccion: v.direccion.trim() || null,
      notas: v.notas.trim() || null,
      programadoPara: v.fecha && v.hora ? new Date(`${v.fecha}T${v.hora}`).toISOString() : null,
      ...(pedido?.cliente ? { clienteId: pedido.cliente.id } : {}),
      clientMutationId: mutationId,
    };
    const res = pedido ? await editarPedido(pedido.id, body) : await crearPedido(body);
    if (!res.success || !res.data) {
      setServerError(saveFailureMessage(res, t('pedidos.errorCargar')));
      return;
    }
    setMutationId(newClientMutationId());
    notify({ severity: 'success', message: pedido ? t('pedidos.directo.actualizado', { numero: res.data.numero }) : t('pedidos.directo.creado', { numero: res.data.numero }) });
    void client.invalidateQueries({ queryKey: pedidosKeys.all });
    onSaved(res.data);
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="pedido-directo-form">
        <Stack gap={3}>
          <HStack gap={3} wrap="wrap" align="start">
            <Field.Root maxW="12rem">
              <Field.Label>{t('pedidos.reservas.tipo')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('tipo')} data-testid="pedido-tipo">
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
            <Field.Root maxW="20rem">
              <Field.Label>{t('pedidos.reservas.cliente')}</Field.Label>
              <Input maxLength={120} {...register('clienteNombre')} />
            </Field.Root>
          </HStack>
          <Field.Root invalid={!!errors.direccion}>
            <Field.Label>{t('pedidos.reservas.direccion')}</Field.Label>
            <Input maxLength={200} {...register('direccion')} />
            <Field.ErrorText>{errorText(errors.direccion)}</Field.ErrorText>
          </Field.Root>
          <PedidoItemsFields opciones={opciones} />
          <Field.Root>
            <Field.Label>{t('pedidos.reservas.notas')}</Field.Label>
            <Textarea maxLength={500} rows={2} {...register('notas')} />
          </Field.Root>
          <HStack gap={3} wrap="wrap" align="start">
            <Field.Root maxW="12rem" invalid={!!errors.fecha}>
              <Field.Label>{t('pedidos.directo.programarFecha')}</Field.Label>
              <Input type="date" {...register('fecha')} />
            </Field.Root>
            <Field.Root maxW="10rem" invalid={!!errors.hora}>
              <Field.Label>{t('pedidos.reservas.hora')}</Field.Label>
              <Input type="time" {...register('hora')} />
              <Field.ErrorText>{errorText(errors.hora)}</Field.ErrorText>
            </Field.Root>
          </HStack>
          {serverError && (
            <Alert.Root status="error" data-testid="form-error">
              <Alert.Indicator />
              <Alert.Title>{serverError}</Alert.Title>
            </Alert.Root>
          )}
          <HStack justify="flex-end">
            <Button variant="ghost" onClick={onCancel}>
              {t('pedidos.cerrar')}
            </Button>
            <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="guardar-pedido">
              {t('pedidos.directo.guardar')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}
