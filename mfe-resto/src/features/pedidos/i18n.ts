import { getI18n, registerTranslations } from '@resto/shared/i18n';
import { VALIDATION_NS } from '@resto/shared/sales-ui';
import es from './locales/es.json' with { type: 'json' };
import br from './locales/br.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export const PEDIDOS_LOCALES = { es, br, en } as const;

/** The scheduled-order form's messages, keyed by their Spanish text. */
export const PEDIDOS_VALIDATION = {
  es: {
    'Elegí un producto': 'Elegí un producto',
    'La cantidad debe ser un entero mayor que 0': 'La cantidad debe ser un entero mayor que 0',
    'Indicá la fecha y la hora': 'Indicá la fecha y la hora',
    'La hora programada ya pasó': 'La hora programada ya pasó',
    'Un pedido de delivery necesita la dirección de entrega': 'Un pedido de delivery necesita la dirección de entrega',
  },
  br: {
    'Elegí un producto': 'Escolha um produto',
    'La cantidad debe ser un entero mayor que 0': 'A quantidade deve ser um inteiro maior que 0',
    'Indicá la fecha y la hora': 'Informe a data e a hora',
    'La hora programada ya pasó': 'O horário programado já passou',
    'Un pedido de delivery necesita la dirección de entrega': 'Um pedido de delivery precisa do endereço de entrega',
  },
  en: {
    'Elegí un producto': 'Choose a product',
    'La cantidad debe ser un entero mayor que 0': 'The quantity must be a whole number above 0',
    'Indicá la fecha y la hora': 'Enter the date and time',
    'La hora programada ya pasó': 'The scheduled time has already passed',
    'Un pedido de delivery necesita la dirección de entrega': 'A delivery order needs the delivery address',
  },
} as const;

/** Adds the orders screens' texts (the `pedidos` group) and form messages to the page's i18next instance. */
export function registerPedidosTranslations(): void {
  registerTranslations(PEDIDOS_LOCALES);
  const i18n = getI18n();
  for (const [lang, tree] of Object.entries(PEDIDOS_VALIDATION)) i18n.addResourceBundle(lang, VALIDATION_NS, tree, true, false);
}
