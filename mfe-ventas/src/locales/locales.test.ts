import { describeLocaleBundle } from '@resto/shared/i18n/testing';
import { VENTAS_LOCALES } from '../i18n';

describeLocaleBundle('mfe-ventas', VENTAS_LOCALES, 'ventas');
