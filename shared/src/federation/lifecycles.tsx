import { Box } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import React, { Component, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Router, Routes, useLocation, type Location, type Navigator } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import type { RealtimeBus } from '../bus';
import type { getSessionStore } from '../session';
import { AppProviders, ErrorPage } from '../ui';
import type { RemoteRoutesModule } from './index';

/** The shell's router, lent to a mounted remote: where the tab is, and how to go elsewhere. */
export interface RemoteNavigation {
  location: Location;
  navigator: Navigator;
}

/**
 * What the shell passes to a remote it mounts (single-spa custom props). The session store, bus
 * and i18n are the page's single instances (Module Federation singletons); they come as props too
 * so that a remote can use them without importing anything of the shell.
 */
export interface RemoteMountProps {
  /** Standalone harness only: which page to render (the first one when absent or unknown). */
  page?: string;
  /** Mounted by the shell: its location and navigator; this remote's routes render what matches. */
  navigation?: RemoteNavigation;
  session?: ReturnType<typeof getSessionStore>;
  bus?: RealtimeBus;
  i18n?: I18n;
  /** The shell's data cache, so a remote's page and the shell read the same queries. */
  queryClient?: QueryClient;
}

/** A page that throws shows the generic error; the next address starts clean. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}

function RemoteRoutes({ routes }: { routes: RemoteRoutesModule }) {
  const location = useLocation();
  return (
    <PageErrorBoundary key={location.pathname}>
      <Routes>
        {routes.routes.map((r) => {
          const Page = routes.pages[r.page];
          return Page ? <Route key={r.path} path={r.path} element={<Page />} /> : null;
        })}
        {/* Under this remote's prefix but none of its pages: the start page. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </PageErrorBoundary>
  );
}

/**
 * The single-spa lifecycles of a remote (bootstrap, mount, update, unmount), each mount its own
 * React root with an error boundary. Mounted by the shell (props.navigation given) it renders its
 * own routes under the shell's location; on its own (dev harness) it renders one page.
 */
export function createRemoteLifecycles(routes: RemoteRoutesModule, name: string) {
  const firstPage = Object.values(routes.pages)[0];
  function Root(props: RemoteMountProps) {
    let content: ReactNode;
    if (props.navigation) {
      content = (
        <Router location={props.navigation.location} navigator={props.navigation.navigator}>
          <RemoteRoutes routes={routes} />
        </Router>
      );
    } else {
      const Page: ComponentType | undefined = (props.page ? routes.pages[props.page] : undefined) ?? firstPage;
      content = <BrowserRouter>{Page ? <Page /> : null}</BrowserRouter>;
    }
    const tree = (
      // Inside the shell, the shell's notification host shows what this remote notifies.
      <AppProviders notifications={!props.navigation} queryClient={props.queryClient}>
        <Box data-remote={name.replace(/-/g, '_')}>{content}</Box>
      </AppProviders>
    );
    return props.i18n ? <I18nextProvider i18n={props.i18n}>{tree}</I18nextProvider> : tree;
  }
  return singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: Root,
    errorBoundary: () => <ErrorPage />,
    domElementGetter: () => {
      const id = `single-spa-application:${name}`;
      let el = document.getElementById(id);
      if (!el) {
        el = document.createElement('div');
        el.id = id;
        document.body.appendChild(el);
      }
      return el;
    },
  });
}
