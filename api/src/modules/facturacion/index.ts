// Electronic invoicing with ARCA: the issuer's setup, invoices and credit notes of sales, their
// retry queue, and the printed receipt, remito or fiscal ticket of a paid sale.
export { facturacionPlugin } from './facturacion.plugin';
export { facturacionRoutes } from './facturacion.routes';
