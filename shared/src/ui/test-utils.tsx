import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { AppProviders } from './app-providers';

/** Renders inside the real providers (Chakra system + i18next), as the app does. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions & { notifications?: boolean } = {}) {
  const { notifications = false, ...rest } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => <AppProviders notifications={notifications}>{children}</AppProviders>;
  return render(ui, { wrapper: Wrapper, ...rest });
}
