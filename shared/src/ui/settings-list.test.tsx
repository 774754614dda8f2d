import { Button } from '@chakra-ui/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult } from '../api-client';
import { SettingsList, type SettingsListProps } from './settings-list';
import { renderWithProviders } from './test-utils';

interface Medio {
  id: number;
  nombre: string;
  propio: boolean;
}

const ROWS: Medio[] = [
  { id: 1, nombre: 'Efectivo', propio: true },
  { id: 2, nombre: 'Tarjeta', propio: false },
];

function renderList(overrides: Partial<SettingsListProps<Medio>> = {}) {
  const props = {
    onChanged: vi.fn(),
    onDeleted: vi.fn(),
    remove: vi.fn((): Promise<ApiResult<unknown>> => Promise.resolve({ success: true, message: 'Borrado' } as ApiResult<unknown>)),
  };
  renderWithProviders(
    <SettingsList<Medio>
      sectionTestId="medios-section"
      description="Los medios de pago del local"
      addLabel="Nuevo medio"
      addTestId="nuevo-medio"
      status={<p data-testid="estado">cargado</p>}
      label="Medios de pago"
      testId="medios-table"
      rows={ROWS}
      rowKey={(m) => m.id}
      rowTestId={(m) => `medio-${m.id}`}
      rowName={(m) => m.nombre}
      canDelete={(m) => !m.propio}
      columns={[
        { key: 'nombre', header: 'Nombre', cell: (m) => m.nombre },
        { key: 'id', header: 'Número', align: 'end', testId: 'medio-id', cell: (m) => m.id },
      ]}
      formTitle={(m) => (m ? `Editar ${m.nombre}` : 'Nuevo medio')}
      formTestId="medio-dialog"
      renderForm={(m, { cancel, saved }) => (
        <>
          <p data-testid="form-de">{m ? m.nombre : 'nuevo'}</p>
          <Button onClick={cancel}>Volver</Button>
          <Button onClick={saved}>Listo</Button>
        </>
      )}
      deleteTitle="Eliminar medio"
      deleteQuestion={(m) => `¿Eliminar ${m.nombre}?`}
      {...props}
      {...overrides}
    />,
  );
  return { ...props, ...overrides };
}

describe('SettingsList', () => {
  it('shows the columns, then each row with its edit and delete buttons', async () => {
    renderList();
    const table = await screen.findByTestId('medios-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nombre', 'Número', 'Acciones']);
    expect(screen.getByRole('region', { name: 'Medios de pago' })).toBeTruthy();
    expect(screen.getByTestId('estado').textContent).toBe('cargado');
    const tarjeta = screen.getByTestId('medio-2');
    expect(within(tarjeta).getByTestId('medio-id').textContent).toBe('2');
    expect(within(tarjeta).getByRole('button', { name: 'Editar Tarjeta' }).textContent).toBe('Editar');
    expect(within(tarjeta).getByRole('button', { name: 'Eliminar Tarjeta' }).textContent).toBe('Eliminar');
    // A row that cannot be deleted keeps its edit button only.
    const efectivo = screen.getByTestId('medio-1');
    expect(within(efectivo).getByRole('button', { name: 'Editar Efectivo' })).toBeTruthy();
    expect(within(efectivo).queryByRole('button', { name: 'Eliminar Efectivo' })).toBeNull();
  });

  it('shows no table while there are no rows', async () => {
    renderList({ rows: [] });
    expect(await screen.findByTestId('estado')).toBeTruthy();
    expect(screen.queryByTestId('medios-table')).toBeNull();
    expect(screen.getByTestId('nuevo-medio').textContent).toBe('Nuevo medio');
  });

  it('opens the form for a new row and for the row being edited, and reloads after a save', async () => {
    const user = userEvent.setup();
    const { onChanged } = renderList();
    await user.click(await screen.findByTestId('nuevo-medio'));
    const dialog = await screen.findByTestId('medio-dialog');
    expect(within(dialog).getByText('Nuevo medio')).toBeTruthy();
    expect(within(dialog).getByTestId('form-de').textContent).toBe('nuevo');
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByTestId('medio-dialog')).toBeNull());
    expect(onChanged).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Editar Tarjeta' }));
    const editing = await screen.findByTestId('medio-dialog');
    expect(within(editing).getByText('Editar Tarjeta')).toBeTruthy();
    expect(within(editing).getByTestId('form-de').textContent).toBe('Tarjeta');
    await user.click(within(editing).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByTestId('medio-dialog')).toBeNull());
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('asks before deleting, then tells and reloads', async () => {
    const user = userEvent.setup();
    const { remove, onDeleted, onChanged } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Tarjeta' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('¿Eliminar Tarjeta?')).toBeTruthy();
    expect(within(confirm).getByText('Eliminar medio')).toBeTruthy();
    await user.click(within(confirm).getByTestId('confirm-delete'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).toHaveBeenCalledWith(ROWS[1]);
    expect(onDeleted).toHaveBeenCalledWith(ROWS[1], 'Borrado');
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("keeps the api's refusal in the confirmation, and reloads nothing", async () => {
    const user = userEvent.setup();
    const remove = vi.fn(() => Promise.resolve({ success: false, message: 'Tiene ventas' } as ApiResult<unknown>));
    const { onDeleted, onChanged } = renderList({ remove });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Tarjeta' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByTestId('confirm-delete'));
    expect((await screen.findByTestId('delete-error')).textContent).toBe('Tiene ventas');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('says it could not delete when the refusal has no message', async () => {
    const user = userEvent.setup();
    renderList({ remove: () => Promise.resolve({ success: false } as ApiResult<unknown>) });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Tarjeta' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByTestId('confirm-delete'));
    expect((await screen.findByTestId('delete-error')).textContent).toBe('No se pudo eliminar');
  });
});
