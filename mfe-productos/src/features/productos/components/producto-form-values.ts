import type { Producto } from '@resto/shared/contracts';
import { ALICUOTA_IVA_DEFAULT } from '@resto/shared/contracts';
import type { NumberFields } from '@resto/shared/sales-ui';
import type { ComboGrupoForm } from './combo-form';
import type { FormInput } from './producto-form-dialog';

/** Decimals of the form's quantities and of its profit %. */
export const QTY = 3;
export const PCT = 2;

/**
 * An amount as the money fields show it, always with the currency's decimals (a price reads
 * '1.300,00', not '1.300'), grouped as `parseAmountInput` reads it back.
 */
export function moneyText(fields: NumberFields, value: number): string {
  const scale = fields.decimalsOf(fields.currency);
  return scale > 0
    ? new Intl.NumberFormat(fields.locale, { useGrouping: 'always', minimumFractionDigits: scale, maximumFractionDigits: scale }).format(value).replace(/[\u00a0\u202f]/gu, ' ')
    : fields.amountText(value);
}

export function defaults(p: Producto | null, fields: NumberFields, comboGrupos: ComboGrupoForm[]): FormInput {
  const num = (v: number | null | undefined, decimals: number) => (v === null || v === undefined ? '' : fields.numberText(v, decimals));
  const money = (v: number | null | undefined) => (v === null || v === undefined ? '' : moneyText(fields, v));
  return {
    nombre: p?.nombre ?? '',
    tipo: p?.tipo ?? 'simple',
    comboGrupos,
    codigoBarras: p?.codigoBarras ?? '',
    codigoSku: p?.codigoSku ?? '',
    marca: p?.marca ?? '',
    descripcion: p?.descripcion ?? '',
    categoriaId: p?.categoriaId ? String(p.categoriaId) : '',
    subcategoriaId: p?.subcategoriaId ? String(p.subcategoriaId) : '',
    proveedorId: p?.proveedorId ? String(p.proveedorId) : '',
    unidadMedida: p?.unidadMedida ?? 'unidad',
    costo: money(p?.costo),
    porcentajeGanancia: num(p?.porcentajeGanancia, PCT),
    precio: money(p?.precio),
    stockActual: p ? num(p.stockActual, QTY) : '0',
    stockMinimo: p && p.stockMinimo > 0 ? num(p.stockMinimo, QTY) : '',
    controlaStock: p?.controlaStock ?? false,
    activo: p?.activo ?? true,
    visibleRestaurant: p?.visibleRestaurant ?? false,
    visibleOrders: p?.visibleOrders ?? false,
    visiblePos: p?.visiblePos ?? false,
    fechaVencimiento: p?.fechaVencimiento ?? '',
    ivaAlicuota: p?.ivaAlicuota ?? ALICUOTA_IVA_DEFAULT,
  };
}
