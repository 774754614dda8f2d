// Exchange rates of the currencies a venue takes besides its own.
export { insertTipoCambio, setDefault } from './tipos-cambio.repository';
export { tiposCambioRoutes } from './tipos-cambio.routes';
export { rateFor } from './tipos-cambio.service';
