import {
  comprobanteSchema,
  documentoFiscalQuerySchema,
  documentoFiscalSchema,
  facturacionConfigCreateSchema,
  facturacionConfigSchema,
  facturacionConfigUpdateSchema,
  idParamsSchema,
  pruebaConexionSchema,
  restauranteParamsSchema,
  ticketFiscalRequestSchema,
  type DocumentoFiscal,
} from '@resto/shared/contracts';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope';
import { authenticated } from '../../lib/route-options';
import { notFound, unprocessable } from '../../lib/errors';
import { getVenue } from '../local';
import { getPaidVenta, getVenta } from '../ventas';
import { createConfig, deleteConfig, getConfigOfVenue, listConfigs, updateConfig } from './config.service';
import type { Detalle } from './detalle';
import { toComprobante } from './facturador';
import { impresionVentaRoutes } from './impresion-venta.routes';
import { renderTicketFiscal } from './ticket-fiscal';
import { auditConfiguracion } from '../auditoria';

const TAGS = ['facturacion'];

/**
 * Electronic invoicing with ARCA: the venue's configuration (/facturaelectronicaconfig; writes need config.editar, auth/permissions.ts), the sale's fiscal
 * ticket and the queue of vouchers waiting for ARCA.
 */
export async function facturacionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const key = () => app.facturacionKey;
  const route = <S extends FastifySchema>(summary: string, schema?: S) => authenticated(app, TAGS, summary, schema);
  await impresionVentaRoutes(app);

  r.get(
    '/api/facturaelectronicaconfig',
    route('Configuración de facturación electrónica del local (0 o 1)', { response: { 200: okSchema(z.array(facturacionConfigSchema)) } }),
    async (request) => ok(await listConfigs(app.db, request.auth.localId)),
  );

  r.get(
    '/api/facturaelectronicaconfig/restaurante/:restauranteId',
    route('Configuración de facturación electrónica de un local', { params: restauranteParamsSchema, response: { 200: okSchema(facturacionConfigSchema) } }),
    async (request) => ok(await getConfigOfVenue(app.db, request.auth.localId, request.params.restauranteId)),
  );

  /** What the audit log keeps of the fiscal setup: its fields, and whether a certificate or key was sent (masked, never the PEM). */
  const fiscal = (config: object | null, sent: { certificado?: string | null | undefined; clavePrivada?: string | null | undefined } = {}) =>
    config === null
      ? null
      : {
          ...config,
          ...(sent.certificado !== undefined ? { certificado: sent.certificado } : {}),
          ...(sent.clavePrivada !== undefined ? { clavePrivada: sent.clavePrivada } : {}),
        };
  const configOf = async (localId: number, id: number) => (await listConfigs(app.db, localId)).find((c) => c.id === id) ?? null;

  r.post(
    '/api/facturaelectronicaconfig',
    route(
      'Configura la facturación electrónica: CUIT (dígito verificador), condición de IVA, punto de venta, entorno, certificado y clave privada PEM (cifrada, nunca se devuelve)',
      { body: facturacionConfigCreateSchema, response: { 201: okSchema(facturacionConfigSchema) } },
    ),
    async (request, reply) => {
      const { clientMutationId: _ignored, ...input } = request.body;
      const created = await createConfig(app.db, request.auth.localId, input, key());
      await auditConfiguracion(app.db, request.auth, 'facturacion', null, fiscal(created, input), { entidadId: created.id });
      return reply.code(201).send(ok(created, 'Facturación electrónica configurada'));
    },
  );

  r.put(
    '/api/facturaelectronicaconfig/:id',
    route('Modifica la configuración; sin certificado o clave se conservan los guardados', {
      params: idParamsSchema,
      body: facturacionConfigUpdateSchema,
      response: { 200: okSchema(facturacionConfigSchema) },
    }),
    async (request) => {
      const { clientMutationId: _ignored, ...input } = request.body;
      const before = await configOf(request.auth.localId, request.params.id);
      const saved = await updateConfig(app.db, request.auth.localId, request.params.id, input, key());
      // A PEM sent replaces the stored one: the before side says there was one, masked too.
      const previous = before && {
        ...before,
        ...(input.certificado !== undefined ? { certificado: before.tieneCertificado ? 'anterior' : null } : {}),
        ...(input.clavePrivada !== undefined ? { clavePrivada: before.tieneClavePrivada ? 'anterior' : null } : {}),
      };
      await auditConfiguracion(app.db, request.auth, 'facturacion', previous, fiscal(saved, input), { entidadId: saved.id });
      return ok(saved, 'Configuración guardada');
    },
  );

  r.delete('/api/facturaelectronicaconfig/:id', route('Quita la configuración (las ventas vuelven a dar remito)', { params: idParamsSchema }), async (request) => {
    const before = await configOf(request.auth.localId, request.params.id);
    await deleteConfig(app.db, request.auth.localId, request.params.id);
    await auditConfiguracion(app.db, request.auth, 'facturacion', before, null, { entidadId: request.params.id });
    return ok(null, 'Configuración eliminada');
  });

  r.post(
    '/api/facturaelectronicaconfig/:id/probar',
    route('Prueba la conexión con ARCA: WSAA y el último comprobante autorizado (FECompUltimoAutorizado) de cada tipo', {
      params: idParamsSchema,
      response: { 200: okSchema(pruebaConexionSchema) },
    }),
    async (request) => ok(await app.facturador.probar(request.auth.localId, request.params.id), 'Conexión con ARCA correcta'),
  );

  async function documento(localId: number, ventaId: number, clase: 'factura' | 'nota_credito', formato: 'ticket' | 'a4'): Promise<DocumentoFiscal> {
    const row = await app.facturador.find(ventaId, clase);
    if (!row || row.local_id !== localId) throw notFound('FACTURACION_SIN_COMPROBANTE');
    const venta = await getVenta(app.db, localId, ventaId);
    const config = await getConfigOfVenue(app.db, localId, localId);
    const comprobante = toComprobante(row);
    const detalle = JSON.parse(row.detalle) as Detalle;
    if (clase === 'nota_credito' && row.asociado_id) {
      const factura = await app.facturador.load(row.asociado_id);
      if (factura.numero) detalle.asociado = { tipo: factura.tipo, ptoVta: factura.punto_venta, nro: factura.numero, cuit: factura.cuit, fecha: factura.fecha };
    }
    const html = await renderTicketFiscal(await getVenue(app.db, localId), venta, config, comprobante, detalle, formato);
    return { tipo: 'fiscal', formato, comprobante, html };
  }

  r.post(
    '/api/ventas/:id/ticket-fiscal',
    route(
      'Pide la factura electrónica (A, B o C según el emisor y el receptor) de una venta pagada: una sola por venta. Autorizada: con CAE y QR; ARCA caída: queda pendiente y se reintenta sola',
      { params: idParamsSchema, body: ticketFiscalRequestSchema, response: { 200: okSchema(documentoFiscalSchema) } },
    ),
    async (request) => {
      const { localId } = request.auth;
      const venta = await getPaidVenta(app.db, localId, request.params.id);
      const row = await app.facturador.facturar(venta, localId, request.body ?? {});
      if (row.estado === 'rechazado') throw unprocessable('FACTURACION_RECHAZADA', { motivo: row.ultimo_error ?? '' });
      const doc = await documento(localId, venta.id, 'factura', request.body?.formato ?? 'ticket');
      return ok(
        doc,
        row.estado === 'autorizado' ? `Factura ${doc.comprobante.letra} autorizada: CAE ${row.cae}` : 'ARCA no respondió: la factura queda pendiente y se reintenta sola',
      );
    },
  );

  r.get(
    '/api/ventas/:id/ticket-fiscal',
    route('Reimprime la factura de una venta (con su CAE y QR una vez autorizada)', {
      params: idParamsSchema,
      querystring: documentoFiscalQuerySchema,
      response: { 200: okSchema(documentoFiscalSchema) },
    }),
    async (request) => ok(await documento(request.auth.localId, request.params.id, 'factura', request.query.formato)),
  );

  r.get(
    '/api/ventas/:id/comprobantes',
    route('Los comprobantes fiscales de una venta: su factura y, si se anuló, la nota de crédito (vacío si no tiene)', {
      params: idParamsSchema,
      response: { 200: okSchema(z.array(comprobanteSchema)) },
    }),
    async (request) => {
      const { localId } = request.auth;
      await getVenta(app.db, localId, request.params.id);
      return ok((await app.facturador.ofSale(localId, request.params.id)).map(toComprobante));
    },
  );

  r.get(
    '/api/ventas/:id/nota-credito',
    route('La nota de crédito que anuló la factura de una venta', {
      params: idParamsSchema,
      querystring: documentoFiscalQuerySchema,
      response: { 200: okSchema(documentoFiscalSchema) },
    }),
    async (request) => ok(await documento(request.auth.localId, request.params.id, 'nota_credito', request.query.formato)),
  );

  r.get(
    '/api/facturacion/pendientes',
    route('Comprobantes que esperan a ARCA (contingencia), los más viejos primero', { response: { 200: okSchema(z.array(comprobanteSchema)) } }),
    async (request) => ok((await app.facturador.pendientes(request.auth.localId)).map(toComprobante)),
  );

  r.post(
    '/api/facturacion/pendientes/reintentar',
    route('Reintenta ahora los comprobantes pendientes del local', {
      body: z.object({ clientMutationId: z.string().max(100).optional() }).optional(),
      response: { 200: okSchema(z.array(comprobanteSchema)) },
    }),
    async (request) => {
      const { localId } = request.auth;
      for (const row of await app.facturador.pendientes(localId)) await app.facturador.procesar(row.id);
      return ok((await app.facturador.pendientes(localId)).map(toComprobante));
    },
  );
}
