import type { Comprobante, FacturacionConfig, TrabajoImpresion } from '@resto/shared/contracts';
import { formatDate, formatMoney } from '@resto/shared/format';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { enqueueDocument, type LineasDocument } from '../impresion';
import { getVenue } from '../local';
import { facturaDeVenta } from './comprobantes.repository';
import { getConfigOfVenue } from './config.service';
import type { Detalle } from './detalle';
import { toComprobante } from './facturador';
import { lineasReceptor } from './receptor';
import { pad } from './ticket-fiscal';

type Linea = LineasDocument['lineas'][number];

/**
 * The fiscal ticket of an authorised invoice on a thermal printer: the
 * issuer's header, letter, code, point of sale and number, the items, the IVA an A shows, the
 * 'IVA contenido' of a B to a final consumer, the CAE and its due date, and the RG 4892 QR (the
 * URL ARCA's spec describes, printed with the printer's own QR command). Its labels are the
 * legal Spanish ones of the Argentine voucher, whatever the interface language.
 */
export function fiscalDocument(
  config: Pick<FacturacionConfig, 'razonSocial' | 'cuit' | 'domicilio' | 'ingresosBrutos' | 'inicioActividades' | 'condicionIva'>,
  comprobante: Comprobante,
  detalle: Detalle,
  venue: { locale: string },
): LineasDocument {
  const cents = (c: number) => formatMoney(c, { locale: venue.locale, currency: 'ARS' });
  const date = (iso: string) => formatDate(`${iso}T00:00:00Z`, { locale: venue.locale, timeZone: 'UTC' });
  const numero = comprobante.numero === null ? 'pendiente' : `${pad(comprobante.puntoVenta, 5)}-${pad(comprobante.numero, 8)}`;
  const nombre = comprobante.clase === 'factura' ? 'FACTURA' : 'NOTA DE CRÉDITO';
  const i = detalle.importes;
  const lineas: Linea[] = [
    { texto: config.razonSocial, negrita: true, alinear: 'center' },
    ...(config.domicilio ? [{ texto: config.domicilio, alinear: 'center' as const }] : []),
    { texto: `CUIT: ${config.cuit}`, alinear: 'center' },
    ...(config.ingresosBrutos ? [{ texto: `Ingresos Brutos: ${config.ingresosBrutos}` }] : []),
    ...(config.inicioActividades ? [{ texto: `Inicio de actividades: ${date(config.inicioActividades)}` }] : []),
    { texto: config.condicionIva === 'responsable_inscripto' ? 'IVA Responsable Inscripto' : 'Responsable Monotributo' },
    { texto: `${nombre} ${detalle.letra}`, negrita: true, doble: true, alinear: 'center' },
    { texto: `Cód. ${pad(comprobante.tipo, 3)}`, alinear: 'center' },
    { texto: `N° ${numero}`, negrita: true },
    { texto: `Fecha: ${date(comprobante.fecha)}` },
    ...lineasReceptor(detalle.receptor).map((texto): Linea => ({ texto })),
    { texto: '' },
    ...detalle.lineas.map((l): Linea => ({ texto: '', izquierda: `${l.cantidad} ${l.descripcion}`, derecha: cents(l.importe) })),
    { texto: '' },
    ...(detalle.letra === 'A'
      ? [
          { texto: '', izquierda: 'Importe neto gravado', derecha: cents(i.neto) },
          ...i.lineasIva.map((l): Linea => ({ texto: '', izquierda: `IVA ${l.alicuota.replace('.', ',')} %`, derecha: cents(l.iva) })),
          ...(i.exento > 0 ? [{ texto: '', izquierda: 'Importe exento', derecha: cents(i.exento) }] : []),
        ]
      : []),
    { texto: '', izquierda: 'TOTAL', derecha: cents(i.total), negrita: true },
    ...(detalle.letra === 'B' && detalle.receptor.condicion === 'consumidor_final'
      ? [{ texto: 'Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)' }, { texto: '', izquierda: 'IVA contenido', derecha: cents(i.iva) }]
      : []),
    { texto: '' },
    { texto: `CAE: ${comprobante.cae ?? ''}`, negrita: true },
    { texto: `Vto. CAE: ${comprobante.caeVencimiento ? date(comprobante.caeVencimiento) : ''}` },
    { texto: 'Comprobante autorizado por ARCA', alinear: 'center' },
  ];
  return { tipo: 'documento', titulo: `${nombre} ${detalle.letra} ${numero}`, lineas, qr: comprobante.qrUrl };
}

/**
 * Prints a sale's authorised invoice at the register: CAE, due date and the ARCA QR. An invoice
 * still waiting for ARCA is refused (it prints once it has its CAE).
 */
export async function printFiscalTicket(db: Kysely<Database>, actor: { localId: number; userId: number }, ventaId: number): Promise<TrabajoImpresion | null> {
  const row = await facturaDeVenta(db, actor.localId, ventaId);
  if (!row) throw notFound('FACTURACION_SIN_COMPROBANTE');
  const comprobante = toComprobante(row);
  if (comprobante.estado !== 'autorizado' || !comprobante.cae) throw conflict('IMPRESION_FACTURA_SIN_CAE');
  const config = await getConfigOfVenue(db, actor.localId, actor.localId);
  const venue = await getVenue(db, actor.localId);
  const doc = fiscalDocument(config, comprobante, JSON.parse(row.detalle) as Detalle, venue);
  return enqueueDocument(db, actor.localId, { clave: `fiscal:${comprobante.id}`, estacion: 'caja', documento: doc, usuarioId: actor.userId });
}
