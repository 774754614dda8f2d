import type { CartLine } from './cart';

/**
 * A counter sale reaches the api when it is charged, and the api prices its lines by the counter's
 * price lists in force then. So a line already in the cart follows the lists as a window opens or
 * closes: its unit price is the list's price for the product now (`listPriceOf`, minor units; none
 * when no list prices it) or the product's own (`basePriceMinor`), plus what its options and a
 * combo's choices add. A line without a known base price (a phone sale's stored lines) keeps its
 * price, as the api keeps theirs.
 */
export function repricedLines(lines: readonly CartLine[], listPriceOf: (productoId: number) => number | undefined): CartLine[] {
  return lines.map((line) => {
    const base = line.producto.basePriceMinor;
    if (base === undefined) return line;
    const extras = [...line.modificadores, ...(line.componentes ?? [])].reduce((sum, m) => sum + m.precioDeltaMinor, 0);
    const priceMinor = (listPriceOf(line.producto.id) ?? base) + extras;
    return priceMinor === line.producto.priceMinor ? line : { ...line, producto: { ...line.producto, priceMinor } };
  });
}
