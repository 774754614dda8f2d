import { describeLocaleBundle } from '@resto/shared/i18n/testing';
import { PRODUCTOS_FILES } from '../../../i18n';

describeLocaleBundle('mfe-productos (compras)', PRODUCTOS_FILES.compras, 'compras');
