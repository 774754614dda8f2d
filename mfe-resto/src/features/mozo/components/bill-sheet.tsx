import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newClientMutationId } from '@resto/shared/api-client';
import type { Draft } from '@resto/shared/contracts';
import { ManagerPinModal } from './manager-pin-modal';
import { Sheet } from './sheet';
import { useMoney, useQuantity } from '../hooks/use-format';
import { approvalToken, type ApprovalPrompt } from '../state/approval';
import { canCharge, chargeTable, loadMedios, summaryChoices, TIP_PERCENTS, type CajaAbierta, type Choice } from '../state/cuenta';
import { usePrecuenta } from '../hooks/use-precuenta';
import './cuenta.css';

export interface BillSheetProps {
  draft: Draft;
  /** The signed-in user's permissions (the charge needs ventas.vender). */
  permisos: readonly string[] | null | undefined;
  /** Changes of this table still waiting in the outbox: the bill would miss them. */
  waiting: boolean;
  onClose: () => void;
  /** The table was charged: it is free (the ended draft). */
  onCharged: (ended: Draft) => void;
}

/**
 * The close-table summary (SPEC: efectivo, tarjeta, qr, transferencia): the table's lines and the
 * api's total, the pre-bill at the register's printer, and the charge with one of the venue's
 * methods and an optional tip. A role without the charge permission sees the summary and prints
 * the pre-bill, and is told why it cannot charge; a discount or tip beyond what the waiter may
 * give asks a manager's PIN and the same charge is retried with the token.
 */
export function BillSheet({ draft, permisos, waiting, onClose, onCharged }: BillSheetProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const qty = useQuantity();
  const allowed = canCharge(permisos);
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const [medioId, setMedioId] = useState<number | null>(null);
  const [propinaPct, setPropinaPct] = useState<number>(0);
  const [busy, setBusy] = useState<'precuenta' | 'cobro' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<ApprovalPrompt | null>(null);
  // Several tills open and none the waiter's: the api names them and the waiter picks one.
  const [cajas, setCajas] = useState<CajaAbierta[] | null>(null);
  const [arqueoId, setArqueoId] = useState<number | undefined>(undefined);
  // One id for the charge, kept while it is retried: the api applies it once.
  const [cobroId] = useState(newClientMutationId);
  const precuentaSender = usePrecuenta(draft.id, draft.numeroMesa);

  useEffect(() => {
    let live = true;
    loadMedios()
      .then((medios) => {
        if (!live) return;
        const list = summaryChoices(medios);
        setChoices(list);
        setMedioId((current) => current ?? list[0]?.medio.id ?? null);
      })
      .catch(() => live && setChoices([]));
    return () => {
      live = false;
    };
  }, []);

  const lines = draft.items.filter((i) => !i.eliminado);
  const descuento = draft.descuento + draft.descuentoCliente;
  const input = { medioId: medioId ?? 0, total: draft.total, propinaPct };

  const precuenta = async () => {
    setBusy('precuenta');
    setError(null);
    const res = await precuentaSender.send();
    setBusy(null);
    if (!res.ok) setError(res.message);
  };

  const cobrar = async () => {
    if (!medioId) return;
    setBusy('cobro');
    setError(null);
    const res = await chargeTable(draft.id, input, cobroId, undefined, arqueoId).catch(() => ({ ok: false as const, message: '', approval: null }));
    setBusy(null);
    if (res.ok) onCharged(res.draft);
    else if (res.approval) setPrompt({ ...res.approval, message: res.message });
    else if ('cajas' in res && res.cajas?.length) {
      setCajas(res.cajas);
      setError(t('waiter.cuenta.elegirCaja'));
    } else setError(res.message || t('waiter.cuenta.errorCobro'));
  };

  if (prompt) {
    return (
      <ManagerPinModal
        approval={prompt}
        onCancel={() => setPrompt(null)}
        approve={async (approval, given) => {
          const token = await approvalToken(approval, given);
          if (!token.ok) return token;
          const res = await chargeTable(draft.id, input, cobroId, token.token, arqueoId);
          return res.ok ? { ok: true, draft: res.draft } : { ok: false, message: res.message };
        }}
        onDone={({ draft: ended }) => {
          setPrompt(null);
          if (ended) onCharged(ended);
        }}
      />
    );
  }

  const disabled = busy !== null || waiting;
  return (
    <Sheet
      title={t('waiter.cuenta.titulo', { numero: draft.numeroMesa })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="w-btn w-btn--ghost" onClick={() => void precuenta()} disabled={disabled || lines.length === 0}>
            {busy === 'precuenta' ? t('waiter.cuenta.imprimiendo') : t('waiter.cuenta.precuenta')}
          </button>
          <button type="button" className="w-btn w-btn--primary" onClick={() => void cobrar()} disabled={disabled || !allowed || !medioId || lines.length === 0}>
            {busy === 'cobro' ? t('waiter.cuenta.cobrando') : t('waiter.cuenta.cobrar', { total: money(draft.total) })}
          </button>
        </>
      }
    >
      <ul className="w-lines w-bill-lines" aria-label={t('waiter.cuenta.productos')}>
        {lines.map((item) => (
          <li key={item.id} className="w-line">
            <div className="w-line-main">
              <span className="w-line-name">
                {qty(item.cantidad)} × {item.nombre}
              </span>
              <span className="w-line-price">{money(item.subtotalItem)}</span>
              {item.componentes?.length ? (
                <span className="w-line-detail" data-testid="cuenta-componentes">
                  {item.componentes.map((c) => c.nombre).join(', ')}
                </span>
              ) : null}
              {item.modificadores?.length ? <span className="w-line-detail">{item.modificadores.map((m) => m.nombre).join(', ')}</span> : null}
              {/* The price list the api priced the line by when it was added. */}
              {item.listaPrecio ? <span className="w-line-detail">{item.listaPrecio}</span> : null}
            </div>
          </li>
        ))}
      </ul>
      <p className="w-total">
        <span>{t('waiter.cuenta.subtotal')}</span>
        <span>{money(draft.subtotal)}</span>
      </p>
      {/* Each promotion's discount, as the api computed it from the lines it tagged. */}
      {(draft.promociones ?? []).map((p) => (
        <p key={p.promocionId} className="w-total" data-testid="cuenta-promocion">
          <span>{p.nombre}</span>
          <span>-{money(p.descuento)}</span>
        </p>
      ))}
      {descuento > 0 ? (
        <p className="w-total">
          <span>{t('waiter.cuenta.descuento')}</span>
          <span>-{money(descuento)}</span>
        </p>
      ) : null}
      <p className="w-total" data-testid="cuenta-total">
        <span>{t('waiter.pedido.total')}</span>
        <strong>{money(draft.total)}</strong>
      </p>

      <fieldset className="w-field w-choices">
        <legend className="w-label">{t('waiter.cuenta.formaPago')}</legend>
        {choices === null ? <p className="w-note">{t('waiter.cuenta.cargandoMedios')}</p> : null}
        {choices?.length === 0 ? <p className="w-note">{t('waiter.cuenta.sinMedios')}</p> : null}
        {choices?.map((c) => (
          <label key={c.medio.id} className={`w-choice${medioId === c.medio.id ? ' w-choice--on' : ''}`}>
            <input type="radio" name="w-medio" value={c.medio.id} checked={medioId === c.medio.id} onChange={() => setMedioId(c.medio.id)} />
            <span>{c.medio.nombre}</span>
            <span className="w-choice-kind">{t(`waiter.cuenta.medios.${c.kind}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="w-field w-choices">
        <legend className="w-label">{t('waiter.cuenta.propina')}</legend>
        {TIP_PERCENTS.map((pct) => (
          <label key={pct} className={`w-choice w-choice--small${propinaPct === pct ? ' w-choice--on' : ''}`}>
            <input type="radio" name="w-propina" value={pct} checked={propinaPct === pct} onChange={() => setPropinaPct(pct)} />
            <span>{pct === 0 ? t('waiter.cuenta.sinPropina') : t('waiter.cuenta.propinaPct', { pct })}</span>
          </label>
        ))}
      </fieldset>

      {cajas ? (
        <fieldset className="w-field w-choices" data-testid="cuenta-cajas">
          <legend className="w-label">{t('waiter.cuenta.caja')}</legend>
          {cajas.map((c) => (
            <label key={c.arqueoId} className={`w-choice${arqueoId === c.arqueoId ? ' w-choice--on' : ''}`}>
              <input type="radio" name="w-caja" value={c.arqueoId} checked={arqueoId === c.arqueoId} onChange={() => setArqueoId(c.arqueoId)} />
              <span>{c.caja}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {!allowed ? (
        <p className="w-hint" role="note" data-testid="cuenta-sin-permiso">
          {t('waiter.cuenta.sinPermiso')}
        </p>
      ) : null}
      {waiting ? <p className="w-hint">{t('waiter.cuenta.esperandoEnvio')}</p> : null}
      {error ? (
        <p className="w-hint w-hint--error" role="alert" data-testid="cuenta-error">
          {error}
        </p>
      ) : null}
    </Sheet>
  );
}
