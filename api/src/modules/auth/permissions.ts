import type { Permission } from '@resto/shared/rules';

/**
 * Who may call each api route: a permission of the caller's roles, any signed-in user
 * (`autenticado`), or anyone (`publico`). The auth plugin applies this table to every route as it
 * is registered (route files need no check of their own); a route missing here is only
 * authenticated and logged, and `api/test/permisos.test.ts` fails on it.
 *
 * Reads the screens of every role need (menu, floor plan, settings they apply, lists) are
 * `autenticado`; writes and sensitive actions name their permission.
 */
export type RouteAccess = Permission | 'autenticado' | 'publico';

export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  // System
  'GET /api/health': 'publico',
  'GET /api/remotes': 'publico',
  // Localhost, or the METRICS_TOKEN bearer (checked by the route).
  'GET /api/metrics': 'publico',
  'GET /api/sistema/backups': 'config.editar',
  'POST /api/sistema/backups': 'config.editar',
  'PUT /api/sistema/backups/config': 'config.editar',
  'GET /api/sistema/backups/:archivo': 'config.editar',

  // Session
  'POST /api/auth/login': 'publico',
  // Checks its own token (an expired-but-live session is refused there with 401).
  'POST /api/auth/refresh': 'publico',
  'POST /api/auth/logout': 'autenticado',
  'GET /api/auth/me': 'autenticado',
  'POST /api/auth/password': 'autenticado',

  // Settings
  'GET /api/configuracion/general': 'autenticado',
  'PUT /api/configuracion/general': 'config.editar',
  'GET /api/configuracion/sonido': 'autenticado',
  'PUT /api/configuracion/sonido': 'config.editar',
  'GET /api/configuracion/modulos': 'autenticado',
  'PUT /api/configuracion/modulos': 'config.editar',
  'GET /api/medios-de-pago': 'autenticado',
  'POST /api/medios-de-pago': 'config.editar',
  'PUT /api/medios-de-pago/:id': 'config.editar',
  'DELETE /api/medios-de-pago/:id': 'config.editar',
  'GET /api/tipos-de-cambio': 'autenticado',
  'POST /api/tipos-de-cambio': 'config.editar',
  'PUT /api/tipos-de-cambio/:id': 'config.editar',
  'PUT /api/tipos-de-cambio/:id/default': 'config.editar',
  'DELETE /api/tipos-de-cambio/:id': 'config.editar',

  // Users and roles
  'GET /api/roles': 'usuarios.administrar',
  'GET /api/roles/:id': 'usuarios.administrar',
  'POST /api/roles': 'usuarios.administrar',
  'PUT /api/roles/:id': 'usuarios.administrar',
  'DELETE /api/roles/:id': 'usuarios.administrar',
  'GET /api/usuarios': 'usuarios.administrar',
  'GET /api/usuarios/:id': 'usuarios.administrar',
  'POST /api/usuarios': 'usuarios.administrar',
  'PUT /api/usuarios/:id': 'usuarios.administrar',
  'DELETE /api/usuarios/:id': 'usuarios.administrar',
  'POST /api/usuarios/:id/password': 'usuarios.administrar',
  'PUT /api/usuarios/:id/pin': 'usuarios.administrar',

  // Fraud from the floor: the audit log; any signed-in user asks a manager to approve (the PIN and the approver's permission are checked)
  'GET /api/auditoria': 'auditoria.ver',
  'POST /api/aprobaciones': 'autenticado',
  // Names only (no e-mail, PIN or role): the approver a waiter picks on the phone.
  'GET /api/aprobaciones/autorizantes': 'autenticado',

  // Cash audits and expenses
  // The register's cash: whether it is open, for those who sell (the counter sale needs it, with no amount);
  // its expected cash, the closed audits' differences and one audit's detail, for those who run it.
  'GET /api/arqueos/estado': 'ventas.vender',
  'GET /api/arqueos': 'caja.abrir-cerrar',
  'GET /api/arqueos/:id': 'caja.abrir-cerrar',
  'POST /api/arqueos': 'caja.abrir-cerrar',
  'POST /api/arqueos/:id/cerrar': 'caja.abrir-cerrar',
  // Another's register, or reopening: caja.supervisar or a manager's approval (checked by the service).
  'POST /api/arqueos/:id/reabrir': 'caja.abrir-cerrar',
  // A venue's tills: whoever opens a register reads them; adding, renaming and deactivating is a manager's.
  'GET /api/cajas': 'caja.abrir-cerrar',
  'POST /api/cajas': 'caja.supervisar',
  'PATCH /api/cajas/:id': 'caja.supervisar',
  'GET /api/gastos': 'gastos.registrar',
  'POST /api/gastos': 'gastos.registrar',
  'PUT /api/gastos/:id': 'gastos.registrar',
  'DELETE /api/gastos/:id': 'gastos.registrar',

  // Customers
  'GET /api/clientes': 'autenticado',
  'GET /api/clientes/:id': 'autenticado',
  'POST /api/clientes': 'clientes.editar',
  'PUT /api/clientes/:id': 'clientes.editar',
  'DELETE /api/clientes/:id': 'clientes.editar',
  // A caller without clientes.editar or caja.cobrar-cuenta sees names only (the route redacts); balances and movements need clientes.editar.
  'GET /api/clientes/:id/cuenta-corriente': 'clientes.editar',
  'POST /api/clientes/:id/pagos': 'caja.cobrar-cuenta',

  // Sales
  'POST /api/ventas/finalizar': 'ventas.vender',
  // Revenue: those who sell and charge.
  'GET /api/ventas/historial': 'ventas.vender',
  'GET /api/ventas/limite-descuento': 'autenticado',
  'GET /api/ventas/:id': 'ventas.vender',
  // ventas.anular, or a manager's approval on the spot (checked by the void itself).
  'POST /api/ventas/:id/anular': 'ventas.vender',
  'GET /api/ventas/:id/remito': 'ventas.vender',
  'POST /api/ventas/:id/ticket-fiscal': 'ventas.vender',
  'GET /api/ventas/drafts': 'autenticado',
  'GET /api/ventas/drafts/:id': 'autenticado',
  'POST /api/ventas/drafts': 'ventas.tomar',
  'POST /api/ventas/drafts/:id/finalize': 'ventas.vender',
  'DELETE /api/ventas/drafts/:id': 'ventas.tomar',

  // Tables and their drafts
  'GET /api/mesas': 'autenticado',
  'GET /api/mesas/zonas': 'autenticado',
  'PUT /api/mesas/bulk': 'mesas.editar-plano',
  'POST /api/inicializacion/mesas': 'mesas.editar-plano',
  'GET /api/mesas/drafts': 'autenticado',
  'GET /api/mesas/drafts/finalizados': 'autenticado',
  'GET /api/mesas/:mesaId/draft': 'autenticado',
  'POST /api/mesas/:mesaId/draft': 'mesas.atender',
  'PATCH /api/mesas/drafts/:id': 'mesas.atender',
  'POST /api/mesas/drafts/:id/items': 'mesas.atender',
  'POST /api/mesas/drafts/:id/items/lote': 'mesas.atender',
  'PATCH /api/mesas/drafts/:id/items/:itemId/notas': 'mesas.atender',
  'PATCH /api/mesas/drafts/:id/items/:itemId/cantidad': 'mesas.atender',
  'DELETE /api/mesas/drafts/:id/items/:itemId': 'mesas.atender',
  'POST /api/mesas/drafts/:id/items/:itemId/restaurar': 'mesas.atender',
  'PATCH /api/mesas/drafts/:id/descuento': 'mesas.atender',
  'DELETE /api/mesas/drafts/:id': 'mesas.atender',
  // The pre-bill at the register's printer, from the handheld (audited).
  'POST /api/mesas/drafts/:id/precuenta': 'mesas.atender',
  // Charging a table is a sale; cancelling every idle table at once is the floor plan's owner's, audited.
  'POST /api/mesas/drafts/:id/finalizar': 'ventas.vender',
  'POST /api/mesas/drafts/limpiar': 'mesas.editar-plano',
  // Split bills (splitting and charging a part are the register's), moving and joining tables (the floor's)
  'GET /api/mesas/drafts/:id/division': 'autenticado',
  'PUT /api/mesas/drafts/:id/division': 'ventas.vender',
  'DELETE /api/mesas/drafts/:id/division': 'ventas.vender',
  'POST /api/mesas/drafts/:id/partes/:parteId/cobrar': 'ventas.vender',
  'POST /api/mesas/drafts/:id/mover': 'mesas.atender',
  'POST /api/mesas/drafts/:id/unir': 'mesas.atender',
  'POST /api/mesas/drafts/:id/separar': 'mesas.atender',

  // Kitchen orders
  'GET /api/pedidos': 'autenticado',
  'GET /api/pedidos/:id': 'autenticado',
  'PATCH /api/pedidos/:id/estado': 'pedidos.cocina',

  // Reservations: the staff who attend tables book them; the sitting length is a venue setting.
  'GET /api/reservas': 'mesas.atender',
  'GET /api/reservas/configuracion': 'mesas.atender',
  'PUT /api/reservas/configuracion': 'config.editar',
  'GET /api/reservas/:reservaId': 'mesas.atender',
  'POST /api/reservas': 'mesas.atender',
  'PUT /api/reservas/:reservaId': 'mesas.atender',
  'PATCH /api/reservas/:reservaId/estado': 'mesas.atender',
  'DELETE /api/reservas/:reservaId': 'mesas.atender',
  'POST /api/reservas/:reservaId/asignar-mesa/:mesaId': 'mesas.atender',
  'POST /api/reservas/liberar-mesa/:mesaId': 'mesas.atender',
  'GET /api/pedidos/criticos/count': 'autenticado',
  'GET /api/pedidos/config': 'autenticado',
  'PUT /api/pedidos/config': 'config.editar',
  'POST /api/pedidos': 'pedidos.cocina',
  'PUT /api/pedidos/:id': 'pedidos.cocina',
  // Charging an order is a sale.
  'POST /api/pedidos/:id/cobrar': 'ventas.vender',

  // Products (reads: every signed-in user, the waiter's menu included)
  'GET /api/productos/buscar': 'autenticado',
  'GET /api/productos/search': 'autenticado',
  'GET /api/productos/frecuentes': 'autenticado',
  'GET /api/productos/con-stock': 'autenticado',
  'GET /api/productos/menu': 'autenticado',
  'GET /api/productos/categorias': 'autenticado',
  'GET /api/stock/historial/:productoId': 'autenticado',

  // Catalogue: reads for every signed-in user, writes productos.editar
  'GET /api/productos': 'autenticado',
  'GET /api/productos/:id': 'autenticado',
  'POST /api/productos': 'productos.editar',
  'POST /api/productos/lote': 'productos.editar',
  'POST /api/productos/dto': 'productos.editar',
  'PUT /api/productos/dto/:id': 'productos.editar',
  'DELETE /api/productos/:id': 'productos.editar',
  // A menu photo: an <img> sends no token.
  'GET /api/productos/:id/imagen': 'publico',
  'POST /api/productos/:id/imagen': 'productos.editar',
  'DELETE /api/productos/:id/imagen': 'productos.editar',
  'GET /api/categorias': 'autenticado',
  'GET /api/categorias/:id': 'autenticado',
  'POST /api/categorias': 'productos.editar',
  'PUT /api/categorias/:id': 'productos.editar',
  'DELETE /api/categorias/:id': 'productos.editar',
  'GET /api/subcategorias': 'autenticado',
  'GET /api/subcategorias/por-categoria/:categoriaId': 'autenticado',
  'GET /api/subcategorias/:id': 'autenticado',
  'POST /api/subcategorias': 'productos.editar',
  'PUT /api/subcategorias/:id': 'productos.editar',
  'DELETE /api/subcategorias/:id': 'productos.editar',
  'GET /api/stock/movimientos': 'autenticado',
  'POST /api/stock/update': 'productos.editar',
  'GET /api/proveedores': 'autenticado',
  'GET /api/proveedores/:id': 'autenticado',
  'POST /api/proveedores': 'productos.editar',
  'PUT /api/proveedores/:id': 'productos.editar',
  'DELETE /api/proveedores/:id': 'productos.editar',
  // Ingredients, preparations, waste and counts: kept by who edits products; costs null without productos.costos.
  'GET /api/insumos': 'productos.editar',
  'GET /api/insumos/movimientos': 'productos.editar',
  'GET /api/insumos/:id': 'productos.editar',
  'GET /api/insumos/:id/movimientos': 'productos.editar',
  'POST /api/insumos': 'productos.editar',
  'PUT /api/insumos/:id': 'productos.editar',
  'DELETE /api/insumos/:id': 'productos.editar',
  'POST /api/insumos/:id/mermas': 'productos.editar',
  'GET /api/preparaciones': 'productos.editar',
  'GET /api/preparaciones/:id': 'productos.editar',
  'POST /api/preparaciones': 'productos.editar',
  'PUT /api/preparaciones/:id': 'productos.editar',
  'DELETE /api/preparaciones/:id': 'productos.editar',
  'GET /api/inventarios': 'productos.editar',
  'GET /api/inventarios/:id': 'productos.editar',
  'POST /api/inventarios': 'productos.editar',
  // Purchase orders: their costs are the point, so the routes also need productos.costos (COSTOS_SIN_PERMISO).
  'GET /api/compras': 'productos.editar',
  'GET /api/compras/:id': 'productos.editar',
  'POST /api/compras': 'productos.editar',
  'PUT /api/compras/:id': 'productos.editar',
  'POST /api/compras/:id/enviar': 'productos.editar',
  'POST /api/compras/:id/cancelar': 'productos.editar',
  'POST /api/compras/:id/recepcion': 'productos.editar',
  'GET /api/compras/:id/pdf': 'productos.editar',
  // The dishes a purchase pushed above the venue's food-cost target.
  'GET /api/compras/alertas': 'productos.costos',
  'POST /api/compras/alertas/:id/vista': 'productos.costos',
  'POST /api/productos/ajuste-precios': 'precios.ajustar',
  'POST /api/productos/ajuste-precios/preview': 'precios.ajustar',
  'GET /api/precios/historial': 'autenticado',
  // Price lists by channel and time: read by whoever reads products, written by who adjusts prices.
  'GET /api/listas-precios': 'autenticado',
  'GET /api/listas-precios/vigentes': 'autenticado',
  'POST /api/listas-precios': 'precios.ajustar',
  'PUT /api/listas-precios/:id': 'precios.ajustar',
  'DELETE /api/listas-precios/:id': 'precios.ajustar',
  'GET /api/promociones': 'autenticado',
  'GET /api/promociones/vigentes': 'autenticado',
  'POST /api/promociones': 'precios.ajustar',
  'PUT /api/promociones/:id': 'precios.ajustar',
  'DELETE /api/promociones/:id': 'precios.ajustar',
  'GET /api/productos/modelo-csv': 'autenticado',
  'GET /api/productos/exportar': 'autenticado',
  'POST /api/productos/importar': 'productos.editar',

  // The assistant: any signed-in user; each answer checks the permission of its data.
  'POST /api/chat': 'autenticado',
  // The venue's provider (base URL, model, whether a key is set) is a setting.
  'GET /api/asistente/config': 'config.editar',
  'PUT /api/asistente/config': 'config.editar',
  // A person's own stored conversations (the route reads and deletes only the caller's): nobody,
  // an admin neither, reads someone else's.
  'GET /api/asistente/conversaciones': 'autenticado',
  'GET /api/asistente/conversaciones/:id': 'autenticado',
  'DELETE /api/asistente/conversaciones/:id': 'autenticado',
  // Printing: printers and routing are settings; the queue's warnings are for everyone on the floor.
  'GET /api/impresion/impresoras': 'autenticado',
  'POST /api/impresion/impresoras': 'config.editar',
  'PUT /api/impresion/impresoras/:id': 'config.editar',
  'DELETE /api/impresion/impresoras/:id': 'config.editar',
  'POST /api/impresion/impresoras/:id/prueba': 'config.editar',
  'GET /api/impresion/rutas': 'autenticado',
  'PUT /api/impresion/rutas': 'config.editar',
  'GET /api/impresion/trabajos': 'autenticado',
  'POST /api/impresion/trabajos/:id/reconocer': 'autenticado',
  'POST /api/impresion/trabajos/:id/reimprimir': 'impresion.reimprimir',
  'POST /api/impresion/trabajos/:id/confirmar': 'autenticado',
  'GET /api/impresion/trabajos/pendientes': 'autenticado',
  'GET /api/impresion/ajustes': 'autenticado',
  'PUT /api/impresion/ajustes': 'config.editar',
  'POST /api/impresion/ventas/:id': 'ventas.vender',
  'POST /api/impresion/cierres-z/:id': 'caja.abrir-cerrar',
  // Reports, dashboard and the daily Z close. The cashier issues and reprints the Z
  // close when closing the register; reading reports needs reportes.ver.
  'GET /api/reportes/dashboard': 'reportes.ver',
  'GET /api/reportes/ventas': 'reportes.ver',
  'GET /api/reportes/productos': 'reportes.ver',
  'GET /api/reportes/clientes': 'reportes.ver',
  'GET /api/reportes/financiero': 'reportes.ver',
  'GET /api/reportes/arqueos': 'reportes.ver',
  // The costs and losses it lists also need productos.costos (checked by the route: COSTOS_SIN_PERMISO).
  'GET /api/reportes/ventas-bajo-costo': 'reportes.ver',
  'GET /api/reportes/:tipo/exportar/:formato': 'reportes.ver',
  // The cost reports also need productos.costos (checked by their routes: COSTOS_SIN_PERMISO).
  'GET /api/reportes/costos': 'reportes.ver',
  'GET /api/reportes/consumo': 'reportes.ver',
  'GET /api/reportes/ingenieria-menu': 'reportes.ver',
  'GET /api/reportes/costos/exportar/:formato': 'reportes.ver',
  'GET /api/reportes/consumo/exportar/:formato': 'reportes.ver',
  'GET /api/reportes/ingenieria-menu/exportar/:formato': 'reportes.ver',
  'GET /api/reportes/arqueos/:id/explicacion': 'caja.abrir-cerrar',
  'GET /api/reportes/cierres-z': 'reportes.ver',
  'POST /api/reportes/cierres-z': 'caja.abrir-cerrar',
  'GET /api/reportes/cierres-z/previa': 'caja.abrir-cerrar',
  'GET /api/reportes/cierres-z/:id': 'caja.abrir-cerrar',
  'GET /api/reportes/cierres-z/:id/imprimir': 'caja.abrir-cerrar',
  // Electronic invoicing with ARCA. The fiscal ticket itself: 'POST /api/ventas/:id/ticket-fiscal' above.
  'GET /api/facturaelectronicaconfig': 'autenticado',
  'GET /api/facturaelectronicaconfig/restaurante/:restauranteId': 'autenticado',
  'POST /api/facturaelectronicaconfig': 'config.editar',
  'PUT /api/facturaelectronicaconfig/:id': 'config.editar',
  'DELETE /api/facturaelectronicaconfig/:id': 'config.editar',
  'POST /api/facturaelectronicaconfig/:id/probar': 'config.editar',
  'GET /api/ventas/:id/ticket-fiscal': 'autenticado',
  'GET /api/ventas/:id/nota-credito': 'autenticado',
  'GET /api/ventas/:id/comprobantes': 'ventas.vender',
  'GET /api/facturacion/pendientes': 'autenticado',
  'POST /api/facturacion/pendientes/reintentar': 'ventas.vender',
  // Modifiers and courses.
  'GET /api/productos/modificadores': 'autenticado',
  'GET /api/productos/:id/modificadores': 'autenticado',
  'PUT /api/productos/:id/modificadores': 'productos.editar',
  'POST /api/mesas/drafts/:id/marchar': 'mesas.atender',
  // Combos and set menus.
  'GET /api/productos/combos': 'autenticado',
  'GET /api/productos/:id/combo': 'autenticado',
  'PUT /api/productos/:id/combo': 'productos.editar',
  // Recipes and availability ('86').
  'GET /api/productos/:id/receta': 'productos.editar',
  'PUT /api/productos/:id/receta': 'productos.editar',
  'GET /api/productos/disponibilidad': 'autenticado',
  'PATCH /api/productos/:id/disponibilidad': 'productos.editar',
};

/** Paths served by plugins under a prefix (the OpenAPI document and its UI). */
export const PUBLIC_PREFIXES: readonly string[] = ['/api/docs'];

/** The access rule of a route as fastify registers it ('GET', '/api/ventas/:id'), or undefined. */
export function routeAccess(method: string, url: string): RouteAccess | undefined {
  if (PUBLIC_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`))) return 'publico';
  return ROUTE_ACCESS[`${method.toUpperCase()} ${url}`];
}
