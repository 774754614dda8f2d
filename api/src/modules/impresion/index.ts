// Printers, the print queue and the documents it prints (kitchen tickets, receipts, the Z close);
// the modules that own a document hand it here.
export { type ImpresionDispatchOptions, impresionDispatchPlugin } from './impresion-dispatch.plugin';
export { impresionRoutes, publishTrabajo } from './impresion.routes';
export { enqueueDocument } from './impresion-cola.service';
export { enqueueKitchenTickets } from './impresion-comandas.service';
export { printCierreZ, printSaleOnClose, printVentaDocument, requirePrinted } from './impresion-documentos.service';
export { precuentaDocument } from './precuenta-document';
export { idiomaDeLocale } from './textos';
export type { LineasDocument } from './tickets';
