import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalProblem, approveAndRetry, type ApprovalInput, type ApprovalOutcome, type ApprovalPrompt } from '../state/approval';
import { Sheet } from './sheet';

const retryOutboxChange = (approval: ApprovalPrompt, input: ApprovalInput): Promise<ApprovalOutcome> =>
  approval.entry ? approveAndRetry({ ...approval, entry: approval.entry }, input) : Promise.resolve({ ok: false, message: '' });

/**
 * A manager's approval on the spot (issue 17): the refusal's text, the manager's user (e-mail or
 * name), their PIN (hidden) and the reason; on success the refused change is sent again with the
 * token and `onDone` gets the answer.
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
  const [pin, setPin] = useState('');
  // A change that already says why (a product deleted with its reason) starts from that reason.
  const [motivo, setMotivo] = useState(() => (approval.entry?.op.kind === 'eliminarProducto' ? approval.entry.op.motivo : ''));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const problem = approvalProblem({ usuario, pin, motivo });
    if (problem) {
      setError(t(`waiter.aprobacion.falta.${problem}`));
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await approve(approval, { usuario, pin, motivo }).catch(() => ({ ok: false as const, message: '' }));
    setBusy(false);
    if (outcome.ok) onDone(outcome);
    else {
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
        <label className="w-field">
          <span className="w-label">{t('waiter.aprobacion.usuario')}</span>
          <input className="w-input" autoComplete="off" autoCapitalize="none" value={usuario} onChange={(e) => setUsuario(e.target.value)} data-autofocus />
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
