import { hasPermission } from '@resto/shared/rules';
import type { FastifyRequest } from 'fastify';

/** Whether the caller may read and write costs (productos.costos): without it every cost is null. */
export const verCostos = (request: FastifyRequest) => hasPermission(request.auth.permisos, 'productos.costos');

/** The caller as the services take them: who, where, and whether they see costs. */
export const editorOf = (request: FastifyRequest) => ({ localId: request.auth.localId, userId: request.auth.userId, verCostos: verCostos(request) });
