import type { i18n as I18n } from 'i18next';

/**
 * The shell's own texts about remotes that refuse to run. Registered by the shell, not
 * kept in @resto/shared's locales: the waiter handheld bundles those and must not grow.
 */
const TEXTS = {
  es: {
    incompatibleTitle: 'Versión incompatible',
    incompatibleMessage: 'Esta sección se publicó para otra versión de la aplicación y no se puede abrir. Recargá la página; si sigue igual, avisá al administrador.',
  },
  br: {
    incompatibleTitle: 'Versão incompatível',
    incompatibleMessage: 'Esta seção foi publicada para outra versão do aplicativo e não pode ser aberta. Recarregue a página; se continuar assim, avise o administrador.',
  },
  en: {
    incompatibleTitle: 'Incompatible version',
    incompatibleMessage: 'This section was published for another version of the app and cannot open. Reload the page; if it stays the same, tell the administrator.',
  },
} as const;

/** Adds the texts under `remotes.*` (beside the shared `remotes.loadError*`). */
export function registerRemoteTexts(i18n: I18n): void {
  for (const [lang, texts] of Object.entries(TEXTS)) i18n.addResourceBundle(lang, 'translation', { remotes: texts }, true, false);
}
