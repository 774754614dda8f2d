import { isConnectionError, type ApiResult } from '@resto/shared/api-client';
import type { Draft } from '@resto/shared/contracts';
import { getDraftOfMesa } from '../api/get-draft';
import { getDrafts } from '../api/get-drafts';
import type { DraftsContext, MesaRef } from './drafts-types';

/*
 * How the drafts store reads the drafts from the server: all of them (the desktop, each
 * reconnection) or one table's (the handheld, a missed event). Answers and events can cross on the
 * wire, so a read that started before a local change of the table yields to it.
 */

export interface DraftsReads {
  load(): Promise<boolean>;
  loadMesa(mesa: MesaRef): Promise<void>;
}

export function createDraftsReads(ctx: DraftsContext): DraftsReads {
  const { emit, apply, forget, call, changeOf, setTable, mesaIds } = ctx;

  return {
    async load() {
      emit({ loading: true });
      const before = new Map(ctx.changes);
      const list = await call(() => getDrafts(), 'cargar');
      if (!list) {
        emit({ loading: false, loaded: true });
        return false;
      }
      apply(...list);
      const listed = new Set(list.map((d) => d.numeroMesa));
      // Gone from the server, unless this tab changed it after the list was asked for.
      for (const numero of [...ctx.state().drafts.keys()]) {
        if (!listed.has(numero) && changeOf(numero) === (before.get(numero) ?? 0)) forget(numero);
      }
      // A successful load clears its own earlier failure, not an action's.
      emit({ loading: false, loaded: true, ...(ctx.state().loadFailed ? { error: null } : {}) });
      return true;
    },

    async loadMesa(mesa) {
      if (mesa.numero <= 0) return;
      mesaIds.set(mesa.numero, mesa.id);
      const before = changeOf(mesa.numero);
      const known = ctx.state().tables.get(mesa.numero);
      if (!known) setTable(mesa.numero, { status: 'loading', error: null, connectionError: false });
      let result: ApiResult<Draft | null>;
      try {
        result = await getDraftOfMesa(mesa.id);
      } catch {
        // Cancelled by a logout; the next event or reconnection reads it again.
        return;
      }
      if (!result.success) {
        // A draft already shown stays (with the error beside it); nothing the user asked for failed.
        const state = ctx.state();
        const shown = state.drafts.has(mesa.numero) || state.tables.get(mesa.numero)?.status === 'ready';
        setTable(mesa.numero, { status: shown ? 'ready' : 'error', error: result.message ?? '', connectionError: isConnectionError(result) });
        return;
      }
      if (result.data) apply(result.data);
      // A free table answers null: its draft ended, unless this tab reopened it meanwhile.
      else if (changeOf(mesa.numero) === before) forget(mesa.numero);
      setTable(mesa.numero, { status: 'ready', error: null, connectionError: false });
    },
  };
}
