// Ingredients, their stock and movements, waste, counts and preparations; and the recipes' lines as
// the engine (shared/rules/recetas) reads them, for the modules that sell, buy and report.
export { insumosTomadosPorVenta, moverInsumos, recibirInsumos, stockDeInsumos, type InsumoMovido, type MovimientoRef } from './stock';
export {
  loadRecetaContexto,
  validarLineasReceta,
  guardarLineasReceta,
  recetaLineasDe,
  recetasDeProductos,
  lineasDeOpciones,
  costosPorcion,
  costoDeLineas,
  type RecetaOwner,
  type RecetaLineaInputParsed,
  type PreparacionEnEdicion,
} from './recetas';
export { insumosRoutes } from './insumos.routes';
export { alMoverseInsumos, type AvisoInsumos } from './avisos';
