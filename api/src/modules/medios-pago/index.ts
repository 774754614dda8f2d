// The payment methods the venue takes.
export { findActiveMedio, insertMedios, listActiveMedios } from './medios-pago.repository';
export { mediosPagoRoutes } from './medios-pago.routes';
