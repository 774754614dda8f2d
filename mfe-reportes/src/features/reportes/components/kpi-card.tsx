import { Card, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface KpiCardProps {
  label: string;
  /** The compact figure. */
  value: string;
  /** The exact figure, shown on hover and read by screen readers. */
  exact?: string;
  help?: ReactNode;
  tone?: 'ok' | 'warn' | 'bad';
  testId?: string;
}

const TONES = { ok: 'fg.success', warn: 'fg.warning', bad: 'fg.error' } as const;

/** One figure of the dashboard: label, compact value, a line of context (a <dd> too: the stat is a <dl>). */
export function KpiCard({ label, value, exact, help, tone, testId }: KpiCardProps) {
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText fontSize="2xl" title={exact} aria-label={exact ?? value} data-testid={testId ? `${testId}-valor` : undefined}>
            {value}
          </Stat.ValueText>
          {help !== undefined && (
            <Stat.HelpText as="dd" color={tone ? TONES[tone] : 'fg.muted'} mb={0}>
              {help}
            </Stat.HelpText>
          )}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
