/** The cart of a sale: its lines, discounts, totals and the manager's approval of a discount over the limit. */
export {
  cartFromDraft,
  cartReducer,
  cartTotals,
  EMPTY_CART,
  isOutOfStock,
  toCartCustomer,
  toCartProduct,
  toItemInputs,
  toSaleFields,
  type CartAction,
  type CartCustomer,
  type CartLine,
  type CartProduct,
  type CartState,
} from './cart';
export { CartLines, type CartLinesProps } from './components/cart-lines';
export { LineEditorDialog, type LineEditorDialogProps, type LineValue } from './components/line-editor-dialog';
export { SaleDiscountDialog, type SaleDiscountDialogProps } from './components/sale-discount-dialog';
export { TotalPanel, totalsProblemKey, type TotalPanelProps } from './components/total-panel';
export { useCart } from './hooks/use-cart';
export { useDiscountApproval, type DiscountApproval, type DiscountApprovalControl } from './hooks/use-discount-approval';
export { useModifierChoice } from './hooks/use-modifier-choice';
