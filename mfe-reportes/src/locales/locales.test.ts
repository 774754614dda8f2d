import { describeLocaleBundle } from '@resto/shared/i18n/testing';
import { REPORTES_LOCALES } from '../i18n';

describeLocaleBundle('mfe-reportes', REPORTES_LOCALES, 'reportes');
