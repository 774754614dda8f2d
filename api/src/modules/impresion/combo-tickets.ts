/** The part of a kitchen ticket's line a combo expands: its product, name and components (JSON text). */
interface ComboTicketLine {
  productoId: number;
  productoNombre: string;
  componentes?: string | null;
}

/**
 * A combo line reaches the kitchen as its components, each routed by its own product's category
 * (the starter and the main to the kitchen, the drink to the bar) and naming the combo
 * ("Menú ejecutivo: Milanesa"); every other line stays as it is.
 */
export function expandComboItems<T extends ComboTicketLine>(items: readonly T[]): T[] {
  return items.flatMap((item) => {
    const componentes = item.componentes ? (JSON.parse(item.componentes) as { productoId: number; nombre: string }[]) : [];
    if (componentes.length === 0) return [item];
    return componentes.map((c) => ({ ...item, productoId: c.productoId, productoNombre: `${item.productoNombre}: ${c.nombre}`, componentes: null }));
  });
}
