/** Display names the product uses for currencies (SPEC §1). Unknown codes are shown as the code. */
export const CURRENCY_DISPLAY_NAMES: Readonly<Record<string, string>> = {
  BRL: 'Reales',
  USD: 'Dólares',
  EUR: 'Euros',
  ARS: 'Pesos Argentinos',
};

export function currencyDisplayName(code: string): string {
  return CURRENCY_DISPLAY_NAMES[code.toUpperCase()] ?? code.toUpperCase();
}
