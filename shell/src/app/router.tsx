import { Navigate, Outlet, createBrowserRouter, useLocation } from 'react-router-dom';
import { useEffect } from 'react';
import { ErrorPage } from '@resto/shared/ui';
import { RemotePage } from '../remotes/remote-page';
import { LoginPage } from '../features/login/login-page';
import { DeviceRedirect, RedirectIfAuthenticated, RequireAuth, RequirePermission, ViewChoiceNotice } from './guards';
import { AppLayout } from './layout/app-layout';
import { MobileLayout, TabletLayout } from './device-layouts';
import { DESKTOP_ROUTES, MOBILE_ROUTES, type RemoteRoute, TABLET_ROUTES, WAITER_APP_PATH } from './routes';

function remoteRoute(route: RemoteRoute, fallback: string) {
  const page = <RemotePage remote={route.remote} page={route.page} />;
  return {
    path: route.path,
    element: route.permission ? (
      <RequirePermission permission={route.permission} fallback={fallback}>
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

export function createAppRouter() {
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
            { element: <AppLayout />, children: DESKTOP_ROUTES.map((r) => remoteRoute(r, '/dashboard')) },
            {
              path: 'm',
              element: <MobileLayout />,
              children: [
                { index: true, element: <Navigate to="/m/venta" replace /> },
                ...MOBILE_ROUTES.map((r) => remoteRoute(r, '/m/venta')),
              ],
            },
            {
              path: 't',
              element: <TabletLayout />,
              children: [
                { index: true, element: <Navigate to="/t/reportes" replace /> },
                ...TABLET_ROUTES.map((r) => remoteRoute(r, '/t/reportes')),
              ],
            },
            { path: '*', element: <Navigate to="/dashboard" replace /> },
          ],
        },
      ],
    },
  ]);
}
