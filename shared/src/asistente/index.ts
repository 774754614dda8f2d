// Isomorphic: the api's built-in assistant and the waiter handheld (loaded on tap) read Spanish with it.
export { interpretar, productoDicho, type Consulta, type Interpretacion, type LineaDictada, type Periodo, type ProductoDicho } from './interpretar';
export { buscarEnMenu, palabrasDeProducto, parecido, PUNTAJE_MINIMO, type Coincidencia, type ProductoMenu } from './menu';
export { leerNumero } from './numeros';
