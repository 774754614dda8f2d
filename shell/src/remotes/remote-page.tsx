import { Box, Button, Heading, Text, VStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { RemoteName } from '@resto/shared/contracts';
import { checkServerReachable, isConnectionError, useServerReachable } from '@resto/shared/api-client';
import { getRealtimeBus } from '@resto/shared/bus';
import type { RemoteMountProps } from '@resto/shared/federation/lifecycles';
import { getI18n } from '@resto/shared/i18n';
import { getSessionStore } from '@resto/shared/session';
import { LoadingOverlay } from '@resto/shared/ui';
import { IncompatibleRemoteError, loadRemoteLifecycles, type RemoteLifecycles } from './registry';
import { registerRemoteTexts } from './texts';

type LoadState = { status: 'loading' } | { status: 'ready'; lifecycles: RemoteLifecycles } | { status: 'error'; message: string; incompatible: boolean };

/** A section still loading after this long asks the server whether it is there at all. */
export const REMOTE_SLOW_MS = 4000;

/** What a load answered, with the remote and attempt it answered for. */
type Loaded = { request: string } & LoadState;

/**
 * Everything under one of a remote's mount prefixes: its `./lifecycles` loaded lazily (120 s
 * timeout, a retry screen when it cannot load), then mounted as a single-spa parcel in its own
 * React root. The remote's router renders the page for the address.
 */
export function RemotePage({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const request = `${remote}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Another remote or a retry is loading until its own answer comes.
  const state: LoadState = loaded?.request === request ? loaded : { status: 'loading' };

  useEffect(() => {
    let alive = true;
    loadRemoteLifecycles(remote).then(
      (lifecycles) => {
        if (alive) setLoaded({ request, status: 'ready', lifecycles });
      },
      (err: unknown) => {
        if (!alive) return;
        const message = err instanceof Error ? err.message : String(err);
        setLoaded({ request, status: 'error', message, incompatible: err instanceof IncompatibleRemoteError });
      },
    );
    return () => {
      alive = false;
    };
  }, [remote, request]);

  if (state.status === 'loading') return <RemoteLoading key={request} onRetry={() => setAttempt((n) => n + 1)} />;
  if (state.status === 'error') return <RemoteLoadError detail={state.message} incompatible={state.incompatible} onRetry={() => setAttempt((n) => n + 1)} />;
  return <RemoteParcel key={remote} remote={remote} lifecycles={state.lifecycles} />;
}

/**
 * The spinner while a section loads; a server that stopped answering turns it into the load error
 * with 'Reintentar' at once (the remote's own time-out is two minutes, meant for slow links).
 */
function RemoteLoading({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const reachable = useServerReachable();
  useEffect(() => {
    const timer = setTimeout(() => void checkServerReachable(), REMOTE_SLOW_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!reachable) return <RemoteLoadError detail={t('feedback.connectionErrorDescription')} incompatible={false} onRetry={onRetry} />;
  return <LoadingOverlay active />;
}

/**
 * Mounts the remote's lifecycles with the shell's session, bus, i18n, data cache and navigation;
 * passes every new address to it (update); unmounts it when the tab leaves its prefixes.
 */
function RemoteParcel({ remote, lifecycles }: { remote: RemoteName; lifecycles: RemoteLifecycles }) {
  const host = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel<RemoteMountProps> | null>(null);
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const queryClient = useQueryClient();
  const props: RemoteMountProps = {
    navigation: { location, navigator },
    session: getSessionStore(),
    bus: getRealtimeBus(),
    i18n: getI18n(),
    queryClient,
  };
  const latest = useRef(props);
  // Before the effects below run (layout effects come first), so mount and update get these props.
  useLayoutEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const domElement = host.current;
    if (!domElement) return;
    const mounted = mountRootParcel<RemoteMountProps>(lifecycles, { domElement, ...latest.current });
    parcel.current = mounted;
    return () => {
      parcel.current = null;
      // Unmounting waits for the mount to finish: a remote never stays mounted behind the shell.
      void mounted.mountPromise.then(
        () => mounted.unmount(),
        () => undefined,
      );
    };
  }, [remote, lifecycles]);

  // One update after another (single-spa refuses an update while one runs), each with the latest props.
  const updating = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    const mounted = parcel.current;
    if (!mounted?.update) return;
    updating.current = updating.current
      .then(() => mounted.mountPromise)
      .then(() => (parcel.current === mounted && mounted.getStatus() === 'MOUNTED' ? mounted.update?.(latest.current) : undefined))
      .catch(() => undefined);
  }, [location]);

  return <Box ref={host} data-remote-host={remote} />;
}

function RemoteLoadError({ detail, incompatible, onRetry }: { detail: string; incompatible: boolean; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  if (incompatible) registerRemoteTexts(i18n);
  // The loader's own text for files it could not fetch is English for developers; staff read why.
  const shown = !incompatible && isConnectionError(detail) ? t('feedback.connectionErrorDescription') : detail;
  return (
    <VStack role="alert" data-testid="remote-load-error" gap={3} py={16} px={4} textAlign="center">
      <Heading as="h2" size="lg">
        {t(incompatible ? 'remotes.incompatibleTitle' : 'remotes.loadErrorTitle')}
      </Heading>
      <Text color="fg.muted">{t(incompatible ? 'remotes.incompatibleMessage' : 'remotes.loadErrorMessage')}</Text>
      <Text fontSize="xs" color="fg.subtle">
        {shown}
      </Text>
      <Button colorPalette="primary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </VStack>
  );
}
