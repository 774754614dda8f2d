import { describeLocaleBundle } from '@resto/shared/i18n/testing';
import { PRODUCTOS_FILES } from '../../../i18n';

describeLocaleBundle('mfe-productos (insumos)', PRODUCTOS_FILES.insumos, 'insumos');
