import { Alert, Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { PedidosConfig, ReservasConfig } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { queryFailure } from '@resto/shared/query';
import { CRITICAL_ORDER_REFRESH_MAX_MS, CRITICAL_ORDER_REFRESH_MIN_MS, RESERVA_DURACION_MAX, RESERVA_DURACION_MIN } from '@resto/shared/rules';
import { useNumberFields, useValidationText, type NumberFields } from '@resto/shared/sales-ui';
import { ConnectionErrorScreen, LoadingOverlay, notify } from '@resto/shared/ui';
import { pedidosReservasKeys, savePedidosConfig, saveReservasConfig, usePedidosConfigQuery, useReservasConfigQuery } from '../api/pedidos-reservas';
import { DURACION_FUERA_DE_RANGO, REFRESCO_FUERA_DE_RANGO, registerPedidosReservasTranslations, UMBRAL_FUERA_DE_RANGO } from '../i18n';

registerPedidosReservasTranslations();

function between(min: number, max: number, error: string) {
  return z.number().int({ error }).min(min, { error }).max(max, { error });
}

function pedidosSchema(fields: NumberFields) {
  return z.object({
    alertaMinutos: fields.number(0, { blank: null }).pipe(between(1, 24 * 60, UMBRAL_FUERA_DE_RANGO)),
    // Seconds on the screen, milliseconds in the api.
    refrescoSegundos: fields.number(0, { blank: null }).pipe(between(CRITICAL_ORDER_REFRESH_MIN_MS / 1000, CRITICAL_ORDER_REFRESH_MAX_MS / 1000, REFRESCO_FUERA_DE_RANGO)),
  });
}

function reservasSchema(fields: NumberFields) {
  return z.object({ duracionMinutos: fields.number(0, { blank: null }).pipe(between(RESERVA_DURACION_MIN, RESERVA_DURACION_MAX, DURACION_FUERA_DE_RANGO)) });
}

function ServerError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" data-testid="form-error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** The critical-orders threshold and the header's refresh: every open header applies a save at once. */
export function PedidosCriticosForm({ config }: { config: PedidosConfig }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const fields = useNumberFields();
  const client = useQueryClient();
  const schema = useMemo(() => pedidosSchema(fields), [fields]);
  const [serverError, setServerError] = useState<string | null>(null);
  const toForm = (c: PedidosConfig) => ({ alertaMinutos: String(c.alertaMinutos), refrescoSegundos: String(Math.round(c.refrescoMs / 1000)) });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: toForm(config) });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await savePedidosConfig({ alertaMinutos: values.alertaMinutos, refrescoMs: values.refrescoSegundos * 1000, clientMutationId: newClientMutationId() });
    if (result.success && result.data) {
      client.setQueryData(pedidosReservasKeys.pedidos, result.data);
      reset(toForm(result.data));
      notify({ severity: 'success', message: t('pedidosReservasAdmin.guardadoPedidos') });
    } else {
      setServerError(saveFailureMessage(result, t('admin.errorGuardar')));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="pedidos-config-form">
      <Stack gap={3}>
        <Heading as="h2" size="md">
          {t('pedidosReservasAdmin.criticos')}
        </Heading>
        <Text color="fg.muted">{t('pedidosReservasAdmin.criticosDescripcion')}</Text>
        <HStack gap={4} wrap="wrap" align="start">
          <Field.Root invalid={!!errors.alertaMinutos} maxW="18rem">
            <Field.Label>{t('pedidosReservasAdmin.umbral')}</Field.Label>
            <Input inputMode="numeric" autoComplete="off" data-testid="pedidos-umbral" {...register('alertaMinutos')} />
            <Field.ErrorText>{errorText(errors.alertaMinutos)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.refrescoSegundos} maxW="18rem">
            <Field.Label>{t('pedidosReservasAdmin.refresco')}</Field.Label>
            <Input inputMode="numeric" autoComplete="off" data-testid="pedidos-refresco" {...register('refrescoSegundos')} />
            <Field.ErrorText>{errorText(errors.refrescoSegundos)}</Field.ErrorText>
          </Field.Root>
        </HStack>
        <ServerError message={serverError} />
        <Box>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-pedidos-config">
            {t('common.guardar')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** The sitting length a reservation holds its table for (overlaps are checked with it). */
export function ReservasDuracionForm({ config }: { config: ReservasConfig }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const fields = useNumberFields();
  const client = useQueryClient();
  const schema = useMemo(() => reservasSchema(fields), [fields]);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { duracionMinutos: String(config.duracionMinutos) } });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await saveReservasConfig({ duracionMinutos: values.duracionMinutos, clientMutationId: newClientMutationId() });
    if (result.success && result.data) {
      client.setQueryData(pedidosReservasKeys.reservas, result.data);
      reset({ duracionMinutos: String(result.data.duracionMinutos) });
      notify({ severity: 'success', message: t('pedidosReservasAdmin.guardadoReservas') });
    } else {
      setServerError(saveFailureMessage(result, t('admin.errorGuardar')));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="reservas-config-form">
      <Stack gap={3}>
        <Heading as="h2" size="md">
          {t('pedidosReservasAdmin.reservas')}
        </Heading>
        <Text color="fg.muted">{t('pedidosReservasAdmin.reservasDescripcion')}</Text>
        <Field.Root invalid={!!errors.duracionMinutos} maxW="18rem">
          <Field.Label>{t('pedidosReservasAdmin.duracion')}</Field.Label>
          <Input inputMode="numeric" autoComplete="off" data-testid="reservas-duracion" {...register('duracionMinutos')} />
          <Field.ErrorText>{errorText(errors.duracionMinutos)}</Field.ErrorText>
        </Field.Root>
        <ServerError message={serverError} />
        <Box>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-reservas-config">
            {t('common.guardar')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** /config › Pedidos y reservas: the settings the orders and reservations screens run on. */
export function PedidosReservasSection() {
  const { t } = useTranslation();
  const pedidos = usePedidosConfigQuery();
  const reservas = useReservasConfigQuery();
  const failure = queryFailure(pedidos.error ?? reservas.error);
  if (failure.connectionError)
    return (
      <ConnectionErrorScreen
        onRetry={() => {
          void pedidos.refetch();
          void reservas.refetch();
        }}
      />
    );
  if (failure.error !== null)
    return (
      <Text color="fg.error" role="alert">
        {t('pedidosReservasAdmin.errorCargar')}
        {failure.error ? `: ${failure.error}` : ''}
      </Text>
    );
  if (!pedidos.data || !reservas.data) return <LoadingOverlay active />;
  return (
    <Stack gap={8} data-testid="pedidos-reservas-section">
      <PedidosCriticosForm config={pedidos.data} />
      <ReservasDuracionForm config={reservas.data} />
    </Stack>
  );
}
