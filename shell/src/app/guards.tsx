import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { Permission, ViewKind } from '@resto/shared/rules';
import { detectCurrentDevice, rememberOrigin, takeOrigin, useCan, useSession, viewPreference } from '@resto/shared/session';
import { LoadingOverlay } from '@resto/shared/ui';
import { ChangePasswordPage } from '../features/login/change-password-page';
import { useHome } from './home';

/** Shown while the stored session is being restored. */
export function SessionLoading() {
  return <LoadingOverlay active fullScreen />;
}

/** Every route but /login: anonymous visitors go to /login and their destination is remembered. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, logoutReason, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SessionLoading />;
  if (status === 'anonymous') {
    // Someone who chose to log out starts fresh; an expired or unknown session comes back here.
    if (logoutReason !== 'user') rememberOrigin(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to="/login" replace />;
  }
  // A seeded or reset account chooses its own password before anything else.
  if (user?.debeCambiarPassword) return <ChangePasswordPage />;
  return <>{children}</>;
}

/** Tells the login page that this guard performs the post-login navigation. */
const PostLoginRedirectContext = createContext(false);

export function useGuardHandlesPostLogin(): boolean {
  return useContext(PostLoginRedirectContext);
}

/**
 * For /login. Someone already signed in goes to /dashboard; someone who signs in here goes to
 * the remembered origin or '/'. Deciding both here avoids racing the login page.
 */
export function RedirectIfAuthenticated({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [sawAnonymous, setSawAnonymous] = useState(status === 'anonymous');
  if (status === 'anonymous' && !sawAnonymous) setSawAnonymous(true);
  if (status === 'loading') return <SessionLoading />;
  if (status === 'authenticated') return <PostLoginRedirect signedInHere={sawAnonymous} />;
  return <PostLoginRedirectContext.Provider value>{children}</PostLoginRedirectContext.Provider>;
}

/** Goes once, replacing /login: to the remembered origin (or '/') after signing in here, else to /dashboard. */
function PostLoginRedirect({ signedInHere }: { signedInHere: boolean }) {
  const navigate = useNavigate();
  // The origin is taken (and forgotten) once, even when the effect runs twice.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate(signedInHere ? (takeOrigin() ?? '/') : '/dashboard', { replace: true });
  }, [navigate, signedInHere]);
  return null;
}

/**
 * A route for those who hold `permission`: everyone else goes to the fallback (roles
 * are data, so the guard asks for the capability rather than the role's name).
 */
export function RequirePermission({ permission, children, fallback = '/dashboard' }: { permission: Permission; children: ReactNode; fallback?: string }) {
  const { status } = useSession();
  const can = useCan();
  if (status === 'loading') return <SessionLoading />;
  if (!can(permission)) return <Navigate to={fallback} replace />;
  return <>{children}</>;
}

/**
 * Admin-only areas (/usuarios, /roles and the mobile reports): only those who administer users
 * and roles, which the admin role always can; everyone else goes to the fallback.
 */
export function RequireAdmin({ children, fallback = '/dashboard' }: { children: ReactNode; fallback?: string }) {
  return (
    <RequirePermission permission="usuarios.administrar" fallback={fallback}>
      {children}
    </RequirePermission>
  );
}

/**
 * '/': the stored view preference, else the detected device, picks the home, among the
 * routes the user may open: a mozo (the token's claim, not the session's admin/empleado) always
 * lands on the waiter app; someone without the reports lands on a desktop page they may open
 * rather than on the tablet's reports.
 */
export function DeviceRedirect() {
  const home = useHome();
  const view: ViewKind = viewPreference.get() ?? detectCurrentDevice();
  return <Navigate to={home(view)} replace />;
}

export { ViewChoiceNotice } from './view-choice-notice';
