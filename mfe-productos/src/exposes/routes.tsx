import type { RemoteRoutesModule } from '@resto/shared/federation';
import { registerProductosTranslations } from '../i18n';
import ProductosPage from '../pages/productos-page';
import StockPage from '../pages/stock-page';
import ProveedoresPage from '../pages/proveedores-page';
import CatalogoPage from '../pages/catalogo-page';
import MPrecioPage from '../pages/m-precio-page';
import MStockPage from '../pages/m-stock-page';
import InsumosPage from '../pages/insumos-page';
import InventarioPage from '../pages/inventario-page';
import MermasPage from '../pages/mermas-page';
import ComprasPage from '../pages/compras-page';

registerProductosTranslations();

/**
 * This remote's router: its pages by key, and the paths under its mount prefixes (src/manifest.ts)
 * that render them. A new page is a line here and a mount or link in the manifest: no shell change.
 */
const routes: RemoteRoutesModule = {
  pages: {
    productos: ProductosPage,
    stock: StockPage,
    proveedores: ProveedoresPage,
    catalogo: CatalogoPage,
    mPrecio: MPrecioPage,
    mStock: MStockPage,
    insumos: InsumosPage,
    inventario: InventarioPage,
    mermas: MermasPage,
    compras: ComprasPage,
  },
  routes: [
    { path: '/productos', page: 'productos' },
    { path: '/stock', page: 'stock' },
    { path: '/proveedores', page: 'proveedores' },
    { path: '/catalogo', page: 'catalogo' },
    { path: '/m/precio', page: 'mPrecio' },
    { path: '/m/stock', page: 'mStock' },
    { path: '/insumos', page: 'insumos' },
    { path: '/inventario', page: 'inventario' },
    { path: '/mermas', page: 'mermas' },
    { path: '/compras', page: 'compras' },
  ],
};

export const pages = routes.pages;
export default routes;
