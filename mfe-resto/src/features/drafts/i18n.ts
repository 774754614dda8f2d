import { registerTranslations } from '@resto/shared/i18n';
import es from './locales/es.json' with { type: 'json' };
import br from './locales/br.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export const DRAFTS_APPROVAL_LOCALES = { es, br, en } as const;

/** Adds the draft panel's approval texts (the `restoAprobacion` group) to the page's i18next instance. */
export function registerDraftsApprovalTranslations(): void {
  registerTranslations(DRAFTS_APPROVAL_LOCALES);
}
