import type { ExportFormato, ReporteArqueos, ReporteClientes, ReporteFinanciero, ReporteProductos, ReporteTipo, ReporteVentas } from '@resto/shared/contracts';
import type { TFunction } from 'i18next';

/*
 * A report as a document to export: sections of typed cells (text, day, hour, money…) built from
 * the same report objects as the screen, in the caller's language. reportes-export.ts writes it as
 * CSV or Excel, reportes-pdf.ts as PDF.
 */

/** 'fecha': a venue day 'YYYY-MM-DD'; 'hora': 'HH:MM' of the day. */
export type TipoCelda = 'texto' | 'fecha' | 'hora' | 'dinero' | 'decimal' | 'cantidad' | 'entero' | 'porcentaje';
export type Celda = string | number | null;

export interface Columna {
  titulo: string;
  tipo: TipoCelda;
}

export interface Seccion {
  titulo: string;
  columnas: Columna[];
  filas: Celda[][];
  totales?: Celda[];
}

export interface Documento {
  titulo: string;
  desde: string;
  hasta: string;
  moneda: string;
  generadoAt: string;
  secciones: Seccion[];
}

const c = (titulo: string, tipo: TipoCelda = 'texto'): Columna => ({ titulo, tipo });

function base(tipo: ReporteTipo, r: { desde: string; hasta: string; moneda: string; generadoAt: string }, t: TFunction) {
  return { titulo: t(`titulos.${tipo}`), desde: r.desde, hasta: r.hasta, moneda: r.moneda, generadoAt: r.generadoAt };
}

/** The adjustment line is optional: the routes send the report with it (ajustes-z.ts). */
export function documentoVentas(r: Omit<ReporteVentas, 'anulacionesDiasCerrados'> & Partial<Pick<ReporteVentas, 'anulacionesDiasCerrados'>>, t: TFunction): Documento {
  const ajuste = r.anulacionesDiasCerrados ?? { ventas: 0, total: 0 };
  const tot = r.totales;
  return {
    ...base('ventas', r, t),
    secciones: [
      {
        titulo: t('secciones.resumen'),
        columnas: [
          c(t('columnas.ventas'), 'entero'),
          c(t('columnas.total'), 'dinero'),
          c(t('columnas.descuentos'), 'dinero'),
          c(t('columnas.ticketPromedio'), 'dinero'),
          c(t('columnas.vuelto'), 'dinero'),
          c(t('columnas.anuladas'), 'entero'),
          c(t('columnas.totalAnuladas'), 'dinero'),
        ],
        filas: [[tot.ventas, tot.total, tot.descuentos, tot.ticketPromedio, tot.vuelto, tot.anuladas, tot.totalAnuladas]],
      },
      // Only when there are any: a day with none reads as it always did.
      ...(ajuste.ventas === 0
        ? []
        : [
            {
              titulo: t('secciones.anulacionesDiasCerrados'),
              columnas: [c(t('columnas.ventas'), 'entero'), c(t('columnas.total'), 'dinero')],
              filas: [[ajuste.ventas, ajuste.total]],
            },
          ]),
      {
        titulo: t('secciones.porDia'),
        columnas: [c(t('columnas.fecha'), 'fecha'), c(t('columnas.ventas'), 'entero'), c(t('columnas.total'), 'dinero')],
        filas: r.porDia.map((d) => [d.fecha, d.ventas, d.total]),
        totales: [t('total'), tot.ventas, tot.total],
      },
      {
        titulo: t('secciones.porHora'),
        columnas: [c(t('columnas.hora'), 'hora'), c(t('columnas.ventas'), 'entero'), c(t('columnas.total'), 'dinero')],
        filas: r.porHora.filter((h) => h.ventas > 0).map((h) => [`${String(h.hora).padStart(2, '0')}:00`, h.ventas, h.total]),
        totales: [t('total'), tot.ventas, tot.total],
      },
      {
        titulo: t('secciones.porMedio'),
        columnas: [c(t('columnas.medioPago')), c(t('columnas.pagos'), 'entero'), c(t('columnas.monto'), 'dinero')],
        filas: r.porMedio.map((m) => [m.medio, m.pagos, m.montoLocal]),
      },
      {
        titulo: t('secciones.porMoneda'),
        columnas: [c(t('columnas.moneda')), c(t('columnas.monto'), 'decimal'), c(t('columnas.enMonedaLocal'), 'dinero')],
        filas: r.porMoneda.map((m) => [m.moneda, m.monto, m.montoLocal]),
      },
      {
        titulo: t('secciones.porUsuario'),
        columnas: [c(t('columnas.usuario')), c(t('columnas.ventas'), 'entero'), c(t('columnas.total'), 'dinero')],
        filas: r.porUsuario.map((u) => [u.usuario.nombre, u.ventas, u.total]),
      },
      {
        titulo: t('secciones.porOrigen'),
        columnas: [c(t('columnas.tipo')), c(t('columnas.ventas'), 'entero'), c(t('columnas.total'), 'dinero')],
        filas: r.porOrigen.map((o) => [t(`origenes.${o.origen}`, { defaultValue: o.origen }), o.ventas, o.total]),
      },
    ],
  };
}

export function documentoProductos(r: ReporteProductos, t: TFunction): Documento {
  const tot = r.totales;
  const conCostos = tot.costo !== null;
  return {
    ...base('productos', r, t),
    secciones: [
      {
        titulo: t('secciones.productos'),
        // Without productos.costos (totals' cost null) the cost, margin and margin % columns are left out.
        columnas: [
          c(t('columnas.producto')),
          c(t('columnas.categoria')),
          c(t('columnas.cantidad'), 'cantidad'),
          c(t('columnas.ingresos'), 'dinero'),
          ...(conCostos ? [c(t('columnas.costo'), 'dinero'), c(t('columnas.margen'), 'dinero'), c(t('columnas.margenPorcentaje'), 'porcentaje')] : []),
          c(t('columnas.abc')),
        ],
        filas: r.items.map((i) => [i.producto, i.categoria, i.cantidad, i.ingresos, ...(conCostos ? [i.costo, i.margen, i.margenPorcentaje] : []), i.abc]),
        totales: [t('total'), null, tot.cantidad, tot.ingresos, ...(conCostos ? [tot.costo, tot.margen, null] : []), null],
      },
      {
        titulo: t('secciones.sinMovimiento'),
        columnas: [c(t('columnas.producto')), c(t('columnas.categoria')), c(t('columnas.cantidad'), 'cantidad')],
        filas: r.sinMovimiento.map((i) => [i.producto, i.categoria, i.cantidad]),
      },
      {
        titulo: t('secciones.menosVendidos'),
        columnas: [c(t('columnas.producto')), c(t('columnas.categoria')), c(t('columnas.cantidad'), 'cantidad')],
        filas: r.menosVendidos.map((i) => [i.producto, i.categoria, i.cantidad]),
      },
      {
        titulo: t('secciones.stockBajo'),
        columnas: [c(t('columnas.producto')), c(t('columnas.stock'), 'cantidad'), c(t('columnas.minimo'), 'cantidad')],
        filas: r.stockBajo.map((i) => [i.producto, i.stockActual, i.stockMinimo]),
      },
    ],
  };
}

export function documentoClientes(r: ReporteClientes, t: TFunction): Documento {
  const tot = r.totales;
  return {
    ...base('clientes', r, t),
    secciones: [
      {
        titulo: t('secciones.resumen'),
        columnas: [
          c(t('columnas.clientes'), 'entero'),
          c(t('columnas.ventasConCliente'), 'entero'),
          c(t('columnas.total'), 'dinero'),
          c(t('columnas.ventasSinCliente'), 'entero'),
          c(t('columnas.saldoCuentas'), 'dinero'),
        ],
        filas: [[tot.clientes, tot.ventas, tot.total, tot.ventasSinCliente, tot.saldoCuentas]],
      },
      {
        titulo: t('secciones.clientes'),
        columnas: [
          c(t('columnas.cliente')),
          c(t('columnas.ventas'), 'entero'),
          c(t('columnas.total'), 'dinero'),
          c(t('columnas.ticketPromedio'), 'dinero'),
          c(t('columnas.diasEntreCompras'), 'decimal'),
          c(t('columnas.ultimaCompra'), 'fecha'),
        ],
        filas: r.top.map((x) => [x.cliente, x.ventas, x.total, x.ticketPromedio, x.diasEntreCompras, x.ultimaCompra.slice(0, 10)]),
      },
      {
        titulo: t('secciones.cuentas'),
        columnas: [c(t('columnas.cliente')), c(t('columnas.saldo'), 'dinero'), c(t('columnas.ultimoMovimiento'), 'fecha')],
        filas: r.cuentas.map((x) => [x.cliente, x.saldo, x.ultimoMovimiento.slice(0, 10)]),
        totales: [t('total'), tot.saldoCuentas, null],
      },
    ],
  };
}

export function documentoFinanciero(r: ReporteFinanciero, t: TFunction): Documento {
  return {
    ...base('financiero', r, t),
    secciones: [
      {
        titulo: t('secciones.resultado'),
        // Without productos.costos (cost of goods null): revenue and expenses only.
        columnas:
          r.costoMercaderia === null
            ? [c(t('columnas.ingresos'), 'dinero'), c(t('columnas.gastos'), 'dinero')]
            : [
                c(t('columnas.ingresos'), 'dinero'),
                c(t('columnas.costoMercaderia'), 'dinero'),
                c(t('columnas.margenBruto'), 'dinero'),
                c(t('columnas.margenPorcentaje'), 'porcentaje'),
                c(t('columnas.gastos'), 'dinero'),
                c(t('columnas.resultado'), 'dinero'),
              ],
        filas: [r.costoMercaderia === null ? [r.ingresos, r.gastos] : [r.ingresos, r.costoMercaderia, r.margenBruto, r.margenBrutoPorcentaje, r.gastos, r.resultado]],
      },
      {
        titulo: t('secciones.gastosPorCategoria'),
        columnas: [c(t('columnas.categoria')), c(t('columnas.gastos'), 'entero'), c(t('columnas.monto'), 'dinero')],
        filas: r.gastosPorCategoria.map((g) => [g.categoria, g.gastos, g.monto]),
        totales: [t('total'), null, r.gastos],
      },
      {
        titulo: t('secciones.flujoPorMoneda'),
        columnas: [
          c(t('columnas.moneda')),
          c(t('columnas.entradas'), 'decimal'),
          c(t('columnas.salidas'), 'decimal'),
          c(t('columnas.neto'), 'decimal'),
          c(t('columnas.netoLocal'), 'dinero'),
        ],
        filas: r.flujoPorMoneda.map((f) => [f.moneda, f.entradas, f.salidas, f.neto, f.netoLocal]),
      },
      {
        titulo: t('secciones.porDia'),
        columnas: [c(t('columnas.fecha'), 'fecha'), c(t('columnas.ingresos'), 'dinero'), c(t('columnas.gastos'), 'dinero')],
        filas: r.porDia.map((d) => [d.fecha, d.ingresos, d.gastos]),
        totales: [t('total'), r.ingresos, r.gastos],
      },
    ],
  };
}

export function documentoArqueos(r: ReporteArqueos, t: TFunction): Documento {
  const tot = r.totales;
  return {
    ...base('arqueos', r, t),
    secciones: [
      {
        titulo: t('secciones.arqueos'),
        columnas: [
          c(t('columnas.fecha'), 'fecha'),
          c(t('columnas.estado')),
          c(t('columnas.usuario')),
          c(t('columnas.ventas'), 'dinero'),
          c(t('columnas.inicial'), 'dinero'),
          c(t('columnas.esperado'), 'dinero'),
          c(t('columnas.contado'), 'dinero'),
          c(t('columnas.diferencia'), 'dinero'),
        ],
        filas: r.items.map((a) => [
          a.fecha,
          t(`estados.${a.estado}`, { defaultValue: a.estado }),
          a.usuarioCierre ?? a.usuarioApertura,
          a.totalVentas,
          a.montoInicial,
          a.esperado,
          a.contado,
          a.diferencia,
        ]),
        totales: [t('total'), null, null, null, null, tot.esperado, tot.contado, tot.diferencia],
      },
    ],
  };
}

export function nombreArchivo(tipo: ReporteTipo, doc: Documento, formato: ExportFormato): string {
  return `reporte_${tipo}_${doc.desde}_${doc.hasta}.${formato}`;
}
