// The registers and their sessions (arqueos): opening, cash movements, tips by waiter, counting and
// closing; a day with its Z close keeps its registers as they are.
export { requireCashNotNegative } from './arqueos-control';
export {
  type CajaMovimiento,
  cierreZEmitido,
  deleteMovimientosDeGasto,
  findArqueo,
  insertArqueo,
  insertArqueoMonedas,
  insertCajaMovimientos,
  listArqueoMonedas,
  markArqueoClosed,
  netCashOfVenta,
  setArqueoTotals,
} from './arqueos.repository';
export { arqueosRoutes } from './arqueos.routes';
export { getResumen, openArqueoOf, requireOpenArqueo, sesionesAbiertasAntesDe, sesionesDeFecha } from './arqueos.service';
export { cajasRoutes } from './cajas.routes';
export { cajaParaAbrir } from './cajas.service';
export { chargeTips, tipsByWaiter, tipsOfVentas } from './propinas';
