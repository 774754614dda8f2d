import { Navigate, Outlet, createBrowserRouter, useLocation } from 'react-router-dom';
import { useEffect } from 'react';
import { ErrorPage } from '@resto/shared/ui';
import { RemotePage } from '../remotes/remote-page';
import { LoginPage } from '../features/login/login-page';
import { DeviceRedirect, RedirectIfAuthenticated, RequireAuth, RequirePermission, ViewChoiceNotice } from './guards';
import { AppLayout } from './layout/app-layout';
import { MobileLayout, TabletLayout } from './device-layouts';
import type { RemoteManifest } from '@resto/shared/contracts/remotes';
import { mountsOf, type LayoutMount } from '../remotes/manifests';
import { WAITER_APP_PATH } from './routes';

/** A remote's mount prefix: it and everything under it render through the remote's own router. */
function remoteRoute(mount: LayoutMount, fallback: string) {
  const page = <RemotePage remote={mount.remote} />;
  return {
    path: `${mount.path}/*`,
    element: mount.permission ? (
      <RequirePermission permission={mount.permission} fallback={fallback}>
        {page}
      </RequirePermission>
    ) : (
      page
    ),
  };
}

/** /m/mesas is another app (mfe-resto loaded alone): leave the shell with a real page load. */
function LeaveForWaiterApp() {
  const location = useLocation();
  useEffect(() => {
    window.location.assign(location.pathname + location.search);
  }, [location]);
  return null;
}

function Authenticated() {
  return (
    <RequireAuth>
      <ViewChoiceNotice />
      <Outlet />
    </RequireAuth>
  );
}

/** The shell's routes: its own pages, and each remote's mount prefixes from the manifests read at start. */
export function createAppRouter(manifests: readonly RemoteManifest[]) {
  return createBrowserRouter([
    {
      errorElement: <ErrorPage />,
      children: [
        {
          path: '/login',
          element: (
            <RedirectIfAuthenticated>
              <LoginPage />
            </RedirectIfAuthenticated>
          ),
        },
        { path: `${WAITER_APP_PATH}/*`, element: <LeaveForWaiterApp /> },
        {
          path: '/',
          element: <Authenticated />,
          children: [
            { index: true, element: <DeviceRedirect /> },
            { element: <AppLayout />, children: mountsOf(manifests, 'desktop').map((m) => remoteRoute(m, '/dashboard')) },
            {
              path: 'm',
              element: <MobileLayout />,
              children: [{ index: true, element: <Navigate to="/m/venta" replace /> }, ...mountsOf(manifests, 'mobile').map((m) => remoteRoute(m, '/m/venta'))],
            },
            {
              path: 't',
              element: <TabletLayout />,
              children: [{ index: true, element: <Navigate to="/t/reportes" replace /> }, ...mountsOf(manifests, 'tablet').map((m) => remoteRoute(m, '/t/reportes'))],
            },
            { path: '*', element: <Navigate to="/dashboard" replace /> },
          ],
        },
      ],
    },
  ]);
}
