import { translations } from '@resto/shared/i18n/resources';
import { LANGUAGES } from '@resto/shared/contracts';
import { DESKTOP_ROUTES, MOBILE_ROUTES, TABLET_ROUTES } from './routes';

function lookup(tree: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('route table', () => {
  it('has every desktop route of SPEC §2, each on the remote DESIGN.md assigns', () => {
    const byPath = Object.fromEntries(DESKTOP_ROUTES.map((r) => [r.path, r.remote]));
    expect(byPath).toEqual({
      dashboard: 'mfe_reportes',
      pedidos: 'mfe_resto',
      'historial-pedidos': 'mfe_resto',
      'reservas-pedidos': 'mfe_resto',
      arqueos: 'mfe_caja',
      'arqueos/:id/cierre': 'mfe_caja',
      gastos: 'mfe_caja',
      ventas: 'mfe_ventas',
      'ventas-mobile': 'mfe_ventas',
      'historial-ventas': 'mfe_ventas',
      clientes: 'mfe_ventas',
      resto: 'mfe_resto',
      'editar-mesas': 'mfe_resto',
      reservas: 'mfe_resto',
      catalogo: 'mfe_productos',
      reportes: 'mfe_reportes',
      config: 'mfe_admin',
      usuarios: 'mfe_admin',
      roles: 'mfe_admin',
      productos: 'mfe_productos',
      stock: 'mfe_productos',
      proveedores: 'mfe_productos',
    });
  });

  it('maps /ventas-mobile to the ventas section', () => {
    expect(DESKTOP_ROUTES.find((r) => r.path === 'ventas-mobile')?.page).toBe('ventas');
  });

  it('guards the admin areas and the phone reports by permission', () => {
    expect(DESKTOP_ROUTES.filter((r) => r.permission).map((r) => [r.path, r.permission])).toEqual([
      ['usuarios', 'usuarios.administrar'],
      ['roles', 'usuarios.administrar'],
    ]);
    expect(MOBILE_ROUTES.filter((r) => r.permission).map((r) => [r.path, r.permission])).toEqual([['reportes', 'reportes.ver']]);
  });

  it('has a title in every language for every page', () => {
    for (const lang of LANGUAGES) {
      for (const route of [...DESKTOP_ROUTES, ...MOBILE_ROUTES, ...TABLET_ROUTES]) {
        const title = lookup(translations[lang], `routes.${route.page}`);
        expect(typeof title === 'string' && title.length > 0, `${lang} routes.${route.page}`).toBe(true);
      }
    }
  });
});
