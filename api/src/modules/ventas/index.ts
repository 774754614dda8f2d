// Sales: charging lines with their payments into the open register, voids, phone sales (drafts at
// the counter) and the running sums the reports read.
export { checkLineasDisponibles, lineasConsumo, mermaDeLineas } from './insumos-venta';
export { checkDiscountLimit, checkPriceOverrides } from './limits';
export { fechaLocal, horaUtc, reconstruirResumen } from './resumen.repository';
export { type LineInput, type ResolvedLine, resolveLines, storedSaleLines, toDiscount } from './sale-lines';
export { phoneSalesRoutes } from './ventas-telefono.routes';
export { setNumero } from './venta-numero.repository';
export { insertPagos, type VentaPagoValues } from './venta-pagos.repository';
export { insertItems, insertVenta, markVoided, type VentaItemValues } from './ventas.repository';
export { ventasRoutes } from './ventas.routes';
export { chargeSale, getPaidVenta, getVenta } from './ventas.service';
