import type { Selectable } from 'kysely';
import type { ComprobantesTable } from '../../db/schema';
import type { Detalle } from './detalle';

/** RG 4892: the voucher's data as JSON, base64, in the URL ARCA publishes. */
export const QR_BASE_URL = 'https://www.afip.gob.ar/fe/qr/';

export interface QrData {
  ver: 1;
  fecha: string;
  cuit: number;
  ptoVta: number;
  tipoCmp: number;
  nroCmp: number;
  importe: number;
  moneda: string;
  ctz: number;
  tipoDocRec?: number;
  nroDocRec?: number;
  tipoCodAut: 'E';
  codAut: number;
}

export function qrData(row: Pick<Selectable<ComprobantesTable>, 'fecha' | 'cuit' | 'punto_venta' | 'tipo' | 'numero' | 'total' | 'cae'>, detalle: Detalle): QrData {
  const data: QrData = {
    ver: 1,
    fecha: row.fecha,
    cuit: Number(row.cuit),
    ptoVta: row.punto_venta,
    tipoCmp: row.tipo,
    nroCmp: row.numero ?? 0,
    importe: row.total / 100,
    moneda: detalle.monId,
    ctz: Number(detalle.monCotiz),
    tipoCodAut: 'E',
    codAut: Number(row.cae),
  };
  // An unidentified final consumer has no document: the fields are left out.
  if (detalle.receptor.docTipo !== 99) {
    data.tipoDocRec = detalle.receptor.docTipo;
    data.nroDocRec = Number(detalle.receptor.docNro);
  }
  return data;
}

export function qrUrl(row: Parameters<typeof qrData>[0], detalle: Detalle): string {
  return `${QR_BASE_URL}?p=${Buffer.from(JSON.stringify(qrData(row, detalle)), 'utf8').toString('base64')}`;
}
