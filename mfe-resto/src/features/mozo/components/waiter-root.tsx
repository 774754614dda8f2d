import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@resto/shared/contracts';
import { loadGeneralConfig, logout, rememberOrigin, useSession } from '@resto/shared/session';
import { waiterDrafts } from '../state/drafts';
import { firstViewShown } from '../state/first-view';
import { clearWaiterCache } from '../state/pwa';
import { listenToHistory, useRoute } from '../state/route';
import { createRuntime, RuntimeContext, startRuntime, useOutboxState, type WaiterRuntime } from '../state/runtime';
import { ConnectionBar } from './connection-bar';
import { PrintWarningBar } from './print-warning-bar';
import { AppHeader } from './header';
import { dismissApproval, usePendingApproval } from '../state/approval';
import { applyDraftToList, reloadMesas, reloadMesasSoon, resetMesasStore } from '../state/mesas-store';
import { toast } from '../state/toasts';
import { ActiveOrderView, CategoryView, ManagerPinModal, TimelineView } from './lazy-views';
import { Sheet } from './sheet';
import { TableListView } from './table-list-view';
import { ToastHost } from './toast-host';
import { UpdateBanner } from './update-banner';
import './waiter.css';

function LogoutSheet({ rt, onCancel }: { rt: WaiterRuntime; onCancel: () => void }) {
  const { t } = useTranslation();
  const waiting = useOutboxState(rt).entries.length;
  return (
    <Sheet
      title={t('waiter.salirTitulo')}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="w-btn w-btn--ghost" onClick={onCancel}>
            {t('waiter.cancelar')}
          </button>
          <button
            type="button"
            className="w-btn w-btn--danger"
            onClick={() => {
              void logout('user');
            }}
          >
            {t('waiter.salirConfirmar')}
          </button>
        </>
      }
    >
      <p>{t('waiter.salirMensaje')}</p>
      {waiting > 0 ? <p className="w-hint">{t('waiter.salirPendientes', { count: waiting })}</p> : null}
    </Sheet>
  );
}

/** The manager's PIN sheet while a refused change waits for an approval. */
function ApprovalHost() {
  const { t } = useTranslation();
  const approval = usePendingApproval();
  if (!approval) return null;
  const op = approval.entry.op;
  return (
    <Suspense fallback={null}>
      <ManagerPinModal
        key={approval.entry.id}
        approval={approval}
        onCancel={() => {
          dismissApproval();
          approval.onDecline?.();
        }}
        onDone={({ draft }) => {
          dismissApproval();
          if (draft) waiterDrafts.applyDraft(draft);
          if (!draft || !applyDraftToList(draft)) reloadMesasSoon();
          void waiterDrafts.loadMesa({ id: op.mesaId, numero: op.mesaNumero });
          void reloadMesas();
          toast({ severity: 'success', message: t('waiter.aprobacion.hecho'), key: `aprobado-${approval.entry.id}` });
        }}
      />
    </Suspense>
  );
}

/** Inside the view's Suspense: its effect runs once the lazy view itself is on screen. */
function ViewShown() {
  useEffect(() => firstViewShown(), []);
  return null;
}

function Views({ rt }: { rt: WaiterRuntime }) {
  const { t } = useTranslation();
  const route = useRoute();
  const [confirmLogout, setConfirmLogout] = useState(false);
  return (
    <>
      {route.view === 'list' ? (
        <>
          <AppHeader onLogout={() => setConfirmLogout(true)} />
          <ConnectionBar />
          <PrintWarningBar />
          <UpdateBanner />
          <TableListView />
        </>
      ) : (
        <>
          <ConnectionBar />
          <UpdateBanner />
          <Suspense
            fallback={
              <p className="w-state" role="status">
                {t('waiter.pedido.cargando')}
              </p>
            }
          >
            {route.view === 'order' ? <ActiveOrderView key={route.numero} numero={route.numero} /> : null}
            {route.view === 'category' ? <CategoryView key={`${route.numero}-${route.categoria}`} numero={route.numero} categoria={route.categoria} /> : null}
            {route.view === 'timeline' ? <TimelineView numero={route.numero} /> : null}
            <ViewShown />
          </Suspense>
        </>
      )}
      {confirmLogout ? <LogoutSheet rt={rt} onCancel={() => setConfirmLogout(false)} /> : null}
    </>
  );
}

/** The waiter handheld (/m/mesas) for the signed-in user; loaded alone, without the desktop shell. */
export default function WaiterRoot() {
  const { user, status } = useSession();

  useEffect(() => listenToHistory(), []);
  useEffect(() => {
    // Signed out here or in another tab: the handheld has nothing to show without a session.
    if (status !== 'anonymous') return;
    // After signing in again the waiter comes back to the table they were on.
    rememberOrigin(window.location.pathname);
    // The service worker's copies of this user's answers go with the session.
    void clearWaiterCache().finally(() => window.location.assign('/login'));
  }, [status]);

  if (!user) return null;
  // A refreshed token brings a new user object: the same waiter keeps the runtime (and its outbox).
  return <WaiterSession key={user.id} user={user} />;
}

/** One waiter's runtime (outbox, live tables, menu), from sign-in to sign-out. */
function WaiterSession({ user }: { user: SessionUser }) {
  const [runtime] = useState(() => createRuntime(user));

  useEffect(() => {
    void loadGeneralConfig();
    const stop = startRuntime(runtime);
    return () => {
      stop();
      resetMesasStore();
      waiterDrafts.reset();
    };
  }, [runtime]);

  return (
    <RuntimeContext.Provider value={runtime}>
      <div className="w-app">
        <Views rt={runtime} />
        <ApprovalHost />
        <ToastHost />
      </div>
    </RuntimeContext.Provider>
  );
}
