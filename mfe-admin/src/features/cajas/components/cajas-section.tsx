import { Alert, Badge, Box, Button, Field, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { crearCajaSchema, type Caja } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { useValidationText } from '@resto/shared/sales-ui';
import { usePermission } from '@resto/shared/session';
import { notify } from '@resto/shared/ui';
import { actualizarCaja, cajasKeys, crearCaja, useCajas } from '../api/cajas';

const nombreSchema = z.object({ nombre: crearCajaSchema.shape.nombre });
type NombreForm = z.infer<typeof nombreSchema>;

/**
 * The venue's tills beside the settings that use them: listed with whether each is open; a manager
 * (caja.supervisar) adds, renames, deactivates and activates them (the api refuses the rest).
 */
export function CajasSection() {
  const { t } = useTranslation();
  const cajas = useCajas();
  const editable = usePermission('caja.supervisar');
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: cajasKeys.all });

  return (
    <Box as="section" data-testid="cajas-section">
      <Heading as="h2" size="md" mb={1}>
        {t('admin.cajas.titulo')}
      </Heading>
      <Text color="fg.muted" mb={3}>
        {t('admin.cajas.ayuda')}
      </Text>
      {cajas.error && (
        <Text color="fg.error" role="alert">
          {t('admin.cajas.errorCargar')}
        </Text>
      )}
      {cajas.data && cajas.data.length === 0 && <Text color="fg.muted">{t('admin.cajas.sinCajas')}</Text>}
      {cajas.data && cajas.data.length > 0 && (
        <Table.Root size="sm" data-testid="cajas-lista">
          <Table.Body>
            {cajas.data.map((c) => (
              <CajaRow key={c.id} caja={c} editable={editable} onChanged={reload} />
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {editable && <NuevaCaja onCreated={reload} />}
    </Box>
  );
}

function useNombreForm(nombre: string) {
  return useForm<NombreForm>({ resolver: zodResolver(nombreSchema), defaultValues: { nombre } });
}

function CajaRow({ caja, editable, onChanged }: { caja: Caja; editable: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useNombreForm(caja.nombre);

  const send = async (body: { nombre?: string; activa?: boolean }) => {
    const res = await actualizarCaja(caja.id, { ...body, clientMutationId: newClientMutationId() });
    if (!res.success) {
      notify({ severity: 'error', message: saveFailureMessage(res, t('admin.errorGuardar')) });
      return false;
    }
    notify({ severity: 'success', message: t('admin.cajas.actualizada') });
    onChanged();
    return true;
  };
  const rename = handleSubmit(async ({ nombre }) => {
    if (await send({ nombre })) setEditing(false);
  });
  const toggle = async () => {
    setBusy(true);
    await send({ activa: !caja.activa });
    setBusy(false);
  };

  return (
    <Table.Row data-testid={`caja-${caja.id}`}>
      <Table.Cell>
        {editing ? (
          <form onSubmit={(e) => void rename(e)} noValidate>
            <HStack gap={2} align="start">
              <Field.Root invalid={!!errors.nombre}>
                <Input size="sm" aria-label={t('admin.cajas.nombre')} autoFocus {...register('nombre')} />
                <Field.ErrorText>{errorText(errors.nombre)}</Field.ErrorText>
              </Field.Root>
              <Button size="sm" type="submit" colorPalette="primary" loading={isSubmitting}>
                {t('common.guardar')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setEditing(false)}>
                {t('common.cancelar')}
              </Button>
            </HStack>
          </form>
        ) : (
          <HStack gap={2}>
            <Text>{caja.nombre}</Text>
            {!caja.activa && <Badge>{t('admin.cajas.inactiva')}</Badge>}
            {caja.arqueoAbiertoId !== null && <Badge colorPalette="green">{t('admin.cajas.abierta')}</Badge>}
          </HStack>
        )}
      </Table.Cell>
      {editable && !editing && (
        <Table.Cell textAlign="end">
          <HStack gap={2} justify="flex-end">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              {t('admin.cajas.renombrar')}
            </Button>
            <Button size="sm" variant="outline" loading={busy} onClick={() => void toggle()}>
              {caja.activa ? t('admin.cajas.desactivar') : t('admin.cajas.activar')}
            </Button>
          </HStack>
        </Table.Cell>
      )}
    </Table.Row>
  );
}

function NuevaCaja({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const [serverError, setServerError] = useState<string | null>(null);
  // One id per till being added, kept across retries: a repeated request never adds it twice.
  const [mutationId, setMutationId] = useState(newClientMutationId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useNombreForm('');
  const submit = handleSubmit(async ({ nombre }) => {
    setServerError(null);
    const res = await crearCaja({ nombre, clientMutationId: mutationId });
    if (!res.success) {
      setServerError(saveFailureMessage(res, t('admin.errorGuardar')));
      return;
    }
    notify({ severity: 'success', message: t('admin.cajas.creada') });
    reset({ nombre: '' });
    setMutationId(newClientMutationId());
    onCreated();
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="nueva-caja">
      <Stack gap={2} mt={3}>
        <HStack gap={2} align="start">
          <Field.Root invalid={!!errors.nombre} maxW="20rem">
            <Field.Label>{t('admin.cajas.nombreNueva')}</Field.Label>
            <Input {...register('nombre')} />
            <Field.ErrorText>{errorText(errors.nombre)}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" mt={6} loading={isSubmitting}>
            {t('admin.cajas.agregar')}
          </Button>
        </HStack>
        {serverError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </form>
  );
}
