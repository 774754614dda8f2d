import { Badge, Button, Field, Heading, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { newClientMutationId } from '@resto/shared/api-client';
import { impresionAjustesSchema, type ImpresionAjustes, type TrabajoImpresion } from '@resto/shared/contracts';
import { formatDateTime } from '@resto/shared/format';
import { usePermission } from '@resto/shared/session';
import { notify, ScrollTable } from '@resto/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { impresorasKeys, reprintTrabajo, saveAjustes, useAjustesQuery, useTrabajosQuery } from '../api/impresoras';

/** What the history shows of a job's state: a job moved to the backup printer reads 'rerouted'. */
export type EstadoVisible = TrabajoImpresion['estado'] | 'rerouted';

export function estadoVisible(job: TrabajoImpresion): EstadoVisible {
  return job.impresoraOriginalId !== null && job.estado !== 'failed' ? 'rerouted' : job.estado;
}

const PALETTE: Record<EstadoVisible, string> = { queued: 'gray', sent: 'blue', confirmed: 'green', failed: 'red', rerouted: 'orange' };

/** When a closed sale's receipt prints: by itself or when someone presses print. */
function AjustesForm({ ajustes, onSaved }: { ajustes: ImpresionAjustes; onSaved: () => void }) {
  const { t } = useTranslation();
  const editable = usePermission('config.editar');
  const {
    register,
    handleSubmit,
    formState: { isSubmitting, isDirty },
    reset,
  } = useForm<ImpresionAjustes>({ resolver: zodResolver(impresionAjustesSchema), defaultValues: ajustes });
  const submit = handleSubmit(async (values) => {
    const res = await saveAjustes(values, newClientMutationId());
    if (!res.success) {
      notify({ severity: 'error', message: res.message ?? '' });
      return;
    }
    reset(res.data);
    notify({ severity: 'success', message: t('impresorasAdmin.ajustesGuardados') });
    onSaved();
  });
  return (
    <form onSubmit={(e) => void submit(e)} data-testid="impresion-ajustes">
      <HStack align="end" gap={3} wrap="wrap">
        <Field.Root maxW="24rem" disabled={!editable}>
          <Field.Label>{t('impresorasAdmin.documentoVenta')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field data-testid="documento-venta" {...register('documentoVenta')}>
              <option value="automatico">{t('impresorasAdmin.documentoVentaModos.automatico')}</option>
              <option value="a_pedido">{t('impresorasAdmin.documentoVentaModos.a_pedido')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {editable && (
          <Button type="submit" colorPalette="primary" loading={isSubmitting} disabled={!isDirty}>
            {t('impresorasAdmin.guardar')}
          </Button>
        )}
      </HStack>
    </form>
  );
}

/**
 * The print jobs of the venue: the last ones with their state (queued, sent,
 * confirmed, failed, rerouted to the backup), and a reprint, for whoever holds
 * impresion.reimprimir: the copy prints marked 'REIMPRESIÓN' and goes to the audit log.
 */
export function TrabajosSection() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const trabajos = useTrabajosQuery();
  const ajustes = useAjustesQuery();
  const puedeReimprimir = usePermission('impresion.reimprimir');
  const [reprinting, setReprinting] = useState<number | null>(null);
  const reload = () => void client.invalidateQueries({ queryKey: impresorasKeys.all });

  const reimprimir = async (job: TrabajoImpresion) => {
    setReprinting(job.id);
    const res = await reprintTrabajo(job.id, newClientMutationId());
    setReprinting(null);
    notify(res.success ? { severity: 'success', message: t('impresorasAdmin.reimpresa', { titulo: job.titulo }) } : { severity: 'error', message: res.message ?? '' });
    reload();
  };

  const list = trabajos.data ?? [];
  return (
    <Stack gap={4} data-testid="trabajos-section">
      <Heading size="md">{t('impresorasAdmin.ajustes')}</Heading>
      {ajustes.data && <AjustesForm key={ajustes.data.documentoVenta} ajustes={ajustes.data} onSaved={reload} />}
      <Heading size="md">{t('impresorasAdmin.trabajos')}</Heading>
      {list.length === 0 ? (
        <Text color="fg.muted" data-testid="trabajos-ninguno">
          {t('impresorasAdmin.trabajosNinguno')}
        </Text>
      ) : (
        <ScrollTable label={t('impresorasAdmin.trabajos')} testId="trabajos-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('impresorasAdmin.trabajo')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('impresorasAdmin.estado')}</Table.ColumnHeader>
              <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>{t('impresorasAdmin.impresora')}</Table.ColumnHeader>
              <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>{t('impresorasAdmin.fecha')}</Table.ColumnHeader>
              {puedeReimprimir && <Table.ColumnHeader>{t('common.acciones')}</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((job) => {
              const estado = estadoVisible(job);
              return (
                <Table.Row key={job.id} data-testid={`trabajo-${job.id}`}>
                  <Table.Cell>
                    {job.titulo}{' '}
                    {job.reimpresion && (
                      <Badge variant="outline" colorPalette="purple">
                        {t('impresorasAdmin.reimpresion')}
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={PALETTE[estado]} data-testid={`trabajo-estado-${job.id}`}>
                      {t(`impresorasAdmin.estados.${estado}`)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                    {job.impresoraOriginalNombre ? `${job.impresoraOriginalNombre} → ${job.impresoraNombre ?? ''}` : (job.impresoraNombre ?? '')}
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{formatDateTime(job.fechaCreacion, { locale: i18n.language })}</Table.Cell>
                  {puedeReimprimir && (
                    <Table.Cell>
                      <Button size="xs" variant="outline" loading={reprinting === job.id} onClick={() => void reimprimir(job)} data-testid={`trabajo-reimprimir-${job.id}`}>
                        {t('impresorasAdmin.reimprimir')}
                      </Button>
                    </Table.Cell>
                  )}
                </Table.Row>
              );
            })}
          </Table.Body>
        </ScrollTable>
      )}
    </Stack>
  );
}
