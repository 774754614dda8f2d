import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditoriaEntrada } from '@resto/shared/contracts';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { resetSessionForTests } from '@resto/shared/session';
import { usuarioFixture } from '../../../test/fixtures';
import { signInAs } from '../../../test/session';
import { registerAuditoriaTranslations } from '../i18n';
import { AuditLog } from './audit-log';

registerAuditoriaTranslations();

const entry = (over: Partial<AuditoriaEntrada>): AuditoriaEntrada => ({
  id: 1,
  fecha: '2026-03-02T13:15:00.000Z',
  usuario: { id: 1, nombre: 'Carla Gómez' },
  aprobadoPor: null,
  accion: 'editar-rol',
  entidad: 'rol',
  entidadId: 9,
  antes: { permisos: ['ventas.tomar'] },
  despues: { permisos: ['ventas.tomar', 'ventas.vender'] },
  motivo: null,
  ...over,
});

beforeEach(() => signInAs('admin'));
afterEach(() => resetSessionForTests());

describe('the audit log screen', () => {
  it('sends the user, action and date range chosen, from the first page, and shows each change readably', async () => {
    const user = userEvent.setup();
    const queries: Record<string, string>[] = [];
    stubApi({
      'GET /auditoria': (call) => {
        queries.push(Object.fromEntries(call.query.entries()));
        return okResponse({
          items: [
            entry({}),
            entry({ id: 2, accion: 'editar-configuracion', entidad: 'general', entidadId: null, antes: { mostrarFechaHora: true }, despues: { mostrarFechaHora: false } }),
          ],
          total: 2,
          pagina: 1,
          limite: 50,
        });
      },
    });
    renderPage(<AuditLog enabled usuarios={[usuarioFixture({ id: 1, nombre: 'Carla Gómez' }), usuarioFixture({ id: 5, nombre: 'Marta Ruiz' })]} />);
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows[0]!.textContent).toContain('Rol modificado');
    expect(rows[0]!.textContent).toContain('Permisos: Tomar ventas y enviarlas a caja → Tomar ventas y enviarlas a caja, Vender y cobrar');
    expect(rows[1]!.textContent).toContain('Configuración cambiada');
    expect(rows[1]!.textContent).toContain('mostrarFechaHora: Sí → No');
    expect(queries[0]).toEqual({ pagina: '1', limite: '50' });

    const filters = screen.getByTestId('audit-filters');
    await waitFor(() => expect(within(filters).getByRole('option', { name: 'Marta Ruiz' })).toBeTruthy());
    await user.selectOptions(within(filters).getByLabelText('Usuario'), 'Marta Ruiz');
    await user.selectOptions(within(filters).getByLabelText('Acción'), 'Roles de un usuario cambiados');
    // The same date fields as the other screens: written in the venue's locale.
    await user.type(within(filters).getByTestId('audit-filtro-desde'), '01/03/2026{Enter}');
    await user.type(within(filters).getByTestId('audit-filtro-hasta'), '31/03/2026{Enter}');
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ usuarioId: '5', accion: 'cambiar-rol-usuario', fechaDesde: '2026-03-01', fechaHasta: '2026-03-31', pagina: '1', limite: '50' }),
    );

    await user.click(screen.getByTestId('audit-limpiar'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ pagina: '1', limite: '50' }));
  });

  it('reads a change as a manager does: money in its currency, the product by name, codes translated, unchanged fields left out', async () => {
    stubApi({
      'GET /auditoria': () =>
        okResponse({
          items: [
            entry({
              id: 1,
              accion: 'producto.precio',
              entidad: 'producto',
              entidadId: 19,
              antes: { precio: 2500, costo: 800 },
              despues: { producto: 'Agua mineral', precio: 1, costo: 800, origen: 'edicion' },
              motivo: 'Promo del día',
            }),
            entry({
              id: 2,
              accion: 'gasto-registrado',
              entidad: 'gasto',
              entidadId: 4,
              antes: null,
              despues: { categoria: 'Limpieza', montoPesos: 1500.5, montoReales: 20, montoDolares: 0, desdeCaja: true },
            }),
            entry({ id: 3, accion: 'cliente-descuento', entidad: 'cliente', entidadId: 7, antes: { descuento: 5 }, despues: { descuento: 25, limite: 10 } }),
            entry({ id: 4, accion: 'abrir-caja', entidad: 'arqueo', entidadId: 30, antes: null, despues: { caja: 'Barra', fecha: '2026-03-02', montoInicial: 10000 } }),
            entry({ id: 5, accion: 'crear-rol', entidad: 'rol', entidadId: 5, antes: null, despues: { nombre: 'Barra', descuentoMaximo: 10, permisos: ['ventas.tomar'] } }),
          ],
          total: 5,
          pagina: 1,
          limite: 50,
        }),
    });
    renderPage(<AuditLog enabled usuarios={[]} />);
    const rows = (await screen.findAllByTestId('audit-row')).map((r) => r.textContent!.replace(/\u00a0/g, ' '));
    expect(rows[0]).toContain('Producto Agua mineral #19');
    expect(rows[0]).toContain('Precio: $ 2.500,00 → $ 1,00');
    expect(rows[0]).toContain('Cómo: Ficha del producto');
    expect(rows[0]).not.toContain('Costo');
    expect(rows[0]).not.toContain('edicion');
    expect(rows[1]).toContain('Monto en pesos: $ 1.500,50');
    expect(rows[1]).toContain('Monto en reales: R$ 20,00');
    expect(rows[1]).toContain('Desde la caja: Sí');
    expect(rows[2]).toContain('Descuento: 5% → 25%');
    expect(rows[2]).toContain('Límite: 10%');
    expect(rows[3]).toContain('Arqueo Barra #30');
    expect(rows[3]).toContain('Fecha: 02/03/2026');
    expect(rows[3]).toContain('Monto inicial: $ 10.000,00');
    expect(rows[3]).not.toContain('Caja:');
    // A role's discount limit is a percentage, not money.
    expect(rows[4]).toContain('Descuento máximo: 10%');
    expect(rows[4]).not.toContain('$');
    // Permissions read by their labels, as the role's form shows them, never as their keys.
    expect(rows[4]).toContain('Permisos: Tomar ventas y enviarlas a caja');
    expect(rows[4]).not.toContain('ventas.tomar');
  });

  it('pages through a long log', async () => {
    const user = userEvent.setup();
    const pages: string[] = [];
    stubApi({
      'GET /auditoria': (call) => {
        pages.push(call.query.get('pagina') ?? '');
        return okResponse({ items: [entry({ id: Number(call.query.get('pagina')) })], total: 120, pagina: Number(call.query.get('pagina')), limite: 50 });
      },
    });
    renderPage(<AuditLog enabled usuarios={[]} />);
    expect((await screen.findByTestId('audit-pagina')).textContent).toBe('Página 1 de 3');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getByTestId('audit-pagina').textContent).toBe('Página 2 de 3'));
    expect(pages).toEqual(['1', '2']);
  });
});
