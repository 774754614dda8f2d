// Expenses, paid from a register or not.
export { insertGastos } from './gastos.repository';
export { gastosRoutes } from './gastos.routes';
