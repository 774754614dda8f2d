import { getI18n, registerTranslations } from '@resto/shared/i18n';
import { VALIDATION_NS } from '@resto/shared/sales-ui';
import es from './locales/es.json' with { type: 'json' };
import br from './locales/br.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export const FACTURACION_LOCALES = { es, br, en } as const;

/** The e-invoicing form's messages, keyed by their Spanish text. */
export const FACTURACION_VALIDATION = {
  es: {
    'El CUIT no es válido: revisá el dígito verificador': 'El CUIT no es válido: revisá el dígito verificador',
    'Ingresá la razón social': 'Ingresá la razón social',
    'El punto de venta debe estar entre 1 y 99998': 'El punto de venta debe estar entre 1 y 99998',
    'Elegí un archivo PEM con el certificado': 'Elegí un archivo PEM con el certificado',
    'Elegí un archivo PEM con la clave privada': 'Elegí un archivo PEM con la clave privada',
  },
  br: {
    'El CUIT no es válido: revisá el dígito verificador': 'O CUIT não é válido: confira o dígito verificador',
    'Ingresá la razón social': 'Informe a razão social',
    'El punto de venta debe estar entre 1 y 99998': 'O ponto de venda deve estar entre 1 e 99998',
    'Elegí un archivo PEM con el certificado': 'Escolha um arquivo PEM com o certificado',
    'Elegí un archivo PEM con la clave privada': 'Escolha um arquivo PEM com a chave privada',
  },
  en: {
    'El CUIT no es válido: revisá el dígito verificador': 'The CUIT is not valid: check the check digit',
    'Ingresá la razón social': 'Enter the business name',
    'El punto de venta debe estar entre 1 y 99998': 'The point of sale must be between 1 and 99998',
    'Elegí un archivo PEM con el certificado': 'Choose a PEM file with the certificate',
    'Elegí un archivo PEM con la clave privada': 'Choose a PEM file with the private key',
  },
} as const;

/** Adds the e-invoicing section's texts (the `facturacionAdmin` group) to the page's i18next instance. */
export function registerFacturacionTranslations(): void {
  registerTranslations(FACTURACION_LOCALES);
  const i18n = getI18n();
  for (const [lang, tree] of Object.entries(FACTURACION_VALIDATION)) i18n.addResourceBundle(lang, VALIDATION_NS, tree, true, false);
}
