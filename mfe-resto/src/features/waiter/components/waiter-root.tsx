import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@resto/shared/contracts';
import { loadGeneralConfig, logout, rememberOrigin, useSession } from '@resto/shared/session';
import { waiterDrafts } from '../state/drafts';
import { resetMesasStore } from '../state/mesas-store';
import { listenToHistory, useRoute } from '../state/route';
import { createRuntime, RuntimeContext, startRuntime, useOutboxState, type WaiterRuntime } from '../state/runtime';
import { ActiveOrderView } from './active-order-view';
import { CategoryView } from './category-view';
import { ConnectionBar } from './connection-bar';
import { AppHeader } from './header';
import { Sheet } from './sheet';
import { TableListView } from './table-list-view';
import { TimelineView } from './timeline-view';
import { ToastHost } from './toast-host';
import '../waiter.css';

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

function Views({ rt }: { rt: WaiterRuntime }) {
  const route = useRoute();
  const [confirmLogout, setConfirmLogout] = useState(false);
  return (
    <>
      {route.view === 'list' ? (
        <>
          <AppHeader onLogout={() => setConfirmLogout(true)} />
          <ConnectionBar />
          <TableListView />
        </>
      ) : (
        <>
          <ConnectionBar />
          {route.view === 'order' ? <ActiveOrderView key={route.numero} numero={route.numero} /> : null}
          {route.view === 'category' ? <CategoryView key={`${route.numero}-${route.categoria}`} numero={route.numero} categoria={route.categoria} /> : null}
          {route.view === 'timeline' ? <TimelineView numero={route.numero} /> : null}
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
    window.location.assign('/login');
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
        <ToastHost />
      </div>
    </RuntimeContext.Provider>
  );
}
