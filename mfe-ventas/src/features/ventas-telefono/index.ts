/** The phone sale: an order a phone takes and sends to the register, where it waits to be charged. */
export { createPhoneSale } from './api/create-phone-sale';
export { discardPhoneSale } from './api/discard-phone-sale';
export { finalizePhoneSale } from './api/finalize-phone-sale';
export { getPhoneSale } from './api/get-phone-sale';
export { getPhoneSales } from './api/get-phone-sales';
export { phoneSalesKeys } from './api/query-keys';
export { PendingPhoneSalesPanel, type PendingPhoneSalesPanelProps } from './components/pending-phone-sales-panel';
export { usePendingPhoneSales } from './hooks/use-pending-phone-sales';
