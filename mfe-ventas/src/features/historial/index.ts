/** The sales made: the history's list, a sale's detail and its voiding. */
export { HISTORIAL_LIMITE, useHistorial, type HistorialFilter } from './api/get-historial';
export { useVenta } from './api/get-venta';
export { ventasKeys } from './api/query-keys';
export { HistoryTable } from './components/history-table';
export { VentaDetailDialog, type VentaDetailDialogProps } from './components/venta-detail-dialog';
