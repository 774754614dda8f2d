import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../api-client';
import { AppDialog } from './app-dialog';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ScrollTable } from './scroll-table';

export interface SettingsColumn<T> {
  /** The column's React key. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Numbers line up at the end, in the header and in the cells. */
  align?: 'end';
  /** data-testid of each of the column's cells. */
  testId?: string;
  /** Further props of each cell (a weight, no wrapping). */
  cellProps?: Table.CellProps;
}

export interface SettingsTableProps<T> {
  /** The table's accessible name (it scrolls sideways in a region the keyboard can focus). */
  label: string;
  testId?: string;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  rowTestId?: (row: T) => string;
  /** The columns before the actions column. */
  columns: readonly SettingsColumn<T>[];
  /** The row's name in its buttons' accessible names ('Editar Efectivo'). */
  rowName: (row: T) => string;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  /** Rows that cannot be edited show no edit button. Default: every row. */
  canEdit?: (row: T) => boolean;
  /** Rows that cannot be deleted show no delete button. Default: every row. */
  canDelete?: (row: T) => boolean;
}

/** A settings table: the given columns, then each row's edit and delete buttons. */
export function SettingsTable<T>({ label, testId, rows, rowKey, rowTestId, columns, rowName, onEdit, onDelete, canEdit, canDelete }: SettingsTableProps<T>) {
  const { t } = useTranslation();
  return (
    <ScrollTable label={label} {...(testId ? { testId } : {})}>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeader key={column.key} {...(column.align ? { textAlign: column.align } : {})}>
              {column.header}
            </Table.ColumnHeader>
          ))}
          <Table.ColumnHeader>{t('common.acciones')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => {
          const editable = canEdit?.(row) ?? true;
          const deletable = canDelete?.(row) ?? true;
          const nombre = rowName(row);
          return (
            <Table.Row key={rowKey(row)} data-testid={rowTestId?.(row)}>
              {columns.map((column) => (
                <Table.Cell key={column.key} data-testid={column.testId} {...(column.align ? { textAlign: column.align } : {})} {...column.cellProps}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
              <Table.Cell>
                {(editable || deletable) && (
                  <HStack gap={1}>
                    {editable && (
                      <Button size="xs" variant="outline" onClick={() => onEdit(row)} aria-label={t('common.editarNombre', { nombre })}>
                        {t('common.editar')}
                      </Button>
                    )}
                    {deletable && (
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(row)} aria-label={t('common.eliminarNombre', { nombre })}>
                        {t('common.eliminar')}
                      </Button>
                    )}
                  </HStack>
                )}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </ScrollTable>
  );
}

/** What the form in the dialog calls when it is done. */
export interface SettingsFormActions {
  cancel: () => void;
  /** The api saved it: the dialog closes and the list reloads. */
  saved: () => void;
}

export interface SettingsListProps<T> extends Omit<SettingsTableProps<T>, 'onEdit' | 'onDelete'> {
  /** data-testid of the whole block. */
  sectionTestId: string;
  /** The text beside the add button. */
  description: ReactNode;
  addLabel: string;
  addTestId: string;
  /** Between the toolbar and the table: the loading overlay, the empty list's text. */
  status?: ReactNode;
  /** The form dialog's title, for a new row (null) or the one being edited. */
  formTitle: (row: T | null) => string;
  formTestId: string;
  /** The form inside the dialog, for a new row (null) or the one being edited. */
  renderForm: (row: T | null, actions: SettingsFormActions) => ReactNode;
  deleteTitle: string;
  deleteQuestion: (row: T) => ReactNode;
  /** The api's delete call; a refusal stays in the confirmation dialog. */
  remove: (row: T) => Promise<ApiResult<unknown>>;
  /** The api deleted the row (its message, when it sent one): the notice to show. */
  onDeleted: (row: T, message: string | undefined) => void;
  /** After a save or a delete: reload the list and whatever else reads it. */
  onChanged: () => void | Promise<void>;
}

/**
 * A settings section's list: a description with an add button, the rows in a table with edit and
 * delete buttons, the form in a dialog (new or editing a row), and a confirmation before deleting.
 * The list reloads after every change.
 */
export function SettingsList<T>(props: SettingsListProps<T>) {
  const { sectionTestId, description, addLabel, addTestId, status, formTitle, formTestId, renderForm, deleteTitle, deleteQuestion, remove, onDeleted, onChanged, ...table } = props;
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const [deleting, setDeleting] = useState<{ row: T } | null>(null);
  const close = () => setEditing(null);
  const saved = () => {
    setEditing(null);
    void onChanged();
  };

  return (
    <Stack gap={4} data-testid={sectionTestId} position="relative">
      <HStack justify="space-between" wrap="wrap" gap={2}>
        <Text color="fg.muted">{description}</Text>
        <Button colorPalette="primary" onClick={() => setEditing({ row: null })} data-testid={addTestId}>
          {addLabel}
        </Button>
      </HStack>
      {status}
      {table.rows.length > 0 && <SettingsTable {...table} onEdit={(row) => setEditing({ row })} onDelete={(row) => setDeleting({ row })} />}
      <AppDialog open={editing !== null} onClose={close} title={formTitle(editing?.row ?? null)} testId={formTestId}>
        {editing && renderForm(editing.row, { cancel: close, saved })}
      </AppDialog>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={deleteTitle}
        question={deleting ? deleteQuestion(deleting.row) : ''}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove(deleting!.row)}
        onDone={(message) => {
          onDeleted(deleting!.row, message);
          setDeleting(null);
          void onChanged();
        }}
      />
    </Stack>
  );
}
