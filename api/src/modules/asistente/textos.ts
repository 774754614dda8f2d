import type { Language } from '@resto/shared/contracts';
import type { TFunction } from 'i18next';
import { textosDeLaApp } from '../../lib/textos';

/**
 * The assistant's answers ('ventasTotal', …) in the person's language (es first, br, en), from the
 * same locale files as the screens (`asistente.respuestas.*`).
 */
export function textosDe(language: Language): TFunction {
  return textosDeLaApp(language, 'asistente.respuestas');
}
