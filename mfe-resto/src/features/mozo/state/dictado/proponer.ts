import { interpretar } from '@resto/shared/asistente';
import type { ProductoVenta } from '@resto/shared/contracts';
import { normalizeComment, QUANTITY_SCALE, type PendingItem } from '@resto/shared/rules';

/*
 * A dictated comanda ('dos birras y una muzza para la 7') read with the shared Spanish reader
 * against the handheld's menu, as lines for the table's PENDING list: the waiter checks them and
 * confirms once, like any pending line (through the outbox). Nothing is sent from here.
 */

export type Aviso =
  { tipo: 'otraMesa'; dicha: number } | { tipo: 'cualProducto'; texto: string; opciones: string[] } | { tipo: 'noEncontrado'; texto: string } | { tipo: 'noEntendi' };

export interface Propuesta {
  /** The lines to add (none when the table said is another one). */
  lineas: PendingItem[];
  avisos: Aviso[];
}

export function proponer(dicho: string, menu: readonly ProductoVenta[], numeroMesa: number): Propuesta {
  const read = interpretar(dicho, menu);
  if (read.tipo !== 'comanda') return { lineas: [], avisos: [{ tipo: 'noEntendi' }] };
  if (read.mesa !== null && read.mesa !== numeroMesa) return { lineas: [], avisos: [{ tipo: 'otraMesa', dicha: read.mesa }] };
  const lineas: PendingItem[] = [];
  const avisos: Aviso[] = [];
  for (const l of read.lineas) {
    if (!l.producto) {
      avisos.push(l.candidatos.length > 0 ? { tipo: 'cualProducto', texto: l.texto, opciones: l.candidatos.map((c) => c.nombre) } : { tipo: 'noEncontrado', texto: l.texto });
      continue;
    }
    const p = l.producto;
    lineas.push({
      id: p.id,
      nombre: p.nombre,
      precio: p.precio,
      cantidad: l.cantidad,
      notas: l.notas ? normalizeComment(l.notas) : null,
      ...(p.unidadMedida ? { unidadMedida: p.unidadMedida } : {}),
    });
  }
  return { lineas, avisos };
}

/** The table's pending list with the dictated lines: a product already pending gets the quantity added (and the dictated note, if any). */
export function sumarPendientes(list: readonly PendingItem[], lineas: readonly PendingItem[]): PendingItem[] {
  let out = [...list];
  for (const l of lineas) {
    const current = out.find((i) => i.id === l.id);
    if (!current) out = [...out, l];
    else {
      const cantidad = (Math.round(current.cantidad * QUANTITY_SCALE) + Math.round(l.cantidad * QUANTITY_SCALE)) / QUANTITY_SCALE;
      out = out.map((i) => (i.id === l.id ? { ...i, cantidad, notas: l.notas ?? i.notas } : i));
    }
  }
  return out;
}
