// The catalogue: products, their modifier groups, images and stock movements.
export { listCatalogo } from './catalogo.repository';
export { type CatalogoActor, createProductosLote } from './catalogo.service';
export { replaceGroups } from './modificadores.repository';
export { modifierIds, modifiersOf, modifiersText, resolveModifiers } from './modificadores.service';
export { checkDisponibles, consumoDeLineas, type LineaConsumo, productosAfectados } from './disponibilidad.service';
export { disponibilidadAvisosPlugin, sendDisponibilidad } from './disponibilidad-eventos';
export { attributeRevenue, type ChosenComponent, componentsOf, componentsParsed, componentsText, resolveCombos } from './combos.service';
export {
  findProductos,
  insertCategorias,
  insertProductos,
  insertStockMovimientos,
  listActiveProductos,
  type ProductoRow,
  returnStock,
  type StockMovimiento,
  takeStock,
} from './productos.repository';
export { productosRoutes } from './productos.routes';
