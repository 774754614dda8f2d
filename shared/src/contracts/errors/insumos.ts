import type { ErrorTemplate } from './template';

/** Refusals about ingredients, preparations, recipe lines, waste and counts; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/insumos.json. */
export const INSUMOS_ERRORS = {
  INSUMO_NO_EXISTE: 'El insumo no existe',
  /** A line, a count or a change names an ingredient the venue does not have. */
  INSUMO_ID_NO_EXISTE: 'El insumo {{insumoId}} no existe en el local',
  INSUMO_NOMBRE_DUPLICADO: "Ya existe un insumo llamado '{{nombre}}'",
  /** `usos`: the products, options and preparations whose recipes name it. */
  INSUMO_EN_USO: "No se puede eliminar '{{insumo}}': lo usan las recetas de {{usos}}. Quitalo de ellas primero.",
  INSUMO_MOTIVO_REQUERIDO: "Indicá el motivo del cambio de stock de '{{insumo}}'",
  INSUMO_UNIDAD_INCOMPATIBLE: "'{{insumo}}' se mide en {{unidadInsumo}}: una cantidad en {{unidad}} no se puede convertir",
  /** The unit of an ingredient that already has movements or recipe lines cannot change dimension (kg to l). */
  INSUMO_UNIDAD_NO_MODIFICABLE: "'{{insumo}}' ya tiene movimientos o recetas: su unidad no puede cambiar de {{unidadInsumo}} a {{unidad}}",
  PREPARACION_NO_EXISTE: 'La preparación no existe',
  PREPARACION_ID_NO_EXISTE: 'La preparación {{preparacionId}} no existe en el local',
  PREPARACION_NOMBRE_DUPLICADO: "Ya existe una preparación llamada '{{nombre}}'",
  PREPARACION_EN_USO: "No se puede eliminar '{{preparacion}}': la usan las recetas de {{usos}}. Quitala de ellas primero.",
  RECETA_UNIDAD_INCOMPATIBLE: "'{{componente}}' se mide en {{unidadComponente}}: una línea en {{unidad}} no se puede convertir",
  RECETA_CICLO: "La preparación '{{preparacion}}' no puede contenerse a sí misma, ni directamente ni a través de otra preparación",
  RECETA_PROFUNDIDAD: "Demasiadas preparaciones anidadas en '{{preparacion}}': como máximo {{max}} niveles",
  INVENTARIO_NO_EXISTE: 'El conteo de inventario no existe',
  INVENTARIO_INSUMO_REPETIDO: "'{{insumo}}' está dos veces en el conteo",
} as const satisfies Record<string, ErrorTemplate>;
