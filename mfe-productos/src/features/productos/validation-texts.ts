import { PRECIO_O_GANANCIA_REQUERIDO } from '@resto/shared/contracts';
import { getI18n } from '@resto/shared/i18n';
import { VALIDATION_NS } from '@resto/shared/sales-ui';
import { PRODUCTOS_FILES } from '../../i18n';

/*
 * The catalogue contracts' Spanish messages (what the api also answers), with their br and en
 * texts from this remote's `productos.validacion` group: added to the `validation` namespace that
 * `useValidationText` reads, so a refused field speaks the interface language.
 */
const MESSAGES = {
  costoMayorCero: 'El costo debe ser mayor a 0',
  precioMayorCero: 'El precio debe ser mayor a 0',
  precioOGanancia: PRECIO_O_GANANCIA_REQUERIDO,
  porcentajeGanancia: 'El porcentaje de ganancia debe ser mayor a -100 y tener hasta 2 decimales',
  stockNegativo: 'El stock no puede ser negativo (hasta 3 decimales)',
  stockMinimo: 'El stock mínimo debe ser mayor a 0 (hasta 3 decimales)',
  fechaVencimiento: 'La fecha de vencimiento debe estar entre 1900 y 2099',
  categoriaNombre: 'El nombre de la categoría es obligatorio',
  subcategoriaNombre: 'El nombre de la subcategoría es obligatorio',
  ajusteValorObligatorio: 'El valor del ajuste es obligatorio',
  ajusteValorCero: 'El valor del ajuste no puede ser 0',
  ajusteValorDecimales: 'El valor del ajuste admite hasta 2 decimales',
  ajustePorcentaje: 'El porcentaje del ajuste debe ser mayor a -100',
  ajusteMultiplo: 'Indicá el múltiplo de redondeo',
  ajusteMultiploMayorCero: 'El múltiplo de redondeo debe ser mayor a 0 (hasta 2 decimales)',
} as const;

export type ValidacionKey = keyof typeof MESSAGES;

/** The Spanish message of each key, as the contracts write it (the es file must say the same). */
export const VALIDACION_MESSAGES: Readonly<Record<ValidacionKey, string>> = MESSAGES;

/** Adds the texts to the page's i18next instance (idempotent). */
export function registerProductosValidationTexts(): void {
  const i18n = getI18n();
  for (const [lang, file] of Object.entries(PRODUCTOS_FILES.productos)) {
    const texts = (file.productos as { validacion?: Record<string, string> }).validacion ?? {};
    const bundle = Object.fromEntries(Object.entries(MESSAGES).flatMap(([key, spanish]) => (texts[key] ? [[spanish, texts[key]]] : [])));
    i18n.addResourceBundle(lang, VALIDATION_NS, bundle, true, false);
  }
}
