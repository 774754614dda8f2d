import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { version } from '../../package.json';
import { completeContract } from './openapi-contract';

/** OpenAPI document at /api/docs/json, built from the routes' zod schemas; Swagger UI at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Resto POS API',
        description:
          'API del punto de venta. Toda respuesta viaja en el sobre { success, data, message }. ' +
          'Los cuerpos aceptan claves en PascalCase o camelCase; las respuestas van en camelCase. ' +
          'Todo rechazo (4xx) es el sobre con success false y un code estable; cada operación documenta los suyos. ' +
          'Un parámetro de consulta que la ruta no declara se rechaza con 400 PARAMETRO_DESCONOCIDO. ' +
          'operationId: el método y cada segmento de la ruta en PascalCase, sin /api ({id} da ById): GET /api/tipos-de-cambio/{id} es getTiposDeCambioById.',
        version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    // After the zod schemas become JSON Schema: operationIds and every operation's refusals.
    transformObject: (document) => completeContract(jsonSchemaTransformObject(document)),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
