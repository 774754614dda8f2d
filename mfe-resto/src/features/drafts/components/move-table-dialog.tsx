import { Button, Field, HStack, NativeSelect, Separator, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import type { Draft } from '@resto/shared/contracts';
import { AppDialog, approvalRequestOf, ManagerApprovalDialog, type ApprovalRequest } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { mesaUnion, type MesaUnionAction } from '../../mesas';

/** A table of the floor as this dialog needs it. */
export interface MesaOption {
  id: number;
  numero: number;
  /** The table has an active comanda (join), or is free (move). */
  ocupada: boolean;
}

export interface MoveTableDialogProps {
  open: boolean;
  draft: Draft;
  mesas: readonly MesaOption[];
  onClose: () => void;
  /** Done: the comanda as it is now (the tables changed: read them again). */
  onDone: (draft: Draft) => void;
}

/**
 * Moves the comanda to a free table or joins an occupied table's comanda to it (one
 * operation each, seen live by every device), and splits back the lines that came from another
 * table (their mesaVinculadaId).
 */
export function MoveTableDialog({ open, draft, mesas, onClose, onDone }: MoveTableDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  /** A join refused for the table's discounts: the manager's PIN, then the same join with the token. */
  const [pending, setPending] = useState<{ request: ApprovalRequest; retry: (token: string) => void } | null>(null);
  const others = mesas.filter((m) => m.id !== draft.mesaId).sort((a, b) => a.numero - b.numero);
  const schema = z.object({
    mesaId: z
      .number({ error: t('mesas.elegirDestino') })
      .int()
      .positive({ error: t('mesas.elegirDestino') }),
  });
  const form = useForm<{ mesaId: number }>({ resolver: zodResolver(schema), defaultValues: { mesaId: 0 } });
  const linked = [...new Set(draft.items.filter((i) => i.mesaVinculadaId !== null && !i.eliminado).map((i) => i.mesaVinculadaId!))];
  const numeroOf = (id: number) => mesas.find((m) => m.id === id)?.numero ?? id;

  const run = async (action: MesaUnionAction, mesaId: number, token?: string) => {
    setBusy(true);
    const result = await mesaUnion(action, draft.id, mesaId, newClientMutationId(), token);
    setBusy(false);
    if (!result.success || !result.data) {
      const request = token ? null : approvalRequestOf(result);
      // The approval dialog says why; no error toast over it.
      if (request) setPending({ request, retry: (approved) => void run(action, mesaId, approved) });
      else notify({ severity: 'error', message: saveFailureMessage(result) });
      return;
    }
    const numero = numeroOf(mesaId);
    const message =
      action === 'mover'
        ? t('mesas.movida', { numero })
        : action === 'unir'
          ? t('mesas.unidas', { otra: numero, numero: result.data.numeroMesa })
          : t('mesas.separada', { numero });
    notify({ severity: 'success', message });
    onDone(result.data);
  };

  const submit = form.handleSubmit(async ({ mesaId }) => {
    const target = others.find((m) => m.id === mesaId);
    if (target) await run(target.ocupada ? 'unir' : 'mover', mesaId);
  });
  const error = form.formState.errors.mesaId?.message;

  return (
    <AppDialog open={open} onClose={onClose} testId="mover-mesa" title={t('mesas.tituloMover', { numero: draft.numeroMesa })}>
      <Stack gap={4}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap={3}>
            <Field.Root invalid={!!error}>
              <Field.Label>{t('mesas.destino')}</Field.Label>
              <NativeSelect.Root size="md">
                <NativeSelect.Field {...form.register('mesaId', { valueAsNumber: true })} data-testid="mover-destino">
                  <option value={0}>{t('mesas.elegirDestino')}</option>
                  {others.map((m) => (
                    <option key={m.id} value={m.id}>
                      {t(m.ocupada ? 'mesas.ocupada' : 'mesas.libre', { numero: m.numero })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
            </Field.Root>
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="primary" loading={busy} data-testid="mover-confirmar">
                {t('mesas.moverUnir')}
              </Button>
            </HStack>
          </Stack>
        </form>
        {linked.length > 0 && (
          <>
            <Separator />
            <Text fontWeight="semibold">{t('mesas.vinculadas')}</Text>
            <Stack gap={2}>
              {linked.map((id) => (
                <Button key={id} variant="outline" disabled={busy} onClick={() => void run('separar', id)} data-testid={`separar-${numeroOf(id)}`}>
                  {t('mesas.separar', { numero: numeroOf(id) })}
                </Button>
              ))}
            </Stack>
          </>
        )}
      </Stack>
      <ManagerApprovalDialog
        request={pending?.request ?? null}
        onClose={() => setPending(null)}
        onApproved={(token) => {
          const retry = pending?.retry;
          setPending(null);
          retry?.(token);
        }}
      />
    </AppDialog>
  );
}
