import { getI18n, registerTranslations } from '@resto/shared/i18n';
import { VALIDATION_NS } from '@resto/shared/sales-ui';
import es from './locales/es.json' with { type: 'json' };
import br from './locales/br.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export const PEDIDOS_RESERVAS_LOCALES = { es, br, en } as const;

export const UMBRAL_FUERA_DE_RANGO = 'El umbral debe estar entre 1 y 1440 minutos';
export const REFRESCO_FUERA_DE_RANGO = 'La actualización debe estar entre 1 y 300 segundos';
export const DURACION_FUERA_DE_RANGO = 'La duración debe estar entre 15 y 600 minutos';

/** The section's form messages, keyed by their Spanish text. */
export const PEDIDOS_RESERVAS_VALIDATION = {
  es: { [UMBRAL_FUERA_DE_RANGO]: UMBRAL_FUERA_DE_RANGO, [REFRESCO_FUERA_DE_RANGO]: REFRESCO_FUERA_DE_RANGO, [DURACION_FUERA_DE_RANGO]: DURACION_FUERA_DE_RANGO },
  br: {
    [UMBRAL_FUERA_DE_RANGO]: 'O limite deve estar entre 1 e 1440 minutos',
    [REFRESCO_FUERA_DE_RANGO]: 'A atualização deve estar entre 1 e 300 segundos',
    [DURACION_FUERA_DE_RANGO]: 'A duração deve estar entre 15 e 600 minutos',
  },
  en: {
    [UMBRAL_FUERA_DE_RANGO]: 'The threshold must be between 1 and 1440 minutes',
    [REFRESCO_FUERA_DE_RANGO]: 'The refresh must be between 1 and 300 seconds',
    [DURACION_FUERA_DE_RANGO]: 'The length must be between 15 and 600 minutes',
  },
} as const;

/** Adds the section's texts (the `pedidosReservasAdmin` group) to the page's i18next instance. */
export function registerPedidosReservasTranslations(): void {
  registerTranslations(PEDIDOS_RESERVAS_LOCALES);
  const i18n = getI18n();
  for (const [lang, tree] of Object.entries(PEDIDOS_RESERVAS_VALIDATION)) i18n.addResourceBundle(lang, VALIDATION_NS, tree, true, false);
}
