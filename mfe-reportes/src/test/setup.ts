import { resetSessionForTests } from '@resto/shared/session';
import { registerReportesTranslations } from '../i18n';

// In the app, ./exposes/routes registers these before any page renders.
registerReportesTranslations();

afterEach(() => resetSessionForTests());
