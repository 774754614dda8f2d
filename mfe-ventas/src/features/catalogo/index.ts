/** The products a sale picks from: the search, the frequent products and the barcode scanner. */
export { findProductByCode, searchProductos, useProductSearch } from './api/search-productos';
export { FRECUENTES_DEFAULT, useProductosFrecuentes } from './api/get-productos-frecuentes';
export { productosKeys } from './api/query-keys';
export { FrequentProducts, type FrequentProductsProps } from './components/frequent-products';
export { ProductSearchDialog, type ProductSearchDialogProps } from './components/product-search-dialog';
export { StockText } from './components/stock-text';
export { useBarcodeScanner, type BarcodeScannerOptions } from './hooks/use-barcode-scanner';
export { disponibilidadKey, useNoDisponible } from './api/disponibilidad';
export { useNoVendible } from './hooks/use-no-vendible';
