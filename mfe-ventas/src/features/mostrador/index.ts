/** The counter sale: its charge, the register's state and the counter's prices. */
export { finalizarVenta } from './api/finalizar-venta';
export { useRegisterOpen } from './api/get-register-status';
export { type ProductoAlPrecio, useCounterPrice, useListPrice, useListPriceOf } from './api/precios-vigentes';
export { registerStatusKey } from './api/query-keys';
export { RegisterClosedAlert } from './components/register-closed-alert';
