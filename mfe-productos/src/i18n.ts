import { getI18n, registerTranslations } from '@resto/shared/i18n';
import { VALIDATION_NS } from '@resto/shared/sales-ui';
import productosEs from './locales/productos/es.json' with { type: 'json' };
import productosBr from './locales/productos/br.json' with { type: 'json' };
import productosEn from './locales/productos/en.json' with { type: 'json' };
import inventarioEs from './locales/inventario/es.json' with { type: 'json' };
import inventarioBr from './locales/inventario/br.json' with { type: 'json' };
import inventarioEn from './locales/inventario/en.json' with { type: 'json' };
import listasEs from './locales/listas-precios/es.json' with { type: 'json' };
import listasBr from './locales/listas-precios/br.json' with { type: 'json' };
import listasEn from './locales/listas-precios/en.json' with { type: 'json' };
import promocionesEs from './locales/promociones/es.json' with { type: 'json' };
import promocionesBr from './locales/promociones/br.json' with { type: 'json' };
import promocionesEn from './locales/promociones/en.json' with { type: 'json' };
import insumosEs from './features/insumos/locales/es.json' with { type: 'json' };
import insumosBr from './features/insumos/locales/br.json' with { type: 'json' };
import insumosEn from './features/insumos/locales/en.json' with { type: 'json' };
import comprasEs from './features/compras/locales/es.json' with { type: 'json' };
import comprasBr from './features/compras/locales/br.json' with { type: 'json' };
import comprasEn from './features/compras/locales/en.json' with { type: 'json' };
import insumosValidationEs from './features/insumos/locales/validation/es.json' with { type: 'json' };
import insumosValidationBr from './features/insumos/locales/validation/br.json' with { type: 'json' };
import insumosValidationEn from './features/insumos/locales/validation/en.json' with { type: 'json' };

/**
 * This remote's texts in three files per language: `productos` (product list, form, categories,
 * import, price adjustment), `inventario` (stock, suppliers, catalogue, phone price check and
 * count), `listasPrecios` (price lists by channel and time), `promociones` (quantity deals) and
 * `insumos` (ingredients, preparations, waste and counts: its feature's own locales) and
 * `compras` (purchase orders, receptions and cost alerts: its feature's own locales). Each
 * file holds one top-level key group.
 */
export const PRODUCTOS_FILES = {
  productos: { es: productosEs, br: productosBr, en: productosEn },
  inventario: { es: inventarioEs, br: inventarioBr, en: inventarioEn },
  listasPrecios: { es: listasEs, br: listasBr, en: listasEn },
  promociones: { es: promocionesEs, br: promocionesBr, en: promocionesEn },
  insumos: { es: insumosEs, br: insumosBr, en: insumosEn },
  compras: { es: comprasEs, br: comprasBr, en: comprasEn },
} as const;

export const PRODUCTOS_LOCALES = {
  es: { ...productosEs, ...inventarioEs, ...listasEs, ...promocionesEs, ...insumosEs, ...comprasEs },
  br: { ...productosBr, ...inventarioBr, ...listasBr, ...promocionesBr, ...insumosBr, ...comprasBr },
  en: { ...productosEn, ...inventarioEn, ...listasEn, ...promocionesEn, ...insumosEn, ...comprasEn },
} as const;

/** The ingredient contracts' validation messages, keyed by their Spanish text. */
export const PRODUCTOS_VALIDATION = { es: insumosValidationEs, br: insumosValidationBr, en: insumosValidationEn } as const;

/** Adds this remote's texts and its forms' validation messages to the page's i18next instance. */
export function registerProductosTranslations(): void {
  registerTranslations(PRODUCTOS_LOCALES);
  const i18n = getI18n();
  for (const [lang, tree] of Object.entries(PRODUCTOS_VALIDATION)) i18n.addResourceBundle(lang, VALIDATION_NS, tree, true, false);
}
