import { registerTranslations } from '@resto/shared/i18n';
import es from './locales/es.json' with { type: 'json' };
import br from './locales/br.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export const AUDITORIA_LOCALES = { es, br, en } as const;

/** Adds the managers' PIN and audit log texts (the `auditoria` group) to the page's i18next instance. */
export function registerAuditoriaTranslations(): void {
  registerTranslations(AUDITORIA_LOCALES);
}
