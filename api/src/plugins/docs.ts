import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { version } from '../../package.json';

/** OpenAPI document at /api/docs/json, built from the routes' zod schemas; Swagger UI at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Resto POS API',
        description:
          'API del punto de venta. Toda respuesta viaja en el sobre { success, data, message }. ' +
          'Los cuerpos aceptan claves en PascalCase o camelCase; las respuestas van en camelCase.',
        version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
