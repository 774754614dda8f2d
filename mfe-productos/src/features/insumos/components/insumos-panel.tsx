import { Box, Button, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Insumo } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { queryFailure } from '@resto/shared/query';
import { useDebouncedValue } from '@resto/shared/sales-ui';
import { ConfirmDeleteDialog, LoadingOverlay, notify } from '@resto/shared/ui';
import { deleteInsumo, useInsumos } from '../api/insumos-api';
import { insumosKeys } from '../api/insumos-keys';
import { InsumoFormDialog } from './insumo-form-dialog';
import { InsumosTable } from './insumos-table';
import { MermaDialog } from './merma-dialog';
import { MovimientosDialog } from './movimientos-dialog';

/** The ingredients: searched by name, created and edited, deleted after confirming, their movements and their waste. */
export function InsumosPanel({ costos }: { costos: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const [incluirInactivos, setIncluirInactivos] = useState(false);
  const insumos = useInsumos({ q, soloActivos: !incluirInactivos });
  const { error } = queryFailure(insumos.error);
  const [editing, setEditing] = useState<{ insumo: Insumo | null } | null>(null);
  const [deleting, setDeleting] = useState<Insumo | null>(null);
  const [movimientos, setMovimientos] = useState<Insumo | null>(null);
  const [merma, setMerma] = useState<Insumo | null>(null);
  const desactivado = useRef(false);
  const rows = insumos.data ?? [];
  const bajos = rows.filter((i) => i.controlaStock && i.bajoStock).length;

  return (
    <Stack gap={4} data-testid="insumos-panel">
      <HStack gap={4} wrap="wrap" justify="space-between">
        <HStack gap={4} wrap="wrap">
          <Input
            type="search"
            maxW="24rem"
            placeholder={t('insumos.lista.buscar')}
            aria-label={t('insumos.lista.buscar')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            data-testid="insumos-buscar"
          />
          <Checkbox.Root checked={incluirInactivos} onCheckedChange={(e) => setIncluirInactivos(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('insumos.lista.incluirInactivos')}</Checkbox.Label>
          </Checkbox.Root>
          {insumos.data && (
            <Text color="fg.muted" fontSize="sm" data-testid="insumos-resumen">
              {t('insumos.lista.resumen', { total: rows.length, bajos })}
            </Text>
          )}
        </HStack>
        <Button colorPalette="primary" onClick={() => setEditing({ insumo: null })} data-testid="nuevo-insumo">
          {t('insumos.form.nuevo')}
        </Button>
      </HStack>
      <Box position="relative" minH="4rem">
        <LoadingOverlay active={insumos.isFetching && !insumos.data} />
        {error !== null && (
          <Text color="fg.error" role="alert">
            {t('insumos.lista.errorCargar')}
            {error ? `: ${error}` : ''}
          </Text>
        )}
        {insumos.data && rows.length === 0 && <Text color="fg.muted">{t(q ? 'insumos.lista.sinCoincidencias' : 'insumos.lista.vacio')}</Text>}
        {rows.length > 0 && (
          <InsumosTable insumos={rows} costos={costos} onEdit={(insumo) => setEditing({ insumo })} onDelete={setDeleting} onMovimientos={setMovimientos} onMerma={setMerma} />
        )}
      </Box>
      <InsumoFormDialog open={editing !== null} insumo={editing?.insumo ?? null} costos={costos} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('insumos.lista.eliminar')}
        question={t('insumos.lista.confirmarEliminar', { nombre: deleting?.nombre ?? '' })}
        onConfirm={async () => {
          const result = await deleteInsumo(deleting!.id, newClientMutationId());
          desactivado.current = result.success && result.data?.desactivado === true;
          return result;
        }}
        onClose={() => setDeleting(null)}
        onDone={() => {
          // An ingredient with movements keeps its history: the api deactivates it instead.
          const nombre = deleting?.nombre ?? '';
          notify({ severity: desactivado.current ? 'info' : 'success', message: t(desactivado.current ? 'insumos.lista.desactivado' : 'insumos.lista.eliminado', { nombre }) });
          setDeleting(null);
          void client.invalidateQueries({ queryKey: insumosKeys.all });
        }}
        testId="confirm-insumo"
      />
      <MovimientosDialog insumo={movimientos} onClose={() => setMovimientos(null)} />
      <MermaDialog open={merma !== null} insumo={merma} onClose={() => setMerma(null)} onDone={() => setMerma(null)} />
    </Stack>
  );
}
