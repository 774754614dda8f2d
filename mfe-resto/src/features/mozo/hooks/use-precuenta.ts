import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newClientMutationId } from '@resto/shared/api-client';
import { toast } from '../state/toasts';
import { sendPrecuenta } from '../state/cuenta';

/**
 * Sends the table's pre-bill to the register's printer. A tap keeps its ClientMutationId until it
 * is answered (a retry after a lost answer prints once); the next tap is a new copy.
 */
export function usePrecuenta(draftId: number | null, numero: number): { send: () => Promise<{ ok: true } | { ok: false; message: string }>; busy: boolean } {
  const { t } = useTranslation();
  const id = useRef(newClientMutationId());
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (draftId === null) return { ok: false as const, message: t('waiter.cuenta.errorPrecuenta') };
    setBusy(true);
    const res = await sendPrecuenta(draftId, id.current).catch(() => ({ ok: false as const, message: '' }));
    setBusy(false);
    if (!res.ok) return { ok: false as const, message: res.message || t('waiter.cuenta.errorPrecuenta') };
    id.current = newClientMutationId();
    toast({ severity: 'success', message: t('waiter.cuenta.precuentaEnviada', { numero }), durationMs: 3000, key: `precuenta-${draftId}` });
    return { ok: true as const };
  };
  return { send, busy };
}
