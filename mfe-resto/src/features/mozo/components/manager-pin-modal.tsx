import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalProblem, approveAndRetry, loadAutorizantes, type ApprovalInput, type ApprovalOutcome, type ApprovalPrompt, type Autorizante } from '../state/approval';
import { Sheet } from './sheet';
import './cuenta.css';

const retryOutboxChange = (approval: ApprovalPrompt, input: ApprovalInput): Promise<ApprovalOutcome> =>
  approval.entry ? approveAndRetry({ ...approval, entry: approval.entry }, input) : Promise.resolve({ ok: false, message: '' });

/**
 * A manager's approval on the spot: the refusal's text, the manager picked from the
 * venue's list of those who can approve it (names only), or a badge's code typed or scanned
 * (a user name or e-mail still works), their PIN (hidden) and the reason; on success the refused
 * change is sent again with the token and `onDone` gets the answer.
 */
export function ManagerPinModal({
  approval,
  onCancel,
  onDone,
  approve = retryOutboxChange,
}: {
  approval: ApprovalPrompt;
  onCancel: () => void;
  onDone: (outcome: Extract<ApprovalOutcome, { ok: true }>) => void;
  /** Gets the token and sends the refused request again; an outbox change's by default. */
  approve?: (approval: ApprovalPrompt, input: ApprovalInput) => Promise<ApprovalOutcome>;
}) {
  const { t } = useTranslation();
  const [usuario, setUsuario] = useState('');
  const [usuarioId, setUsuarioId] = useState<number | null>(null);
  const [autorizantes, setAutorizantes] = useState<Autorizante[]>([]);
  useEffect(() => {
    let live = true;
    void loadAutorizantes(approval.accion).then((list) => live && setAutorizantes(list));
    return () => {
      live = false;
    };
  }, [approval.accion]);
  const [pin, setPin] = useState('');
  // A change that already says why (a product deleted with its reason) starts from that reason.
  const [motivo, setMotivo] = useState(() => (approval.entry?.op.kind === 'eliminarProducto' ? approval.entry.op.motivo : ''));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const problem = approvalProblem({ usuarioId, usuario, pin, motivo });
    if (problem) {
      setError(t(`waiter.aprobacion.falta.${problem}`));
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await approve(approval, { usuarioId, usuario, pin, motivo }).catch(() => ({ ok: false as const, message: '' }));
    setBusy(false);
    if (outcome.ok) onDone(outcome);
    else if ('asked' in outcome && outcome.asked) {
      // A second approval of the same change: the sheet now shows what it is for.
      setPin('');
      setError(null);
    } else {
      setPin('');
      setError(outcome.message || t('waiter.aprobacion.error'));
    }
  };

  return (
    <Sheet
      title={t('waiter.aprobacion.titulo')}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="w-btn w-btn--ghost" onClick={onCancel}>
            {t('waiter.cancelar')}
          </button>
          <button type="submit" form="w-aprobacion" className="w-btn w-btn--primary" disabled={busy} data-testid="aprobacion-aprobar">
            {t('waiter.aprobacion.aprobar')}
          </button>
        </>
      }
    >
      <form
        id="w-aprobacion"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void submit();
        }}
      >
        <p className="w-sheet-subject">{approval.message}</p>
        {autorizantes.length > 0 ? (
          <fieldset className="w-field w-approvers">
            <legend className="w-label">{t('waiter.aprobacion.encargado')}</legend>
            {autorizantes.map((a) => (
              <label key={a.id} className={`w-approver${usuarioId === a.id ? ' w-approver--on' : ''}`}>
                <input
                  type="radio"
                  name="w-aprobador"
                  value={a.id}
                  checked={usuarioId === a.id}
                  onChange={() => {
                    setUsuarioId(a.id);
                    setUsuario('');
                  }}
                />
                <span>{a.nombre}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <label className="w-field">
          <span className="w-label">{t('waiter.aprobacion.usuario')}</span>
          <input
            className="w-input"
            autoComplete="off"
            autoCapitalize="none"
            value={usuario}
            onChange={(e) => {
              setUsuario(e.target.value);
              if (e.target.value) setUsuarioId(null);
            }}
            data-autofocus
          />
        </label>
        <label className="w-field">
          <span className="w-label">{t('waiter.aprobacion.pin')}</span>
          <input
            className="w-input"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
          />
        </label>
        <label className="w-field">
          <span className="w-label">{t('waiter.aprobacion.motivo')}</span>
          <textarea className="w-input" rows={2} maxLength={300} value={motivo} onChange={(e) => setMotivo(e.target.value)} />
        </label>
        {error ? (
          <p className="w-hint w-hint--error" role="alert" data-testid="aprobacion-error">
            {error}
          </p>
        ) : null}
      </form>
    </Sheet>
  );
}
