/** Group names used by the hubs and by `HubPublisher.toGroup`. Scoped per venue by the server. */
export const MESAS_GLOBAL_GROUP = 'mesas';
export const VENTAS_GROUP = 'ventas';

export function mesaGroup(numero: number): string {
  return `mesa:${numero}`;
}
