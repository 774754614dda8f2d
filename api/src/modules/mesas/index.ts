// Table service: the floor plan, each table's comanda (draft) from opening to charge or close,
// split bills, pre-bills, joined tables, and the reservations that seat parties at the tables.
export { cuentaDivididaRoutes } from './cuenta-dividida.routes';
export { type DraftsCleanupOptions, draftsCleanupPlugin } from './drafts-cleanup.plugin';
export { pruneItemStates } from './drafts-items.repository';
export { draftsRoutes } from './drafts.routes';
export { listActiveDrafts } from './drafts.service';
export { insertMesas } from './mesas.repository';
export { mesasRoutes } from './mesas.routes';
export { reservasRoutes } from './reservas.routes';
export { listReservas } from './reservas.service';
