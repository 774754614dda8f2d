import type { RemoteRoutesModule } from '@resto/shared/federation';
import { registerProductosTranslations } from '../i18n';
import ProductosPage from '../pages/productos-page';
import StockPage from '../pages/stock-page';
import ProveedoresPage from '../pages/proveedores-page';
import CatalogoPage from '../pages/catalogo-page';
import MPrecioPage from '../pages/m-precio-page';
import MStockPage from '../pages/m-stock-page';

registerProductosTranslations();

/** The pages this remote renders inside the shell's layout, by key (the shell owns the paths). */
const routes: RemoteRoutesModule = {
  pages: {
    productos: ProductosPage,
    stock: StockPage,
    proveedores: ProveedoresPage,
    catalogo: CatalogoPage,
    mPrecio: MPrecioPage,
    mStock: MStockPage,
  },
};

export const pages = routes.pages;
export default routes;
