import { describeLocaleBundle } from '@resto/shared/i18n/testing';
import { PRODUCTOS_FILES } from '../i18n';

describeLocaleBundle('mfe-productos (productos)', PRODUCTOS_FILES.productos, 'productos');
describeLocaleBundle('mfe-productos (inventario)', PRODUCTOS_FILES.inventario, 'inventario');
describeLocaleBundle('mfe-productos (listas de precios)', PRODUCTOS_FILES.listasPrecios, 'listasPrecios');
describeLocaleBundle('mfe-productos (promociones)', PRODUCTOS_FILES.promociones, 'promociones');
