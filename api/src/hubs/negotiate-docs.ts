import type { HubName } from '@resto/shared/contracts';
import { z } from 'zod';
import { refusalSchema } from '../lib/route-options';

/** What the negotiation answers: SignalR's negotiate v1 with WebSockets only (no stateful reconnect). */
export const negotiateResponseSchema = z.object({
  negotiateVersion: z.literal(1),
  /** Public id of the connection. */
  connectionId: z.string(),
  /** The secret the client sends as `id` on the upgrade (signed, valid for minutes). */
  connectionToken: z.string(),
  availableTransports: z.array(z.object({ transport: z.literal('WebSockets'), transferFormats: z.array(z.enum(['Text', 'Binary'])) })),
});

const describedRefusal = (text: string) => refusalSchema.describe(text);

/**
 * The OpenAPI entry of `POST /ws/{hub}/negotiate`: the only method the server answers (the
 * others get 405 METODO_NO_PERMITIDO and stay out of the document). The schemas also check the
 * answers as they are sent, so the document cannot drift from them.
 */
export function negotiateDocs(hub: HubName) {
  return {
    tags: ['Tiempo real'],
    summary: `Negociación SignalR del hub /ws/${hub} (luego el WebSocket GET /ws/${hub}?id=<connectionToken>&access_token=<token>)`,
    operationId: hub === 'mesas' ? 'postWsMesasNegotiate' : 'postWsVentasNegotiate',
    security: [{ bearerAuth: [] }],
    querystring: z.object({
      negotiateVersion: z.string().optional().describe('La versión que pide el cliente oficial (1)'),
      access_token: z.string().optional().describe('El token de sesión, si no viaja en Authorization: Bearer'),
      id: z.string().optional(),
    }),
    response: {
      200: negotiateResponseSchema,
      400: describedRefusal('Parámetro desconocido o mal formado (code: PARAMETRO_DESCONOCIDO, VALIDACION)'),
      401: describedRefusal('Sin sesión válida (code: SESION_EXPIRADA); el cliente oficial informa el cuerpo y el estado'),
      500: describedRefusal('Error interno (code: ERROR_INTERNO)'),
      503: describedRefusal('El servidor se está reiniciando (code: HUB_REINICIANDO)'),
    },
  };
}
