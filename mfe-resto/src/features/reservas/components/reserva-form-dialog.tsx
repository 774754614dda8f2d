import { Alert, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import type { Mesa, Reserva } from '@resto/shared/contracts';
import { toIsoDate } from '@resto/shared/format';
import { isIsoDate, problemaDeReserva, RESERVA_HORA_DESDE, RESERVA_HORA_HASTA, RESERVA_PERSONAS_MAX, RESERVA_PERSONAS_MIN, type ReservaProblema } from '@resto/shared/rules';
import { AppDialog, DateField, TimeField } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createReserva, updateReserva } from '../api/reservas-api';

/** Which field a rule of Speaks about. */
const FIELD_OF: Record<ReservaProblema['code'], 'fecha' | 'hora' | 'personas' | 'mesaId'> = {
  RESERVA_FECHA_PASADA: 'fecha',
  RESERVA_HORA_PASADA: 'hora',
  RESERVA_HORA_FUERA_DE_HORARIO: 'hora',
  RESERVA_PERSONAS_FUERA_DE_RANGO: 'personas',
  RESERVA_MESA_OBLIGATORIA: 'mesaId',
  RESERVA_CAPACIDAD_EXCEDIDA: 'mesaId',
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The form's rules: the fields' formats, then the api's own rules (`problemaDeReserva`)
 * with its messages (`errors.<CODE>`, the api's texts), so the form says what the api would.
 */
function formSchema(t: TFunction, mesas: readonly Mesa[], original: Reserva | null) {
  const rango = t('errors.RESERVA_PERSONAS_FUERA_DE_RANGO', { min: RESERVA_PERSONAS_MIN, max: RESERVA_PERSONAS_MAX });
  return z
    .object({
      clienteNombre: z
        .string()
        .trim()
        .min(1, { error: t('reservasPage.validacion.nombre') })
        .max(120),
      telefono: z.string().trim().max(40),
      email: z
        .string()
        .trim()
        .max(200)
        .refine((v) => !v || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: t('reservasPage.validacion.email') }),
      fecha: z.string().refine(isIsoDate, { error: t('reservasPage.validacion.fecha') }),
      hora: z.string().regex(/^\d{2}:\d{2}$/, { error: t('reservasPage.validacion.hora') }),
      personas: z.number({ error: rango }).int({ error: rango }),
      mesaId: z.number().nullable(),
      notas: z.string().trim().max(500),
      estado: z.enum(['confirmada', 'en_espera']),
    })
    .superRefine((v, ctx) => {
      const mesa = mesas.find((m) => m.id === v.mesaId) ?? null;
      const now = new Date();
      const cuando = !original || original.fecha !== v.fecha || original.hora !== v.hora;
      const problema = problemaDeReserva(
        { fecha: v.fecha, hora: v.hora, personas: v.personas, mesa: mesa ? { numero: mesa.numero, capacidad: mesa.capacidad } : null },
        toIsoDate(now),
        `${pad(now.getHours())}:${pad(now.getMinutes())}`,
        cuando,
      );
      if (problema) ctx.addIssue({ code: 'custom', path: [FIELD_OF[problema.code]], message: t(`errors.${problema.code}`, problema.params ?? {}) });
    });
}

type FormInput = z.input<ReturnType<typeof formSchema>>;
type FormOutput = z.output<ReturnType<typeof formSchema>>;

export interface ReservaFormDialogProps {
  open: boolean;
  /** The reservation to edit; null to book a new one. */
  reserva: Reserva | null;
  /** The day a new reservation starts on. */
  fecha: string;
  mesas: readonly Mesa[];
  onClose: () => void;
  onSaved: (reserva: Reserva) => void;
}

/** Book or edit a reservation, with the api's rules and messages. */
export function ReservaFormDialog({ open, reserva, fecha, mesas, onClose, onSaved }: ReservaFormDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} title={reserva ? t('reservasPage.editar') : t('reservasPage.nueva')} size="lg" testId="reserva-dialog">
      <ReservaForm reserva={reserva} fecha={fecha} mesas={mesas} onCancel={onClose} onSaved={onSaved} />
    </AppDialog>
  );
}

function ReservaForm({ reserva, fecha, mesas, onCancel, onSaved }: Omit<ReservaFormDialogProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const { t } = useTranslation();
  const [mutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => formSchema(t, mesas, reserva), [t, mesas, reserva]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      clienteNombre: reserva?.clienteNombre ?? '',
      telefono: reserva?.telefono ?? '',
      email: reserva?.email ?? '',
      fecha: reserva?.fecha ?? fecha,
      hora: reserva?.hora ?? '20:00',
      personas: reserva?.personas ?? 2,
      mesaId: reserva?.mesaId ?? null,
      notas: reserva?.notas ?? '',
      estado: reserva?.estado === 'en_espera' ? 'en_espera' : 'confirmada',
    },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const body = {
      clienteNombre: values.clienteNombre,
      telefono: values.telefono || null,
      email: values.email || null,
      fecha: values.fecha,
      hora: values.hora,
      personas: values.personas,
      mesaId: values.mesaId,
      notas: values.notas || null,
      clientMutationId: mutationId,
    };
    const result = reserva ? await updateReserva(reserva.id, body) : await createReserva({ ...body, estado: values.estado });
    if (result.success && result.data) {
      notify({ severity: 'success', message: result.message ?? t('reservasPage.guardada') });
      onSaved(result.data);
    } else {
      setServerError(saveFailureMessage(result, t('reservasPage.errorGuardar')));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <Field.Root invalid={!!errors.clienteNombre} required>
            <Field.Label>{t('reservasPage.campos.clienteNombre')}</Field.Label>
            <Input autoComplete="off" autoFocus maxLength={120} {...register('clienteNombre')} data-testid="reserva-nombre" />
            <Field.ErrorText>{errors.clienteNombre?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.telefono}>
            <Field.Label>{t('reservasPage.campos.telefono')}</Field.Label>
            <Input type="tel" autoComplete="off" maxLength={40} {...register('telefono')} data-testid="reserva-telefono" />
            <Field.ErrorText>{errors.telefono?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.email}>
            <Field.Label>{t('reservasPage.campos.email')}</Field.Label>
            <Input type="email" autoComplete="off" maxLength={200} {...register('email')} data-testid="reserva-email" />
            <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.fecha} required>
            <Controller
              control={control}
              name="fecha"
              render={({ field }) => (
                <DateField label={t('reservasPage.campos.fecha')} value={field.value} onChange={field.onChange} invalid={!!errors.fecha} data-testid="reserva-fecha" />
              )}
            />
            <Field.ErrorText>{errors.fecha?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.hora} required>
            <Field.Label>{t('reservasPage.campos.hora')}</Field.Label>
            <Controller
              control={control}
              name="hora"
              render={({ field }) => (
                <TimeField
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  from={RESERVA_HORA_DESDE}
                  to={RESERVA_HORA_HASTA}
                  data-testid="reserva-hora"
                />
              )}
            />
            <Field.ErrorText>{errors.hora?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.personas} required>
            <Field.Label>{t('reservasPage.campos.personas')}</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={RESERVA_PERSONAS_MIN}
              max={RESERVA_PERSONAS_MAX}
              {...register('personas', { valueAsNumber: true })}
              data-testid="reserva-personas"
            />
            <Field.ErrorText>{errors.personas?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.mesaId} required>
            <Field.Label>{t('reservasPage.campos.mesa')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('mesaId', { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })} data-testid="reserva-mesa">
                <option value="">{t('reservasPage.campos.elegirMesa')}</option>
                {mesas.map((m) => (
                  <option key={m.id} value={m.id}>
                    {t('reservasPage.campos.mesaOpcion', { numero: m.numero, capacidad: m.capacidad, zona: m.zona })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText data-testid="reserva-mesa-error">{errors.mesaId?.message}</Field.ErrorText>
          </Field.Root>
          {!reserva && (
            <Field.Root>
              <Field.Label>{t('reservasPage.campos.estado')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('estado')} data-testid="reserva-estado">
                  <option value="confirmada">{t('reservasPage.estados.confirmada')}</option>
                  <option value="en_espera">{t('reservasPage.estados.en_espera')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
        </SimpleGrid>
        <Field.Root invalid={!!errors.notas}>
          <Field.Label>{t('reservasPage.campos.notas')}</Field.Label>
          <Textarea rows={2} maxLength={500} {...register('notas')} data-testid="reserva-notas" />
        </Field.Root>
        {serverError && (
          <Alert.Root status="error" data-testid="reserva-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancelar')}
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="reserva-guardar">
            {t('common.guardar')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
