import { registerTranslations } from '@resto/shared/i18n';
import productosEs from './locales/productos/es.json' with { type: 'json' };
import productosBr from './locales/productos/br.json' with { type: 'json' };
import productosEn from './locales/productos/en.json' with { type: 'json' };
import inventarioEs from './locales/inventario/es.json' with { type: 'json' };
import inventarioBr from './locales/inventario/br.json' with { type: 'json' };
import inventarioEn from './locales/inventario/en.json' with { type: 'json' };

/**
 * This remote's texts in two files per language: `productos` (product list, form, categories,
 * import, price adjustment) and `inventario` (stock, suppliers, catalogue, phone price check and
 * count). Each file holds one top-level key group.
 */
export const PRODUCTOS_FILES = {
  productos: { es: productosEs, br: productosBr, en: productosEn },
  inventario: { es: inventarioEs, br: inventarioBr, en: inventarioEn },
} as const;

export const PRODUCTOS_LOCALES = {
  es: { ...productosEs, ...inventarioEs },
  br: { ...productosBr, ...inventarioBr },
  en: { ...productosEn, ...inventarioEn },
} as const;

/** Adds this remote's texts to the page's i18next instance. */
export function registerProductosTranslations(): void {
  registerTranslations(PRODUCTOS_LOCALES);
}
