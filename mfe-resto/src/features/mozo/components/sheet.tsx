import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface SheetProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The action buttons, shown at the bottom. */
  footer?: ReactNode;
}

/**
 * A modal bottom sheet: the thumb reaches its buttons on a phone. Focus moves into it, Escape and
 * a tap outside close it, and the page behind is inert while it shows.
 */
export function Sheet({ title, onClose, children, footer }: SheetProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const el = ref.current;
    const first = el?.querySelector<HTMLElement>('[data-autofocus], input, textarea, button');
    first?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);

  return (
    <div className="w-sheet-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="w-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={ref}>
        <h2 className="w-sheet-title" id={titleId}>
          {title}
        </h2>
        <div className="w-sheet-body">{children}</div>
        {footer ? <div className="w-sheet-footer">{footer}</div> : null}
      </div>
    </div>
  );
}
