import { zodResolver } from '@hookform/resolvers/zod';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import type { Draft } from '@resto/shared/contracts';
import type { WaiterTable } from '@resto/shared/rules';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { mesaUnion, type MesaUnionAction } from '../../mesas';
import { approvalNeeded } from '../state/outbox/approval-needed';
import { approvalToken, type ApprovalInput, type ApprovalPrompt } from '../state/approval';
import { toast } from '../state/toasts';
import { ManagerPinModal } from './manager-pin-modal';
import { Sheet } from './sheet';

/**
 * On the handheld: moves this table's comanda to a free table or joins an occupied
 * table's comanda to it, and separates back lines that came from another table. One operation
 * each on the server, seen live by every device.
 */
export function MoveTableSheet({ draft, tables, onClose, onDone }: { draft: Draft; tables: readonly WaiterTable[]; onClose: () => void; onDone: (draft: Draft) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const others = tables.filter((m) => m.id !== draft.mesaId).sort((a, b) => a.numero - b.numero);
  const schema = z.object({
    mesaId: z
      .number()
      .int()
      .positive({ error: t('mesas.elegirDestino') }),
  });
  const form = useForm<{ mesaId: number }>({ resolver: zodResolver(schema), defaultValues: { mesaId: 0 } });
  const linked = [...new Set(draft.items.filter((i) => i.mesaVinculadaId !== null && !i.eliminado).map((i) => i.mesaVinculadaId!))];
  const numeroOf = (id: number) => tables.find((m) => m.id === id)?.numero ?? id;

  // A join that takes the table's discounts beyond what was allowed waits for a manager's PIN.
  const [prompt, setPrompt] = useState<{ approval: ApprovalPrompt; action: MesaUnionAction; mesaId: number } | null>(null);

  const done = (action: MesaUnionAction, mesaId: number, joined: Draft) => {
    const numero = numeroOf(mesaId);
    const message =
      action === 'mover' ? t('mesas.movida', { numero }) : action === 'unir' ? t('mesas.unidas', { otra: numero, numero: joined.numeroMesa }) : t('mesas.separada', { numero });
    toast({ severity: 'success', message, durationMs: 3000 });
    onDone(joined);
  };

  const run = async (action: MesaUnionAction, mesaId: number) => {
    setBusy(true);
    const result = await mesaUnion(action, draft.id, mesaId, newClientMutationId());
    setBusy(false);
    const needed = approvalNeeded(result);
    if (needed) {
      setPrompt({ approval: { ...needed, message: result.message ?? '' }, action, mesaId });
      return;
    }
    if (!result.success || !result.data) {
      toast({ severity: 'error', message: saveFailureMessage(result) });
      return;
    }
    done(action, mesaId, result.data);
  };

  if (prompt) {
    const approve = async (approval: ApprovalPrompt, input: ApprovalInput) => {
      const token = await approvalToken(approval, input);
      if (!token.ok) return token;
      const retried = await mesaUnion(prompt.action, draft.id, prompt.mesaId, newClientMutationId(), token.token);
      return retried.success && retried.data ? { ok: true as const, draft: retried.data } : { ok: false as const, message: saveFailureMessage(retried) };
    };
    return (
      <ManagerPinModal
        approval={prompt.approval}
        approve={approve}
        onCancel={() => setPrompt(null)}
        onDone={(outcome) => {
          setPrompt(null);
          if (outcome.draft) done(prompt.action, prompt.mesaId, outcome.draft);
        }}
      />
    );
  }
  const submit = form.handleSubmit(async ({ mesaId }) => {
    const target = others.find((m) => m.id === mesaId);
    if (target) await run(target.estado === 'ocupada' ? 'unir' : 'mover', mesaId);
  });
  const error = form.formState.errors.mesaId?.message;

  return (
    <Sheet
      title={t('mesas.tituloMover', { numero: draft.numeroMesa })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="w-btn w-btn--ghost" onClick={onClose}>
            {t('waiter.cancelar')}
          </button>
          <button type="submit" form="w-move-form" className="w-btn w-btn--primary" disabled={busy} data-testid="w-mover-confirmar">
            {t('mesas.moverUnir')}
          </button>
        </>
      }
    >
      <form id="w-move-form" className="w-field" onSubmit={(e) => void submit(e)} noValidate>
        <label className="w-label" htmlFor="w-move-destino">
          {t('mesas.destino')}
        </label>
        <select id="w-move-destino" className="w-input" data-autofocus {...form.register('mesaId', { valueAsNumber: true })} data-testid="w-mover-destino">
          <option value={0}>{t('mesas.elegirDestino')}</option>
          {others.map((m) => (
            <option key={m.id} value={m.id}>
              {t(m.estado === 'ocupada' ? 'mesas.ocupada' : 'mesas.libre', { numero: m.numero })}
            </option>
          ))}
        </select>
        {error ? (
          <p className="w-counter" role="alert">
            {error}
          </p>
        ) : null}
      </form>
      {linked.length > 0 ? (
        <div className="w-field">
          <p className="w-label">{t('mesas.vinculadas')}</p>
          <div className="w-chips">
            {linked.map((id) => (
              <button key={id} type="button" className="w-btn w-btn--ghost" disabled={busy} onClick={() => void run('separar', id)}>
                {t('mesas.separar', { numero: numeroOf(id) })}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </Sheet>
  );
}
