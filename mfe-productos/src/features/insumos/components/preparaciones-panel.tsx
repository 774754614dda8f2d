import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preparacion } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { queryFailure } from '@resto/shared/query';
import { useMoney } from '@resto/shared/sales-ui';
import { ConfirmDeleteDialog, LoadingOverlay, notify, SettingsTable, type SettingsColumn } from '@resto/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTodosLosInsumos } from '../api/insumos-api';
import { insumosKeys } from '../api/insumos-keys';
import { deletePreparacion, usePreparaciones } from '../api/preparaciones-api';
import { costoUnidadText } from '../costo-receta';
import { useCantidad } from '../hooks/use-cantidad';
import { PreparacionDialog } from './preparacion-dialog';

/** The preparations (sub-recipes): what each yields and, for who may see costs, what a batch and a unit of it cost. */
export function PreparacionesPanel({ costos }: { costos: boolean }) {
  const { t } = useTranslation();
  const { amount, locale, currency } = useMoney();
  const cantidad = useCantidad();
  const client = useQueryClient();
  const preparaciones = usePreparaciones();
  const insumos = useTodosLosInsumos();
  const { error } = queryFailure(preparaciones.error);
  const [editing, setEditing] = useState<{ preparacion: Preparacion | null } | null>(null);
  const [deleting, setDeleting] = useState<Preparacion | null>(null);
  const rows = preparaciones.data ?? [];

  const columns: SettingsColumn<Preparacion>[] = [
    { key: 'nombre', header: t('insumos.preparaciones.columnas.nombre'), cell: (p) => p.nombre, cellProps: { fontWeight: 'semibold' } },
    {
      key: 'rendimiento',
      header: t('insumos.preparaciones.columnas.rendimiento'),
      cell: (p) => cantidad(p.rendimiento, p.unidad),
      align: 'end',
      cellProps: { whiteSpace: 'nowrap' },
    },
    { key: 'lineas', header: t('insumos.preparaciones.columnas.lineas'), cell: (p) => p.lineas.length, align: 'end' },
    ...(costos
      ? ([
          { key: 'costo', header: t('insumos.preparaciones.columnas.costo'), cell: (p) => (p.costo === null ? '—' : amount(p.costo)), align: 'end', testId: 'preparacion-costo' },
          {
            key: 'costoPorUnidad',
            header: t('insumos.preparaciones.columnas.costoPorUnidad'),
            cell: (p) =>
              p.costoPorUnidad === null
                ? '—'
                : t('insumos.lista.porUnidad', { costo: costoUnidadText(p.costoPorUnidad, locale, currency), unidad: t(`insumos.unidades.${p.unidad}`) }),
            align: 'end',
            testId: 'preparacion-costo-unidad',
            cellProps: { whiteSpace: 'nowrap' },
          },
        ] satisfies SettingsColumn<Preparacion>[])
      : []),
    { key: 'activo', header: t('insumos.lista.columnas.estado'), cell: (p) => t(p.activo ? 'insumos.lista.activo' : 'insumos.lista.inactivo') },
  ];

  return (
    <Stack gap={4} data-testid="preparaciones-panel">
      <HStack justify="space-between" wrap="wrap" gap={2}>
        <Text color="fg.muted">{t('insumos.preparaciones.descripcion')}</Text>
        <Button colorPalette="primary" onClick={() => setEditing({ preparacion: null })} data-testid="nueva-preparacion">
          {t('insumos.preparaciones.nueva')}
        </Button>
      </HStack>
      <Box position="relative" minH="4rem">
        <LoadingOverlay active={preparaciones.isFetching && !preparaciones.data} />
        {error !== null && (
          <Text color="fg.error" role="alert">
            {t('insumos.preparaciones.errorCargar')}
            {error ? `: ${error}` : ''}
          </Text>
        )}
        {preparaciones.data && rows.length === 0 && <Text color="fg.muted">{t('insumos.preparaciones.vacio')}</Text>}
        {rows.length > 0 && (
          <SettingsTable
            label={t('insumos.preparaciones.titulo')}
            testId="preparaciones-table"
            rows={rows}
            rowKey={(p) => p.id}
            rowTestId={() => 'preparacion-row'}
            columns={columns}
            rowName={(p) => p.nombre}
            onEdit={(preparacion) => setEditing({ preparacion })}
            onDelete={setDeleting}
          />
        )}
      </Box>
      <PreparacionDialog
        open={editing !== null}
        preparacion={editing?.preparacion ?? null}
        insumos={insumos.data ?? []}
        preparaciones={rows}
        costos={costos}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('insumos.preparaciones.eliminar')}
        question={t('insumos.preparaciones.confirmarEliminar', { nombre: deleting?.nombre ?? '' })}
        onConfirm={() => deletePreparacion(deleting!.id, newClientMutationId())}
        onClose={() => setDeleting(null)}
        onDone={() => {
          notify({ severity: 'success', message: t('insumos.preparaciones.eliminada', { nombre: deleting?.nombre ?? '' }) });
          setDeleting(null);
          void client.invalidateQueries({ queryKey: insumosKeys.all });
        }}
        testId="confirm-preparacion"
      />
    </Stack>
  );
}
