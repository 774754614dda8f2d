import {
  draftCantidadSchema,
  draftItemDeleteSchema,
  draftItemParamsSchema,
  draftMarcharSchema,
  draftNotasSchema,
  draftSchema,
  idParamsSchema,
  mutationOnlyBodySchema,
} from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '../../lib/envelope';
import { changeNotas, changeQuantity, deleteItem, fireItems, restoreItem } from './drafts-item-changes.service';
import { draftMutation, security, TAGS } from './drafts-mutation';

/** Changing a comanda's items: a note, a quantity, a deletion or restore, firing held lines. */
export async function draftItemChangesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const draftResponse = okSchema(draftSchema);
  const mutate = draftMutation(app);

  r.patch(
    '/api/mesas/drafts/:id/items/:itemId/notas',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cambia la nota de un producto del draft (también en su pedido pendiente de cocina)',
        security,
        params: draftItemParamsSchema,
        body: draftNotasSchema,
        response: { 200: draftResponse },
      },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      return mutate(
        request,
        reply,
        { operation: `mesas.drafts.items.notas:${id}:${itemId}`, clientMutationId: request.body.clientMutationId, message: 'Nota actualizada' },
        (trx, actor) => changeNotas(trx, actor, id, itemId, request.body.notas),
      );
    },
  );

  r.patch(
    '/api/mesas/drafts/:id/items/:itemId/cantidad',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary:
          'Cambia la cantidad (o el peso) de un producto del draft. Bajarla en uno ya enviado a cocina pide mesas.cancelar o la aprobación de un encargado (header X-Aprobacion)',
        security,
        params: draftItemParamsSchema,
        body: draftCantidadSchema,
        response: { 200: draftResponse },
      },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      return mutate(
        request,
        reply,
        { operation: `mesas.drafts.items.cantidad:${id}:${itemId}`, clientMutationId: request.body.clientMutationId, message: 'Cantidad actualizada' },
        (trx, actor) => changeQuantity(trx, actor, id, itemId, request.body.cantidad),
      );
    },
  );

  r.delete(
    '/api/mesas/drafts/:id/items/:itemId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary:
          'Elimina un producto con su motivo: queda en el draft como eliminado y se puede restaurar. Uno ya enviado a cocina (no en espera) pide mesas.cancelar o la aprobación de un encargado (header X-Aprobacion)',
        security,
        params: draftItemParamsSchema,
        body: draftItemDeleteSchema,
        response: { 200: draftResponse },
      },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      return mutate(
        request,
        reply,
        { operation: `mesas.drafts.items.delete:${id}:${itemId}`, clientMutationId: request.body.clientMutationId, message: 'Producto eliminado correctamente' },
        (trx, actor) => deleteItem(trx, actor, id, itemId, request.body.motivoEliminacion),
      );
    },
  );

  r.post(
    '/api/mesas/drafts/:id/marchar',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Marcha a cocina los productos en espera: los de un tiempo (curso), los indicados (itemIds) o todos',
        description:
          'Una línea en espera llega a cocina en gris y no se imprime; al marcharla se imprime su comanda (MARCHAR <tiempo>) ' +
          'y cada dispositivo lo ve (PedidoConfirmed de la mesa y PedidoChanged de cada pedido de cocina). Sin líneas en espera: 409.',
        security,
        params: idParamsSchema,
        body: draftMarcharSchema,
        response: { 200: draftResponse },
      },
    },
    async (request, reply) => {
      const { clientMutationId, curso, itemIds } = request.body;
      const id = request.params.id;
      return mutate(request, reply, { operation: `mesas.drafts.marchar:${id}`, clientMutationId, message: 'Marchado a cocina' }, (trx, actor) =>
        fireItems(trx, actor, id, { curso, itemIds }),
      );
    },
  );

  r.post(
    '/api/mesas/drafts/:id/items/:itemId/restaurar',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Restaura un producto eliminado del draft',
        security,
        params: draftItemParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: draftResponse },
      },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      return mutate(
        request,
        reply,
        { operation: `mesas.drafts.items.restore:${id}:${itemId}`, clientMutationId: request.body?.clientMutationId, message: 'Producto restaurado' },
        (trx, actor) => restoreItem(trx, actor, id, itemId),
      );
    },
  );
}
