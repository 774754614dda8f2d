import { registerAdminTranslations } from '../i18n';

// In the app, ./exposes/routes registers these before any page renders.
registerAdminTranslations();
