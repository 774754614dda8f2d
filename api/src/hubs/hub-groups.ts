/** Group names used by the hubs and by `HubPublisher.toGroup`. Scoped per venue by the server. */
export const MESAS_GLOBAL_GROUP = 'mesas';
export const VENTAS_GROUP = 'ventas';

export function mesaGroup(numero: number): string {
  return `mesa:${numero}`;
}

/**
 * Sale totals, voids and the register's changes: only connections whose user may see
 * revenue or cash join it (VENTAS_TOTALES_PERMISSIONS); every connection joins VENTAS_GROUP for
 * the venue's settings.
 */
export const VENTAS_TOTALES_GROUP = 'ventas:totales';
export const VENTAS_TOTALES_PERMISSIONS: readonly string[] = ['ventas.vender', 'caja.abrir-cerrar', 'reportes.ver'];

export function mayHearSaleTotals(permisos: readonly string[] | undefined): boolean {
  return !!permisos && permisos.some((p) => VENTAS_TOTALES_PERMISSIONS.includes(p));
}
