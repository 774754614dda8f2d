import { isSoldByWeight, type MedioPagoTipo, type UnidadMedida, type Venta, type VentaResumen } from '@resto/shared/contracts';
import { dateInZone, formatRate, formatScaled, fromMinor, PERCENT_DECIMALS, QUANTITY_SCALE, timeInZone } from '@resto/shared/rules';
import type { Venue } from '../local';
import { modifiersOf } from '../productos';
import { componentsOf } from '../productos';
import { itemPromotion, salePromotionLines } from './sale-promotions';
import type { VentaPagoRow } from './venta-pagos.repository';
import type { VentaItemRow, VentaRow } from './ventas.repository';

const percent = (scaled: number) => Number(formatScaled(BigInt(scaled), PERCENT_DECIMALS));

/** When a sale happened: paid (or voided) sales by their payment, drafts by their creation. */
function moment(row: VentaRow): Date {
  return new Date(row.finalizadaAt ?? row.createdAt);
}

export function toVenta(venue: Venue, row: VentaRow, items: readonly VentaItemRow[], pagos: readonly VentaPagoRow[]): Venta {
  const at = moment(row);
  // Stored amounts are minor units of the venue's currency; a payment's own amount, of its currency.
  const local = (minor: number) => fromMinor(minor, venue.currencyCode);
  return {
    id: row.id,
    ventaId: row.id,
    numero: row.numero,
    estado: row.estado,
    origen: row.origen,
    fecha: dateInZone(at, venue.timezone),
    hora: timeInZone(at, venue.timezone),
    moneda: venue.currencyCode,
    usuario: { id: row.usuarioId, nombre: row.usuarioNombre },
    cajero: row.cajeroId === null ? null : { id: row.cajeroId, nombre: row.cajeroNombre ?? '' },
    cliente: row.clienteId === null ? null : { id: row.clienteId, nombre: row.clienteNombre ?? '', cuentaCorriente: row.clienteCuentaCorriente ?? false },
    items: items.map((i) => {
      const unidad = i.unidadMedida as UnidadMedida;
      const byWeight = isSoldByWeight(unidad);
      return {
        id: i.id,
        productoId: i.productoId,
        producto: i.productoNombre,
        categoria: i.categoriaNombre,
        unidadMedida: unidad,
        esPorPeso: byWeight,
        cantidad: i.cantidadMilli / QUANTITY_SCALE,
        peso: byWeight ? i.cantidadMilli / QUANTITY_SCALE : null,
        precioUnitario: local(i.precioUnitario),
        ...itemPromotion(i, local),
        bruto: local(i.bruto),
        tipoDescuento: i.tipoDescuento,
        valorDescuento: i.valorDescuento === null ? null : i.tipoDescuento === 'porcentaje' ? percent(i.valorDescuento) : local(i.valorDescuento),
        descuento: local(i.descuento),
        subtotal: local(i.subtotal),
        notas: i.notas,
        modificadores: modifiersOf(i.modificadores, venue.currencyCode),
        componentes: componentsOf(i.componentes, venue.currencyCode),
        listaPrecio: i.listaPrecio ?? null,
      };
    }),
    pagos: pagos.map((p) => ({
      id: p.id,
      medioId: p.medioPagoId,
      medio: p.medioNombre,
      medioTipo: p.medioTipo as MedioPagoTipo,
      moneda: p.moneda,
      monto: fromMinor(p.monto, p.moneda),
      tasa: p.tasaMicro === null ? null : formatRate(p.tasaMicro),
      montoLocal: local(p.montoLocal),
    })),
    subtotal: local(row.subtotal),
    descuentoTipo: row.descuentoTipo,
    descuentoValor: row.descuentoValor === null ? null : row.descuentoTipo === 'porcentaje' ? percent(row.descuentoValor) : local(row.descuentoValor),
    descuentoGeneral: local(row.descuentoGeneral),
    descuentoClientePorcentaje: percent(row.descuentoClientePct),
    descuentoCliente: local(row.descuentoCliente),
    descuentoPromociones: local(row.descuentoPromocion),
    promociones: salePromotionLines(items, local),
    total: local(row.total),
    pagado: local(row.pagado),
    vuelto: local(row.vuelto),
    arqueoId: row.arqueoId,
    observaciones: row.observaciones,
    motivoAnulacion: row.motivoAnulacion,
    anuladaAt: row.anuladaAt,
    finalizadaAt: row.finalizadaAt,
    createdAt: row.createdAt,
  };
}

export function toResumen(venue: Venue, row: VentaRow, summary: { items: number; medios: string[] } | undefined): VentaResumen {
  const at = moment(row);
  return {
    id: row.id,
    numero: row.numero,
    estado: row.estado,
    origen: row.origen,
    fecha: dateInZone(at, venue.timezone),
    hora: timeInZone(at, venue.timezone),
    usuario: { id: row.usuarioId, nombre: row.usuarioNombre },
    cliente: row.clienteId === null ? null : { id: row.clienteId, nombre: row.clienteNombre ?? '' },
    total: fromMinor(row.total, venue.currencyCode),
    cantidadItems: summary?.items ?? 0,
    medios: summary?.medios ?? [],
  };
}
