import { getI18n, registerTranslations } from '@resto/shared/i18n';
import { VALIDATION_NS } from '@resto/shared/sales-ui';
import es from './locales/es.json' with { type: 'json' };
import br from './locales/br.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export const IMPRESORAS_LOCALES = { es, br, en } as const;

/** The printer form's messages, keyed by their Spanish text. */
export const IMPRESORAS_VALIDATION = {
  es: {
    'El nombre es obligatorio': 'El nombre es obligatorio',
    'Ingresá la dirección IP o el nombre de la impresora': 'Ingresá la dirección IP o el nombre de la impresora',
    'El puerto va de 1 a 65535': 'El puerto va de 1 a 65535',
  },
  br: {
    'El nombre es obligatorio': 'O nome é obrigatório',
    'Ingresá la dirección IP o el nombre de la impresora': 'Informe o endereço IP ou o nome da impressora',
    'El puerto va de 1 a 65535': 'A porta vai de 1 a 65535',
  },
  en: {
    'El nombre es obligatorio': 'The name is required',
    'Ingresá la dirección IP o el nombre de la impresora': "Enter the printer's IP address or host name",
    'El puerto va de 1 a 65535': 'The port goes from 1 to 65535',
  },
} as const;

/** Adds the printers section's texts (the `impresorasAdmin` group) and form messages. */
export function registerImpresorasTranslations(): void {
  registerTranslations(IMPRESORAS_LOCALES);
  const i18n = getI18n();
  for (const [lang, tree] of Object.entries(IMPRESORAS_VALIDATION)) i18n.addResourceBundle(lang, VALIDATION_NS, tree, true, false);
}
