// Suppliers.
export { insertProveedor, proveedoresPorClave, proveedorNombres } from './proveedores.repository';
export { proveedoresRoutes } from './proveedores.routes';
export { requireActiveProveedor } from './proveedores.service';
