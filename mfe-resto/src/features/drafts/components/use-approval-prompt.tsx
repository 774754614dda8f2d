import { useRef, useState, type ReactNode } from 'react';
import { ManagerApprovalDialog, type ApprovalRequest } from '@resto/shared/sales-ui';

export interface GivenApproval {
  token: string;
  motivo: string;
}

/**
 * Asks a manager's PIN for a refusal that names what to approve, and resolves with the token (or
 * null when the dialog is closed), so the caller retries its own request with it.
 */
export function useApprovalPrompt(): { ask: (request: ApprovalRequest) => Promise<GivenApproval | null>; dialog: ReactNode } {
  const [request, setRequest] = useState<ApprovalRequest | null>(null);
  const answer = useRef<((approval: GivenApproval | null) => void) | null>(null);

  const ask = (next: ApprovalRequest) =>
    new Promise<GivenApproval | null>((resolve) => {
      answer.current = resolve;
      setRequest(next);
    });

  const settle = (approval: GivenApproval | null) => {
    setRequest(null);
    answer.current?.(approval);
    answer.current = null;
  };

  const dialog = <ManagerApprovalDialog request={request} onClose={() => settle(null)} onApproved={(token, motivo) => settle({ token, motivo })} />;
  return { ask, dialog };
}
