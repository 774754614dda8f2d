import { HubMethodError, type HubDefinition } from './hub-definition';
import { MESAS_GLOBAL_GROUP, mesaGroup } from './hub-groups';

function mesaNumero(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    throw new HubMethodError(`Número de mesa inválido: ${JSON.stringify(value) ?? String(value)}`);
  }
  return value;
}

export const mesasHub: HubDefinition = {
  name: 'mesas',
  methods: [
    {
      name: 'JoinGlobalMesasGroup',
      arity: 0,
      run: (ctx) => ctx.joinGroup(MESAS_GLOBAL_GROUP),
    },
    {
      name: 'JoinMesaGroup',
      arity: 1,
      run: (ctx, [numero]) => ctx.joinGroup(mesaGroup(mesaNumero(numero))),
    },
    {
      name: 'LeaveMesaGroup',
      arity: 1,
      run: (ctx, [numero]) => ctx.leaveGroup(mesaGroup(mesaNumero(numero))),
    },
  ],
};
