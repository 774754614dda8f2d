import type { TicketFiscalRequest, Venta } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DOC_TIPOS, type Receptor } from './comprobante';

/** The identified receptor of a request, with the name and address of the sale's customer where the request has none. */
export async function receptorDe(db: Kysely<Database>, venta: Venta, pedido: NonNullable<TicketFiscalRequest['receptor']>): Promise<Receptor> {
  const cliente = venta.cliente
    ? await db.selectFrom('clientes').select(['nombre', 'direccion', 'numero', 'departamento', 'ciudad', 'provincia']).where('id', '=', venta.cliente.id).executeTakeFirst()
    : undefined;
  const calle = cliente ? [cliente.direccion, cliente.numero].filter((p) => p && p.trim()).join(' ') : '';
  const domicilioCliente = cliente
    ? [calle, cliente.departamento, cliente.ciudad, cliente.provincia]
        .map((p) => p?.trim())
        .filter(Boolean)
        .join(', ')
    : '';
  return {
    docTipo: DOC_TIPOS[pedido.docTipo],
    docNro: pedido.docNro,
    condicion: pedido.condicionIva,
    nombre: pedido.nombre?.trim() || cliente?.nombre || null,
    domicilio: pedido.domicilio?.trim() || domicilioCliente || null,
  };
}
