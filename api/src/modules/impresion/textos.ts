import type { Language } from '@resto/shared/contracts';
import type { TFunction } from 'i18next';
import { textosDeLaApp } from '../../lib/textos';

export { idiomaDeLocale } from '../../lib/textos';

/**
 * The printed labels of tickets ('mesa', 'total', …) in the venue's language: `impresionTicket.*`
 * in the same locale files as the screens, so a venue in Brazil gets COZINHA and Garçom on its
 * kitchen tickets and an English one KITCHEN and Server.
 */
export function textosTicket(language: Language): TFunction {
  return textosDeLaApp(language, 'impresionTicket');
}
