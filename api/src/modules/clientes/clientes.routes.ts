import {
  clienteCreateSchema,
  clienteSchema,
  clientesListSchema,
  clientesQuerySchema,
  clienteUpdateSchema,
  cuentaCorrienteSchema,
  idParamsSchema,
  mutationOnlyBodySchema,
  pagoCuentaSchema,
} from '@resto/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyOkSchema, ok, okSchema } from '../../lib/envelope';
import { replyWithMutation } from '../local';
import { publishVentasEvent } from '../../hubs';
import { createCliente, deactivateCliente, getCliente, getCuentaCorriente, registrarPagoCuenta, searchClientes, updateCliente, withoutPersonalData } from './clientes.service';

const TAGS = ['clientes'];
const security = [{ bearerAuth: [] }];

/** Contact, address, tax id and balance: for those who manage customers or take payments on account. */
function seesPersonalData(request: FastifyRequest): boolean {
  return request.auth.permisos.includes('clientes.editar') || request.auth.permisos.includes('caja.cobrar-cuenta');
}

export async function clientesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Which permission each route needs: the route table (auth/permissions.ts).
  const staff = app.authenticate;

  r.get(
    '/api/clientes',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Busca clientes por nombre, e-mail, teléfono o CUIT (activos, salvo incluirInactivos)',
        security,
        querystring: clientesQuerySchema,
        response: { 200: okSchema(clientesListSchema) },
      },
    },
    async (request) => {
      const list = await searchClientes(app.db, request.auth.localId, request.query);
      return ok(seesPersonalData(request) ? list : { ...list, items: list.items.map(withoutPersonalData) });
    },
  );

  r.get(
    '/api/clientes/:id',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Un cliente con el saldo de su cuenta corriente', security, params: idParamsSchema, response: { 200: okSchema(clienteSchema) } },
    },
    async (request) => {
      const cliente = await getCliente(app.db, request.auth.localId, request.params.id);
      return ok(seesPersonalData(request) ? cliente : withoutPersonalData(cliente));
    },
  );

  r.post(
    '/api/clientes',
    {
      preHandler: staff,
      schema: {
        tags: TAGS,
        summary: 'Crea un cliente (teléfono válido para el país del local; CUIT/CUIL con dígito verificador en Argentina)',
        security,
        body: clienteCreateSchema,
        response: { 201: okSchema(clienteSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId } = request.auth;
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: 'clientes.create' }, async (trx) => ({
        statusCode: 201,
        body: ok(await createCliente(trx, request.auth, input), 'Cliente creado'),
      }));
    },
  );

  r.put(
    '/api/clientes/:id',
    {
      preHandler: staff,
      schema: { tags: TAGS, summary: 'Modifica un cliente', security, params: idParamsSchema, body: clienteUpdateSchema, response: { 200: okSchema(clienteSchema) } },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId } = request.auth;
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: `clientes.update:${request.params.id}` }, async (trx) => ({
        statusCode: 200,
        body: ok(await updateCliente(trx, request.auth, request.params.id, input), 'Cliente actualizado'),
      }));
    },
  );

  r.delete(
    '/api/clientes/:id',
    {
      preHandler: staff,
      schema: {
        tags: TAGS,
        summary: 'Desactiva un cliente (sus ventas y su cuenta corriente se conservan)',
        security,
        params: idParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: emptyOkSchema },
      },
    },
    async (request, reply) => {
      const { localId } = request.auth;
      const key = { localId, clientMutationId: request.body?.clientMutationId, operation: `clientes.delete:${request.params.id}` };
      return replyWithMutation(reply, app.db, key, async (trx) => {
        await deactivateCliente(trx, localId, request.params.id);
        return { statusCode: 200, body: { success: true, message: 'Cliente desactivado' } };
      });
    },
  );

  r.get(
    '/api/clientes/:id/cuenta-corriente',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Saldo y últimos 100 movimientos de la cuenta corriente de un cliente',
        security,
        params: idParamsSchema,
        response: { 200: okSchema(cuentaCorrienteSchema) },
      },
    },
    async (request) => ok(await getCuentaCorriente(app.db, request.auth.localId, request.params.id)),
  );

  r.post(
    '/api/clientes/:id/pagos',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Registra un pago a cuenta corriente (en efectivo entra a la caja abierta; con otro medio, a lo esperado de ese medio en la caja abierta)',
        security,
        params: idParamsSchema,
        body: pagoCuentaSchema,
        response: { 201: okSchema(cuentaCorrienteSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const actor = { localId: request.auth.localId, userId: request.auth.userId };
      let arqueoId: number | null = null;
      return replyWithMutation(
        reply,
        app.db,
        { localId: actor.localId, clientMutationId, operation: `clientes.pago:${request.params.id}` },
        async (trx) => {
          const result = await registrarPagoCuenta(trx, actor, request.params.id, input);
          arqueoId = result.arqueoId;
          return { statusCode: 201, body: ok(result.cuenta, 'Pago registrado') };
        },
        () => {
          if (arqueoId !== null) publishVentasEvent(app, actor.localId, 'ArqueoActualizado', { arqueoId, motivo: 'cobro_cuenta', clientMutationId: clientMutationId ?? null });
        },
      );
    },
  );
}
