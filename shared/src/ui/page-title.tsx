import { Heading, HStack } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brandingKeys, useBranding } from '../session/branding';

export interface PageTitleProps {
  /** i18n key of the title, e.g. 'routes.pedidos'. */
  titleKey?: string;
  /** Already-translated title; wins over titleKey. */
  children?: ReactNode;
  /** Buttons shown at the right of the title. */
  actions?: ReactNode;
  /** Also set document.title. Default true. */
  setDocumentTitle?: boolean;
}

/** A page's h1 (data-testid="page-title"), and the browser tab's title. */
export function PageTitle({ titleKey, children, actions, setDocumentTitle = true }: PageTitleProps) {
  const { t } = useTranslation();
  const brandName = t(brandingKeys(useBranding()).nombre);
  const text = children ?? (titleKey ? t(titleKey) : null);

  useEffect(() => {
    if (!setDocumentTitle || typeof text !== 'string') return;
    document.title = `${text} · ${brandName}`;
  }, [text, setDocumentTitle, brandName]);

  return (
    <HStack justify="space-between" align="center" mb={4} gap={3} wrap="wrap">
      <Heading as="h1" size="xl" data-testid="page-title">
        {text}
      </Heading>
      {actions && <HStack gap={2}>{actions}</HStack>}
    </HStack>
  );
}
