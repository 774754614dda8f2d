import { ajustarImporteMinor, esModoReceta, type AjustePreciosParsed, type AjustePreciosResult, type PreciosHistorialList } from '@resto/shared/contracts';
import { divRound, foodCostBp, fromMinor, parseScaled, PERCENT_DECIMALS } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict, forbidden } from '../../lib/errors';
import { amountIn, getVenue, userNames } from '../local';
import { preciosPorReceta } from './ajuste-food-cost';
import { registrarCambiosPrecio } from './cambios';
import * as repo from './precios.repository';

type Db = Kysely<Database>;

export type AjusteInput = Omit<AjustePreciosParsed, 'clientMutationId'>;

/** Profit over cost in % scaled by 100 (what productos.porcentaje_ganancia keeps), null without a cost. */
function ganancia(precio: number, costo: number | null): number | null {
  if (costo === null || costo <= 0) return null;
  return Number(divRound(BigInt(precio - costo) * 10_000n, BigInt(costo)));
}

/**
 * A bulk price adjustment: every matching product with its prices before and
 * after. A preview changes nothing; an apply updates every changed product, keeps the profit %
 * coherent with the new price and cost, and records each change in the price history under one
 * adjustment, all in the caller's transaction.
 */
export async function ajustarPrecios(db: Db, actor: { localId: number; userId: number; verCostos: boolean }, input: AjusteInput, preview: boolean): Promise<AjustePreciosResult> {
  // Costs are for productos.costos: moving them (or seeing where they would go) is too.
  if (input.aplicarA !== 'venta' && !actor.verCostos) throw forbidden('COSTOS_SIN_PERMISO');
  const { currencyCode } = await getVenue(db, actor.localId);
  // A percentage (porcentaje, food-cost, margen) is kept scaled by 100; an amount in minor units.
  const valorGuardado = input.modo === 'monto' ? amountIn(input.valor, currencyCode, 'valor') : Number(parseScaled(input.valor, PERCENT_DECIMALS) ?? 0n);
  const multiplo = input.redondeo.tipo === 'multiplo' && input.redondeo.multiplo ? amountIn(input.redondeo.multiplo, currencyCode, 'redondeo.multiplo') : null;

  const encontrados = await repo.productosParaAjuste(db, actor.localId, {
    categoriaId: input.categoria,
    proveedorId: input.proveedor,
    marca: input.marca,
    productoIds: input.productoIds,
    incluirInactivos: input.incluirInactivos,
  });
  const modo = input.modo;
  let productos = encontrados;
  let changes: { p: repo.PrecioRow; precioNuevo: number; costoNuevo: number | null; receta?: { costo: number } }[];
  if (esModoReceta(modo)) {
    // Priced from the recipe's cost: seeing where prices go reveals costs, so it needs productos.costos too.
    if (!actor.verCostos) throw forbidden('COSTOS_SIN_PERMISO');
    const porReceta = await preciosPorReceta(db, actor.localId, encontrados, { ...input, modo }, currencyCode);
    productos = porReceta.map((c) => c.p);
    changes = porReceta;
  } else {
    const venta = input.aplicarA !== 'costo';
    const costo = input.aplicarA !== 'venta';
    const adjust = (minor: number) => ajustarImporteMinor(minor, { ...input, modo }, currencyCode);
    changes = productos.map((p) => {
      const precioNuevo = venta ? adjust(p.precio) : p.precio;
      const costoNuevo = costo && p.costo !== null ? adjust(p.costo) : p.costo;
      if (precioNuevo <= 0) throw conflict('AJUSTE_PRECIO_NO_POSITIVO', { producto: p.nombre, precio: fromMinor(precioNuevo, currencyCode) });
      if (costoNuevo !== null && costoNuevo <= 0) throw conflict('AJUSTE_COSTO_NO_POSITIVO', { producto: p.nombre, costo: fromMinor(costoNuevo, currencyCode) });
      return { p, precioNuevo, costoNuevo };
    });
  }

  let ajusteId: number | null = null;
  if (!preview) {
    if (productos.length === 0) throw conflict('AJUSTE_PRECIOS_SIN_PRODUCTOS');
    const changed = changes.filter((c) => c.precioNuevo !== c.p.precio || c.costoNuevo !== c.p.costo);
    ajusteId = await repo.insertAjuste(db, actor.localId, {
      usuarioId: actor.userId,
      categoriaId: input.categoria ?? null,
      proveedorId: input.proveedor ?? null,
      marca: input.marca ?? null,
      modo: input.modo,
      valor: valorGuardado,
      aplicarA: input.aplicarA,
      redondeoTipo: input.redondeo.tipo,
      redondeoMultiplo: multiplo,
      cantidadProductos: changed.length,
    });
    await repo.updatePrecios(
      db,
      actor.localId,
      changed.map((c) => ({ id: c.p.id, precio: c.precioNuevo, costo: c.costoNuevo, porcentajeGanancia: ganancia(c.precioNuevo, c.costoNuevo) })),
    );
    await registrarCambiosPrecio(
      db,
      actor,
      changed.map((c) => ({ productoId: c.p.id, nombre: c.p.nombre, precioAnterior: c.p.precio, precioNuevo: c.precioNuevo, costoAnterior: c.p.costo, costoNuevo: c.costoNuevo })),
      { origen: 'ajuste', ajusteId },
    );
  }

  const money = (minor: number | null) => (minor === null || !actor.verCostos ? null : fromMinor(minor, currencyCode));
  const fc = (costoMinor: number, precioMinor: number) => {
    const bp = foodCostBp(costoMinor, precioMinor);
    return bp === null ? null : bp / 100;
  };
  return {
    preview,
    ajusteId,
    total: changes.length,
    items: changes.map(({ p, precioNuevo, costoNuevo, receta }) => ({
      id: p.id,
      nombre: p.nombre,
      categoria: p.categoria,
      marca: p.marca,
      activo: p.activo,
      precioAnterior: fromMinor(p.precio, currencyCode),
      precioNuevo: fromMinor(precioNuevo, currencyCode),
      costoAnterior: money(p.costo),
      costoNuevo: money(costoNuevo),
      ...(receta ? { costoReceta: fromMinor(receta.costo, currencyCode), foodCostAnterior: fc(receta.costo, p.precio), foodCostNuevo: fc(receta.costo, precioNuevo) } : {}),
    })),
    ...(esModoReceta(modo) ? { sinReceta: encontrados.length - productos.length } : {}),
  };
}

export async function listPrecioHistorial(
  db: Db,
  localId: number,
  query: { productoId?: number | undefined; ajusteId?: number | undefined; pagina: number; limite: number },
  verCostos: boolean,
): Promise<PreciosHistorialList> {
  const { currencyCode } = await getVenue(db, localId);
  const { rows, total } = await repo.listPrecioHistorial(db, localId, query, { limit: query.limite, offset: (query.pagina - 1) * query.limite });
  const names = await userNames(
    db,
    rows.flatMap((r) => (r.usuarioId === null ? [] : [r.usuarioId])),
  );
  // Prices are for everyone who sells; the costs beside them only for productos.costos.
  const money = (minor: number | null) => (minor === null || !verCostos ? null : fromMinor(minor, currencyCode));
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      productoId: r.productoId,
      producto: r.producto,
      precioAnterior: fromMinor(r.precioAnterior, currencyCode),
      precioNuevo: fromMinor(r.precioNuevo, currencyCode),
      costoAnterior: money(r.costoAnterior),
      costoNuevo: money(r.costoNuevo),
      origen: r.origen,
      ajusteId: r.ajusteId,
      fecha: r.createdAt,
      usuario: r.usuarioId === null ? null : (names.get(r.usuarioId) ?? null),
      motivo: r.motivo ?? null,
    })),
  };
}
