import type { LimiteDescuento } from '@resto/shared/contracts';
import { fromMinor, type Discount } from '@resto/shared/rules';
import { ManagerApprovalDialog, useMoney, type ApprovalRequest } from '@resto/shared/sales-ui';
import { useCallback, useRef, useState, type Dispatch, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLimiteDescuento } from '../api/get-limite-descuento';
import { cartReducer, cartTotals, type CartAction, type CartState } from '../cart';

/*
 * The counter checks a discount the moment it is entered, as the api will at the charge: the
 * lines', the sale's and the customer's discounts together against the lines' gross, the limit
 * raised to the customer's own percent (vetted when the customer got it; nothing stacks on it
 * beyond the limit). Above the cashier's limit the
 * manager's PIN is asked there; the approval is for that figure only and goes with the charge.
 * The api stays the judge: a sale that changed after the approval is refused at the charge and
 * asked again there.
 */

/** A manager's approval of a discount figure (minor units), with its token and reason. */
export interface DiscountApproval {
  minor: number;
  token: string;
  motivo: string;
}

/** The discounts the limit applies to and the gross they are taken from, in minor units; null when the cart has no valid totals. */
export function limitedDiscount(
  cart: Pick<CartState, 'lines' | 'cliente' | 'descuento'> & Partial<Pick<CartState, 'promociones'>>,
): { grossMinor: number; discountMinor: number; clientePctScaled: number } | null {
  const result = cartTotals(cart);
  if (!result.ok) return null;
  const grossMinor = result.totals.lines.reduce((sum, l) => sum + l.grossMinor, 0);
  const manualMinor = result.totals.lines.reduce((sum, l) => sum + l.discountMinor, 0) + result.totals.generalDiscountMinor + result.totals.customerDiscountMinor;
  // A promotion alone needs no approval; a discount given on top is measured with it, as the api does.
  const discountMinor = manualMinor > 0 ? manualMinor + (result.totals.promotionDiscountMinor ?? 0) : 0;
  return { grossMinor, discountMinor, clientePctScaled: cart.cliente?.percentScaled ?? 0 };
}

/** The limit that applies, in percent: the caller's, raised to the customer's own percent. */
export function effectiveLimit(figures: { clientePctScaled: number }, limite: LimiteDescuento): number {
  return Math.max(limite.porcentaje * 100, figures.clientePctScaled) / 100;
}

/** Whether the discounts fit the limit (integer arithmetic, as the api: discount / gross <= limit / 100, the limit scaled by 100). */
export function withinLimit(figures: { grossMinor: number; discountMinor: number; clientePctScaled: number }, limite: LimiteDescuento): boolean {
  if (limite.libre || figures.discountMinor <= 0 || figures.grossMinor <= 0) return true;
  return figures.discountMinor * 10_000 <= Math.max(limite.porcentaje * 100, figures.clientePctScaled) * figures.grossMinor;
}

type Approved = { token: string; motivo: string };

const sameDiscount = (a: Discount | null, b: Discount | null) => a?.tipo === b?.tipo && (a?.valor ?? 0) === (b?.valor ?? 0);

/**
 * Whether the change enters a discount (the sale's, or a line's new or changed one). Other
 * changes (a quantity, a note) are not held up by a PIN: the charge checks them with the rest.
 */
export function entersDiscount(cart: Pick<CartState, 'lines' | 'descuento'>, action: CartAction): boolean {
  if (action.type === 'discount') return !sameDiscount(cart.descuento, action.descuento);
  if (action.type === 'add') return !!action.discount;
  // A customer's own percent is a discount too: stacked on others it may go beyond the limit.
  if (action.type === 'customer') return (action.cliente?.percentScaled ?? 0) > 0;
  if (action.type === 'update') return !sameDiscount(cart.lines.find((l) => l.key === action.key)?.discount ?? null, action.discount);
  return false;
}

export interface DiscountApprovalControl {
  /** Applies a change to the cart; one that enters a discount once `check` allows it (declined, it is not applied). */
  apply: (action: CartAction) => Promise<void>;
  /**
   * Sends the charge with the approval that covers the cart as it is; one the api no longer
   * takes (expired or used) is dropped and the charge sent without it, so the api names the
   * figure and the PIN is asked again.
   */
  charge: <R extends { code?: string | undefined }>(send: (approved?: Approved) => Promise<R>) => Promise<R>;
  /**
   * Resolves true when the cart as it will be (`next`) may keep its discounts: within the limit,
   * already approved for that figure, or approved now by a manager's PIN; false when the manager
   * declined (the discount must not be applied).
   */
  check: (next: CartState) => Promise<boolean>;
  /** The approval that covers the cart as it is now, to send with the charge; null when none does. */
  approvalFor: (cart: CartState) => DiscountApproval | null;
  /** Forgets the approval (the sale was charged or emptied, or the api no longer takes the token). */
  forget: () => void;
  dialog: ReactNode;
}

export function useDiscountApproval(cart: CartState, dispatch: Dispatch<CartAction>): DiscountApprovalControl {
  const { t } = useTranslation();
  const { currency, percent } = useMoney();
  const limite = useLimiteDescuento();
  const [asking, setAsking] = useState<{ request: ApprovalRequest; resolve: (approved: Approved | null) => void } | null>(null);
  const approval = useRef<DiscountApproval | null>(null);

  const check = useCallback(
    async (next: CartState) => {
      const figures = limitedDiscount(next);
      // Unknown limit or invalid totals: the charge decides (and asks) as before.
      if (!limite || !figures || withinLimit(figures, limite)) return true;
      if (approval.current?.minor === figures.discountMinor) return true;
      const porcentaje = Math.round((figures.discountMinor * 10_000) / figures.grossMinor) / 100;
      const request: ApprovalRequest = {
        accion: 'descuento',
        entidadId: next.ventaTelefono?.id ?? null,
        valor: fromMinor(figures.discountMinor, currency),
        message: t('ventas.descuentoVenta.sobreLimite', { porcentaje: percent(porcentaje), limite: percent(effectiveLimit(figures, limite)) }),
      };
      const approved = await new Promise<Approved | null>((resolve) => setAsking({ request, resolve }));
      setAsking(null);
      if (!approved) return false;
      approval.current = { minor: figures.discountMinor, ...approved };
      return true;
    },
    [limite, currency, percent, t],
  );

  const approvalFor = useCallback((cart: CartState) => {
    const figures = limitedDiscount(cart);
    return figures && approval.current?.minor === figures.discountMinor ? approval.current : null;
  }, []);

  const forget = useCallback(() => {
    approval.current = null;
  }, []);

  const apply = async (action: CartAction) => {
    if (!entersDiscount(cart, action) || (await check(cartReducer(cart, action)))) dispatch(action);
  };

  const charge = async <R extends { code?: string | undefined }>(send: (approved?: Approved) => Promise<R>): Promise<R> => {
    const stored = approvalFor(cart);
    const result = await send(stored ?? undefined);
    if (!stored || result.code !== 'APROBACION_INVALIDA') return result;
    forget();
    return send();
  };

  const dialog = (
    <ManagerApprovalDialog request={asking?.request ?? null} onClose={() => asking?.resolve(null)} onApproved={(token, motivo) => asking?.resolve({ token, motivo })} />
  );
  return { apply, charge, check, approvalFor, forget, dialog };
}
