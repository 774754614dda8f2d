import { Global } from '@emotion/react';

/** Marks the part of the page that is printed; everything else (header, sidebar, buttons) is not. */
export const PRINT_AREA_ATTR = 'data-print-area';
/** Marks controls inside the printed part that stay off paper (filters, 'more' buttons). */
export const NO_PRINT_ATTR = 'data-no-print';

/*
 * Print CSS that needs nothing from the shell: on paper every element that neither holds nor sits
 * inside the print area is hidden, and the boxes around it lose their padding, borders and
 * backgrounds, so the catalogue starts at the top-left of the sheet.
 */
const css = `
@media print {
  @page { margin: 12mm; }
  html, body { background: #fff !important; }
  body *:not(:has([${PRINT_AREA_ATTR}])):not([${PRINT_AREA_ATTR}]):not([${PRINT_AREA_ATTR}] *) { display: none !important; }
  body *:has([${PRINT_AREA_ATTR}]) {
    padding: 0 !important; margin: 0 !important; border: 0 !important; box-shadow: none !important;
    background: none !important; min-height: 0 !important; max-width: none !important; overflow: visible !important;
  }
  [${PRINT_AREA_ATTR}] [${NO_PRINT_ATTR}] { display: none !important; }
  [${PRINT_AREA_ATTR}] [data-catalogo-card] { break-inside: avoid; box-shadow: none !important; }
  [${PRINT_AREA_ATTR}] [data-catalogo-section] > h2 { break-after: avoid; }
  [${PRINT_AREA_ATTR}] [data-catalogo-grid] { grid-template-columns: repeat(3, minmax(0, 1fr)) !important; }
}
`;

/** The catalogue's print rules, active while the page is mounted. */
export function CatalogoPrintStyles() {
  return <Global styles={css} />;
}
