import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { AppProviders, ErrorPage } from '../ui';
import type { RemoteRoutesModule } from './index';

export interface RemoteMountProps {
  /** which page of the remote to render; the first one when absent or unknown */
  page?: string;
}

/**
 * single-spa lifecycles for a remote mounted on its own (outside the shell): the remote brings its
 * own providers, since no shell is around it to give them.
 */
export function createRemoteLifecycles(routes: RemoteRoutesModule, name: string) {
  const firstPage = Object.values(routes.pages)[0];
  function Root(props: RemoteMountProps) {
    const Page: ComponentType | undefined =
      (props.page ? routes.pages[props.page] : undefined) ?? firstPage;
    return (
      <AppProviders>
        <BrowserRouter>{Page ? <Page /> : null}</BrowserRouter>
      </AppProviders>
    );
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
