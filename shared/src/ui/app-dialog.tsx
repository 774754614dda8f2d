import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface AppDialogProps {
  open: boolean;
  /** Esc, the close button and a click outside all call it. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Chakra dialog size. Default 'md'. */
  size?: Dialog.RootProps['size'];
  /** data-testid of the dialog's content. */
  testId?: string;
  /** Where the focus goes on opening; default the first focusable element. */
  initialFocusEl?: () => HTMLElement | null;
  /** 'alertdialog' for confirmations. Default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
}

/** A centred modal with a title, a scrolling body and a footer: the one shape every form here uses. */
export function AppDialog({ open, onClose, title, children, footer, size = 'md', testId, initialFocusEl, role = 'dialog' }: AppDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      lazyMount
      unmountOnExit
      placement="center"
      scrollBehavior="inside"
      size={size}
      role={role}
      {...(initialFocusEl ? { initialFocusEl } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              {/* Room for the close button: a long title wraps instead of running under it. */}
              <Dialog.Title pe={8}>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.cerrar')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
