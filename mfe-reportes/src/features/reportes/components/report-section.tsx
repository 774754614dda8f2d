import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A report block: a small heading over its table or chart. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Heading size="sm">{title}</Heading>
      {children}
    </Stack>
  );
}
