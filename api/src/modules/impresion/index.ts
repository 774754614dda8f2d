// Printers, the print queue and the documents it prints (kitchen tickets, receipts, the Z close);
// the modules that own a document hand it here.
export { type ImpresionDispatchOptions, impresionDispatchPlugin } from './impresion-dispatch.plugin';
export { impresionRoutes, publishTrabajo } from './impresion.routes';
export { enqueueDocument, enqueueKitchenTickets, printCierreZ, printSaleOnClose, printVentaDocument, requirePrinted } from './impresion.service';
export { precuentaDocument } from './precuenta-document';
export { idiomaDeLocale } from './textos';
export type { LineasDocument } from './tickets';
