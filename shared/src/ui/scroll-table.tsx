import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a phone inside a region the keyboard can focus and scroll
 * (axe: scrollable-region-focusable), named for screen readers.
 */
export function ScrollTable({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={label}>
      <Table.Root size="sm" data-testid={testId}>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}
