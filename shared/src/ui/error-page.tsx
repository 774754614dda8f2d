import { Button, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangleIcon } from './icons';

export interface ErrorPageProps {
  /** Shown under the generic message, for support; never required. */
  error?: unknown;
}

function describe(error: unknown): string | null {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'statusText' in error) return String((error as { statusText: unknown }).statusText);
  return null;
}

/** The generic render-failure screen: 'Unexpected Application Error!'. */
export function ErrorPage({ error }: ErrorPageProps) {
  const { t } = useTranslation();
  const detail = describe(error);
  return (
    <VStack role="alert" data-testid="error-page" gap={4} py={16} px={6} textAlign="center" minH="50vh" justify="center">
      <AlertTriangleIcon size="3em" color="var(--chakra-colors-secondary-500)" />
      <Heading as="h1" size="xl">
        {t('feedback.unexpectedError')}
      </Heading>
      <Text color="fg.muted">{t('feedback.unexpectedErrorDescription')}</Text>
      {detail && (
        <Text fontFamily="mono" fontSize="xs" color="fg.subtle" maxW="lg" wordBreak="break-word">
          {detail}
        </Text>
      )}
      <HStack gap={3}>
        <Button colorPalette="primary" onClick={() => window.location.reload()}>
          {t('feedback.recargar')}
        </Button>
        <Button asChild variant="outline">
          <a href="/">{t('feedback.irAlInicio')}</a>
        </Button>
      </HStack>
    </VStack>
  );
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Rendered instead of the ErrorPage when given. */
  fallback?: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/** Catches render failures below it and shows the ErrorPage instead of a blank screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? <ErrorPage error={this.state.error} />;
  }
}
