import { Box, Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Component, type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@resto/shared/contracts';
import { ErrorPage, LoadingOverlay } from '@resto/shared/ui';
import { loadRemoteRoutes } from './registry';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'error'; message: string };

/** What a load answered, with the page and attempt it answered for. */
type Loaded = { request: string } & LoadState;

/** A page that lives in a remote: loaded lazily, with a retry screen when the remote cannot load. */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const [attempt, setAttempt] = useState(0);
  const request = `${remote}/${page}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Another page or a retry is loading until its own answer comes.
  const state: LoadState = loaded?.request === request ? loaded : { status: 'loading' };

  useEffect(() => {
    let alive = true;
    loadRemoteRoutes(remote).then(
      (mod) => {
        if (!alive) return;
        const Page = mod.pages[page];
        setLoaded(Page ? { request, status: 'ready', Page } : { request, status: 'error', message: `${remote}/${page}` });
      },
      (err: unknown) => {
        if (alive) setLoaded({ request, status: 'error', message: err instanceof Error ? err.message : String(err) });
      },
    );
    return () => {
      alive = false;
    };
  }, [remote, page, request]);

  if (state.status === 'loading') return <LoadingOverlay active />;
  if (state.status === 'error')
    return <RemoteLoadError detail={state.message} onRetry={() => setAttempt((n) => n + 1)} />;
  const { Page } = state;
  return (
    <PageErrorBoundary key={`${remote}/${page}`}>
      <Box data-remote={remote} data-page={page}>
        <Page />
      </Box>
    </PageErrorBoundary>
  );
}

function RemoteLoadError({ detail, onRetry }: { detail: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <VStack role="alert" data-testid="remote-load-error" gap={3} py={16} px={4} textAlign="center">
      <Heading as="h2" size="lg">
        {t('remotes.loadErrorTitle')}
      </Heading>
      <Text color="fg.muted">{t('remotes.loadErrorMessage')}</Text>
      <Text fontSize="xs" color="fg.subtle">
        {detail}
      </Text>
      <Button colorPalette="primary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </VStack>
  );
}

/** A page that throws while rendering shows the generic error instead of blanking the whole shell. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
