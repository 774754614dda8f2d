/**
 * Browser parts of the money path that several remotes use: the close-sale screen and the sale's
 * printable document (counter, phone sales, tables), payment-line rules for the screen, and the
 * small hooks the cash and sales screens share (API reads, keyboard shortcuts, money, validation
 * texts).
 */
import { registerSalesUiTranslations } from './i18n';

registerSalesUiTranslations();

export { registerSalesUiTranslations, SALES_UI_LOCALES, VALIDATION_NS } from './i18n';
export { CloseSaleDialog, MAX_SPLIT_PARTS } from './close-sale-dialog';
export type { CloseSaleDialogProps } from './close-sale-dialog';
export { SaleDocumentView } from './sale-document';
export type { SaleDocumentViewProps, TipoDocumento } from './sale-document';
export { amountText, equalPartLines, foreignToCover, parseAmountText, paymentContext, summarizePayments, toPagoInputs } from './payment-lines';
export type { LineSummary, PaymentContext, PaymentLine, PaymentSummary, SplitMode } from './payment-lines';
export { AppDialog } from './app-dialog';
export { CierreZConfirm } from './cierre-z-confirm';
export type { CierreZConfirmProps } from './cierre-z-confirm';
export type { AppDialogProps } from './app-dialog';
export { ShortcutBar, ShortcutKey } from './shortcuts';
export type { ShortcutItem } from './shortcuts';
export { useHotkeys, hotkeyName, isEditableTarget } from './use-hotkeys';
export type { HotkeyHandler, HotkeyOptions } from './use-hotkeys';
export { useMoney } from './use-money';
export { PromotionLines } from './promociones/promotion-lines';
export type { PromotionLinesProps } from './promociones/promotion-lines';
export { RequirePagePermission } from './page-permission';
export type { RequirePagePermissionProps } from './page-permission';
export type { MoneyFormat } from './use-money';
export { useValidationText, parseDecimalInput } from './validation';
export { fieldDecimals, numberField, readNumberField, useNumberFields } from './number-field';
export type { NumberFieldMessage, NumberFieldOptions, NumberFields } from './number-field';
export { textMaxLength } from './text-limits';
export { TextCounter } from './text-counter';
export type { ValidationError } from './validation';
export { getMediosPago } from './api/get-medios-pago';
export { getTiposCambio } from './api/get-tipos-cambio';
export { usePaymentSetup, paymentKeys } from './api/use-payment-setup';
export type { PaymentSetup } from './api/use-payment-setup';
export { getRemito } from './api/get-remito';
export { getComprobantes } from './api/request-ticket-fiscal';
export type { FormatoDocumento } from './api/get-remito';
export { useVentasEvents } from './use-ventas-events';
export { disponibilidadKey, getNoDisponibles, motivoNoDisponible, useNoDisponible } from './disponibilidad';
export type { DisponibilidadBus } from './disponibilidad';
export type { VentasHubSignal } from './use-ventas-events';
export { useDebouncedValue } from './use-debounced-value';
export { useListKeys } from './use-list-keys';
export { DateField, DATE_FIELD_MIN, DATE_FIELD_MAX } from './date-field';
export { TimeField, timeSlots } from './time-field';
export type { DateFieldProps } from './date-field';
export { ManagerApprovalDialog, approvalHeaders, approvalRequestOf } from './approval/manager-approval';
export type { ApprovalRequest, ManagerApprovalDialogProps } from './approval/manager-approval';
export { ModifierPickerDialog } from './modifiers/modifier-picker-dialog';
export type { ModifierChoice, ModifierPickerDialogProps } from './modifiers/modifier-picker-dialog';
export { ModifierGroupsField } from './modifiers/modifier-groups-field';
export type { ModifierGroupsFieldProps } from './modifiers/modifier-groups-field';
export { gruposDe, modificadoresMenuQuery, modifiersFieldSchema } from './modifiers/modifier-selection';
export { comboFieldSchema, comboGruposDe, combosMenuQuery, combosNoDisponibles } from './combos/combo-selection';
export type { NoDisponible } from './combos/combo-selection';
export { ComboComponents } from './combos/combo-components';
export type { ComboComponentsProps } from './combos/combo-components';
