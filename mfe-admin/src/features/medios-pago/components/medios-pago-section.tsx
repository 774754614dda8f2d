import { Alert, Badge, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MEDIO_PAGO_TIPOS, medioPagoCreateSchema, type MedioPago } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { searchKey } from '@resto/shared/rules';
import { paymentKeys, textMaxLength, useValidationText } from '@resto/shared/sales-ui';
import { LoadingOverlay, notify, SettingsList } from '@resto/shared/ui';
import { deleteMedioPago } from '../api/delete-medio-pago';
import { mediosKeys, useMediosPago } from '../api/get-medios-pago';
import { createMedioPago, updateMedioPago } from '../api/save-medio-pago';

const formSchema = z.object({ nombre: medioPagoCreateSchema.shape.nombre, tipo: z.enum(MEDIO_PAGO_TIPOS) });
type FormValues = z.input<typeof formSchema>;

/** Settings › payment methods: the venue's list, with add, rename/retype and delete. */
export function MediosPagoSection() {
  const { t } = useTranslation();
  const query = useMediosPago();
  const client = useQueryClient();
  const medios = query.data ?? [];
  const reload = () => {
    void client.invalidateQueries({ queryKey: mediosKeys.all });
    // The close-sale screens read them too.
    void client.invalidateQueries({ queryKey: paymentKeys.setup });
  };

  return (
    <SettingsList
      sectionTestId="medios-section"
      description={t('admin.medios.descripcion')}
      addLabel={t('admin.medios.nuevo')}
      addTestId="nuevo-medio"
      status={
        <>
          <LoadingOverlay active={query.isPending} error={query.data ? null : query.error} errorTitle={t('admin.medios.errorCargar')} onRetry={() => void query.refetch()} />
          {query.data && medios.length === 0 && <Text color="fg.muted">{t('admin.medios.sinMedios')}</Text>}
        </>
      }
      label={t('admin.secciones.medios')}
      testId="medios-table"
      rows={medios}
      rowKey={(m) => m.id}
      rowTestId={(m) => `medio-${m.id}`}
      rowName={(m) => m.nombre}
      columns={[
        { key: 'nombre', header: t('admin.medios.nombre'), cell: (m) => m.nombre },
        { key: 'tipo', header: t('admin.medios.tipo'), cell: (m) => <Badge variant="subtle">{t(`admin.medios.tipos.${m.tipo}`)}</Badge> },
      ]}
      formTitle={(medio) => (medio ? t('admin.medios.editar') : t('admin.medios.nuevo'))}
      formTestId="medio-dialog"
      renderForm={(medio, { cancel, saved }) => <MedioForm medio={medio} existing={medios} onCancel={cancel} onSaved={saved} />}
      deleteTitle={t('admin.medios.eliminar')}
      deleteQuestion={(m) => t('admin.medios.confirmarEliminar', { nombre: m.nombre })}
      remove={(m) => deleteMedioPago(m.id, newClientMutationId())}
      onDeleted={(_m, message) => notify({ severity: 'success', message: message ?? t('admin.medios.eliminado') })}
      onChanged={reload}
    />
  );
}

function MedioForm({ medio, existing, onCancel, onSaved }: { medio: MedioPago | null; existing: readonly MedioPago[]; onCancel: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const [mutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { nombre: medio?.nombre ?? '', tipo: medio?.tipo ?? 'otro' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    // Not duplicated (the api checks too, ignoring case and accents).
    const key = searchKey(values.nombre);
    if (existing.some((m) => m.id !== medio?.id && searchKey(m.nombre) === key)) {
      setError('nombre', { message: t('errors.MEDIO_PAGO_DUPLICADO') });
      return;
    }
    const body = { ...values, clientMutationId: mutationId };
    const result = medio ? await updateMedioPago(medio.id, body) : await createMedioPago(body);
    if (result.success) {
      notify({ severity: 'success', message: result.message ?? t('admin.guardado') });
      onSaved();
    } else {
      setServerError(saveFailureMessage(result, t('admin.errorGuardar')));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <Field.Root invalid={!!errors.nombre} required>
          <Field.Label>{t('admin.medios.nombre')}</Field.Label>
          <Input autoComplete="off" autoFocus maxLength={textMaxLength(medioPagoCreateSchema.shape.nombre)} {...register('nombre')} />
          <Field.ErrorText>{errorText(errors.nombre)}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('admin.medios.tipo')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('tipo')}>
              {MEDIO_PAGO_TIPOS.map((tipo) => (
                <option key={tipo} value={tipo}>
                  {t(`admin.medios.tipos.${tipo}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {serverError && (
          <Alert.Root status="error" data-testid="form-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancelar')}
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-medio">
            {t('common.guardar')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
