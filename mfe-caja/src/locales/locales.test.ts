import { describeLocaleBundle } from '@resto/shared/i18n/testing';
import { CAJA_LOCALES } from '../i18n';

describeLocaleBundle('mfe-caja', CAJA_LOCALES, 'caja');
