import type { HubDefinition } from './hub-definition';
import { VENTAS_GROUP } from './hub-groups';

export const ventasHub: HubDefinition = {
  name: 'ventas',
  methods: [{ name: 'JoinVentasGroup', arity: 0, run: (ctx) => ctx.joinGroup(VENTAS_GROUP) }],
  // Every screen of the venue wants sales events, so nobody has to remember to ask.
  onConnected: (ctx) => ctx.joinGroup(VENTAS_GROUP),
};
