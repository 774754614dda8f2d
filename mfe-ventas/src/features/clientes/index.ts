/** The customers: their list, form, current account and the picker a sale uses. */
export { createCliente } from './api/create-cliente';
export { deactivateCliente } from './api/deactivate-cliente';
export { updateCliente } from './api/update-cliente';
export { useClientes, type ClientesFilter } from './api/get-clientes';
export { useCuentaCorriente } from './api/get-cuenta-corriente';
export { clientesKeys } from './api/query-keys';
export { ClienteFormDialog, type ClienteFormDialogProps } from './components/cliente-form-dialog';
export { ClientesTable, type ClientesTableProps } from './components/clientes-table';
export { CuentaCorrienteDialog, type CuentaCorrienteDialogProps } from './components/cuenta-corriente-dialog';
export { CustomerPickerDialog, type CustomerPickerDialogProps } from './components/customer-picker-dialog';
