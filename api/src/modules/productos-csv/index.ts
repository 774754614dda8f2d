// The catalogue's import and export as CSV.
export { decimalComa, neutralizar } from './csv-format';
export { productosCsvRoutes } from './productos-csv.routes';
