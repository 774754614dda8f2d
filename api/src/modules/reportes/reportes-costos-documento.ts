import type { ExportFormato, ReporteConsumo, ReporteCostos, ReporteCostosTipo, ReporteIngenieriaMenu } from '@resto/shared/contracts';
import { dateInZone } from '@resto/shared/rules';
import type { TFunction } from 'i18next';
import type { Columna, Documento, TipoCelda } from './reportes-documento';

/* The cost reports as documents to export, with the figures of the screen, in the caller's language. */

const c = (titulo: string, tipo: TipoCelda = 'texto'): Columna => ({ titulo, tipo });

/** The costs report is of one moment: its range is the venue's day it was computed; days are the venue's. */
export function documentoCostos(r: ReporteCostos, timeZone: string, t: TFunction): Documento {
  const dia = dateInZone(new Date(r.generadoAt), timeZone);
  return {
    titulo: t('titulos.costos'),
    desde: dia,
    hasta: dia,
    moneda: r.moneda,
    generadoAt: r.generadoAt,
    secciones: [
      {
        titulo: t('secciones.costos'),
        columnas: [
          c(t('columnas.producto')),
          c(t('columnas.categoria')),
          c(t('columnas.costo'), 'dinero'),
          c(t('columnas.precio'), 'dinero'),
          c(t('columnas.margen'), 'dinero'),
          c(t('columnas.foodCost'), 'porcentaje'),
          c(t('columnas.fechaCambioPrecio'), 'fecha'),
          c(t('columnas.costoAlCambioPrecio'), 'dinero'),
          c(t('columnas.subaCosto'), 'porcentaje'),
          c(t('columnas.senalado')),
        ],
        filas: r.items.map((i) => [
          i.nombre,
          i.categoria,
          i.costo,
          i.precio,
          i.margen,
          i.foodCostPorcentaje,
          dateInZone(new Date(i.fechaCambioPrecio), timeZone),
          i.costoAlCambioPrecio,
          i.subaCostoPorcentaje,
          i.señalado ? t('si') : t('no'),
        ]),
      },
    ],
  };
}

export function documentoConsumo(r: ReporteConsumo, t: TFunction): Documento {
  return {
    titulo: t('titulos.consumo'),
    desde: r.desde,
    hasta: r.hasta,
    moneda: r.moneda,
    generadoAt: r.generadoAt,
    secciones: [
      {
        titulo: t('secciones.consumo'),
        columnas: [
          c(t('columnas.insumo')),
          c(t('columnas.unidad')),
          c(t('columnas.stockInicial'), 'cantidad'),
          c(t('columnas.compras'), 'cantidad'),
          c(t('columnas.stockFinal'), 'cantidad'),
          c(t('columnas.real'), 'cantidad'),
          c(t('columnas.teorico'), 'cantidad'),
          c(t('columnas.merma'), 'cantidad'),
          c(t('columnas.varianza'), 'cantidad'),
          c(t('columnas.costoUnitario'), 'dinero'),
          c(t('columnas.teoricoCosto'), 'dinero'),
          c(t('columnas.mermaCosto'), 'dinero'),
          c(t('columnas.varianzaCosto'), 'dinero'),
        ],
        filas: r.items.map((i) => [
          i.nombre,
          i.unidad,
          i.stockInicial,
          i.compras,
          i.stockFinal,
          i.real,
          i.teorico,
          i.merma,
          i.varianza,
          i.costoUnitario,
          i.teoricoCosto,
          i.mermaCosto,
          i.varianzaCosto,
        ]),
        totales: [t('total'), null, null, null, null, null, null, null, null, null, r.totales.teoricoCosto, r.totales.mermaCosto, r.totales.varianzaCosto],
      },
    ],
  };
}

export function documentoIngenieriaMenu(r: ReporteIngenieriaMenu, t: TFunction): Documento {
  return {
    titulo: t('titulos.ingenieria-menu'),
    desde: r.desde,
    hasta: r.hasta,
    moneda: r.moneda,
    generadoAt: r.generadoAt,
    secciones: [
      {
        titulo: t('secciones.ingenieriaMenu'),
        columnas: [
          c(t('columnas.producto')),
          c(t('columnas.categoria')),
          c(t('columnas.unidades'), 'cantidad'),
          c(t('columnas.popularidad'), 'porcentaje'),
          c(t('columnas.precioPromedio'), 'dinero'),
          c(t('columnas.costo'), 'dinero'),
          c(t('columnas.margenUnitario'), 'dinero'),
          c(t('columnas.margenTotal'), 'dinero'),
          c(t('columnas.clase')),
        ],
        filas: r.items.map((i) => [i.nombre, i.categoria, i.unidades, i.popularidadPorcentaje, i.precioPromedio, i.costo, i.margenUnitario, i.margenTotal, t(`clases.${i.clase}`)]),
        totales: [t('total'), null, r.totales.unidades, null, null, null, r.totales.margenPromedio, r.totales.margenTotal, null],
      },
    ],
  };
}

export function nombreArchivoCostos(tipo: ReporteCostosTipo, doc: Documento, formato: ExportFormato): string {
  return `reporte_${tipo}_${doc.desde}_${doc.hasta}.${formato}`;
}
