/*
 * The print warnings as the other features use them: the live list and its texts (the handheld's
 * bar shows them its own way). The desktop's list (components/print-warnings.tsx) is placed by
 * the pages; this entry stays free of UI because the handheld's first script imports it.
 */
export { registerPrintWarningsTranslations } from './i18n';
export { usePrintWarnings, warningText, type PrintWarningsBus } from './hooks/use-print-warnings';
