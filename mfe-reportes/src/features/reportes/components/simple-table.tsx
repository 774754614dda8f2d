import { Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Column<T> {
  key: string;
  label: string;
  numeric?: boolean;
  render: (row: T) => ReactNode;
}

export interface SimpleTableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  testId?: string;
  /** A last row (totals). */
  footer?: readonly ReactNode[];
  /** Headers may wrap onto several lines, so long ones do not widen their columns past the card. */
  wrapHeaders?: boolean;
}

/** A report's table: headers, rows, an optional totals row; a message when empty. */
export function SimpleTable<T>({ rows, columns, rowKey, testId, footer, wrapHeaders = false }: SimpleTableProps<T>) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <Text color="fg.muted" data-testid={testId ? `${testId}-vacio` : undefined}>
        {t('reportes.vacio')}
      </Text>
    );
  return (
    // Focusable so a keyboard can scroll a wide table on a phone (axe scrollable-region-focusable).
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0}>
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader
                key={c.key}
                textAlign={c.numeric ? 'end' : 'start'}
                whiteSpace={wrapHeaders ? 'normal' : undefined}
                minW={wrapHeaders ? '5.5rem' : undefined}
                verticalAlign={wrapHeaders ? 'bottom' : undefined}
              >
                {c.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Cell key={c.key} textAlign={c.numeric ? 'end' : 'start'} whiteSpace={c.numeric ? 'nowrap' : undefined}>
                  {c.render(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
          {footer && (
            <Table.Row fontWeight="bold" data-testid={testId ? `${testId}-totales` : undefined}>
              {footer.map((cell, i) => (
                <Table.Cell key={i} textAlign={columns[i]?.numeric ? 'end' : 'start'} whiteSpace="nowrap">
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
