/*
 * The ingredients feature: what other features may use. The recipe tab of the product form
 * computes costs with the same context and shows its lines, and a modifier option's, with the
 * same editor as a preparation's.
 */
export { insumosKeys } from './api/insumos-keys';
export { useTodosLosInsumos } from './api/insumos-api';
export { usePreparaciones } from './api/preparaciones-api';
export { aMinor, conBorrador, contextoDe, costoLote, costoPorUnidad, costoUnidadText, lineasDeReceta, mermaBp } from './costo-receta';
export type { CostoLote } from './costo-receta';
export { RecetaLineasField } from './components/receta-lineas-field';
export type { LineaEditable, RecetaLineasFieldProps } from './components/receta-lineas-field';
export { componenteIds, lineaInput, lineaMotor, lineasToForm, nuevaLinea, unidadDe } from './components/receta-lineas';
export type { RecetaLineaForm } from './components/receta-lineas';
export { useCantidad } from './hooks/use-cantidad';
