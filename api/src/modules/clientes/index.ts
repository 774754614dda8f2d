// Customers and their running accounts: a sale on account, its credit limit and payments into it.
export { type ClienteRow, findCliente, insertCliente, insertCuentaMovimiento, listClientes, netCuentaOfVenta, saldos } from './clientes.repository';
export { clientesRoutes } from './clientes.routes';
export { assertWithinCreditLimit, requireActiveCliente } from './clientes.service';
