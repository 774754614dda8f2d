import type { HubCallContext, HubDefinition } from './hub-definition';
import { mayHearSaleTotals, VENTAS_GROUP, VENTAS_TOTALES_GROUP } from './hub-groups';

/** Every connection hears the venue's settings; sales and the register only those allowed to see them. */
function join(ctx: HubCallContext): void {
  ctx.joinGroup(VENTAS_GROUP);
  if (mayHearSaleTotals(ctx.auth.permisos)) ctx.joinGroup(VENTAS_TOTALES_GROUP);
}

export const ventasHub: HubDefinition = {
  name: 'ventas',
  methods: [{ name: 'JoinVentasGroup', arity: 0, run: join }],
  // Every screen of the venue wants these events, so nobody has to remember to ask.
  onConnected: join,
};
