import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { CodePage, Estacion, Language } from '@resto/shared/contracts';
import type { TFunction } from 'i18next';
import { documentoImprimible, textoImprimible } from './ascii';
import { textosTicket } from './textos';

/*
 * ESC/POS documents, encoded with @point-of-sale/receipt-printer-encoder. The code
 * page is always set explicitly (ESC t) so Spanish and Portuguese accents, ñ and ç print right:
 * cp858 by default (Epson's table 19). Amounts arrive already formatted in the venue's currency;
 * the encoder only lays them out for 80 mm (48 columns) or 58 mm (32 columns) paper. Labels print
 * in the document's language (`idioma`, the venue's: es, br, en) from `impresionTicket.*`.
 */

export interface PrinterFormat {
  anchoMm: 80 | 58;
  codePage: CodePage;
}

export interface ComandaItem {
  cantidad: string;
  nombre: string;
  notas: string | null;
  /** Struck from the order after it was sent: printed as ANULADO so the kitchen stops it. */
  eliminado: boolean;
  /** The options chosen ('A punto', 'Queso'), one per line under the product. */
  modificadores?: string[] | undefined;
  /** The quantity changed after it was sent: the difference ('+1', '-2'), printed under CAMBIO. */
  cambio?: string | null;
}

/** A kitchen ticket of one station for one comanda round. */
export interface ComandaDocument {
  tipo: 'comanda';
  estacion: Estacion;
  mesaNumero: number | null;
  /** Counter, takeaway or delivery order number when it is not a table. */
  pedidoNumero: number | null;
  camarero: string;
  fecha: string;
  hora: string;
  ronda: number | null;
  items: ComandaItem[];
  notas: string | null;
  /** The course fired ('principal'), printed as MARCHAR PRINCIPAL; absent on an ordinary round. */
  marcha?: string | null | undefined;
}

export interface DocumentoLinea {
  cantidad?: string;
  descripcion: string;
  importe?: string;
  /** Printed under the line, indented: the options the customer chose ('+ A punto', '+ Queso (+$ 500,00)'). */
  detalles?: string[] | undefined;
}

/** A customer's receipt of a sale (not the fiscal ticket). */
export interface ReciboDocument {
  tipo: 'recibo';
  local: { nombre: string; direccion?: string | null; cuit?: string | null };
  numero: string;
  fecha: string;
  hora: string;
  mesaNumero: number | null;
  cliente: string | null;
  items: DocumentoLinea[];
  subtotal: string;
  /** Each promotion's discount, by its name, off the subtotal before the sale's discount. */
  promociones?: { nombre: string; importe: string }[];
  descuento: string | null;
  total: string;
  pagos: { medio: string; importe: string }[];
  vuelto: string | null;
  /** Cash sale: kick the cash drawer. */
  abrirCajon: boolean;
}

/** A delivery note: what goes out, to whom, without prices unless given. */
export interface RemitoDocument {
  tipo: 'remito';
  local: { nombre: string; direccion?: string | null; cuit?: string | null };
  numero: string;
  fecha: string;
  hora: string;
  cliente: string | null;
  direccion: string | null;
  items: DocumentoLinea[];
  total: string | null;
  observaciones: string | null;
}

/**
 * Any other document laid out by its owner, line by line: the Z close and the fiscal ticket
 * (other issues) build one of these and enqueue it with `enqueueDocument`.
 */
export interface LineasDocument {
  tipo: 'documento';
  titulo: string;
  lineas: { texto: string; negrita?: boolean; doble?: boolean; alinear?: 'left' | 'center' | 'right'; izquierda?: string; derecha?: string }[];
  /** A QR printed at the end (the fiscal ticket's ARCA QR). */
  qr?: string | null;
  abrirCajon?: boolean;
}

export interface PruebaDocument {
  tipo: 'prueba';
  impresora: string;
  estacion: Estacion;
  fecha: string;
  hora: string;
}

/** Every document carries the language its labels print in (the venue's; es when missing). */
export type PrintDocument = (ComandaDocument | ReciboDocument | RemitoDocument | LineasDocument | PruebaDocument) & { idioma?: Language };

export const ESTACION_TITULO: Record<Estacion, string> = { cocina: 'COCINA', barra: 'BARRA', caja: 'CAJA' };
export const REIMPRESION = 'REIMPRESIÓN';
/** The sample line of the test page: every accent the venues need. */
export const TEXTO_PRUEBA = 'áéíóú ÁÉÍÓÚ ñÑ çÇ ãõ âêô ü ¿¡ €';

export function columnsFor(anchoMm: 80 | 58): number {
  return anchoMm === 58 ? 32 : 48;
}

function encoderFor(format: PrinterFormat): ReceiptPrinterEncoder {
  return new ReceiptPrinterEncoder({ language: 'esc-pos', columns: columnsFor(format.anchoMm), codepageMapping: 'epson', feedBeforeCut: 4 });
}

function twoColumns(e: ReceiptPrinterEncoder, left: string, right: string, columns: number): void {
  e.table(
    [
      { width: columns - right.length - 1, overflow: 'wrap' },
      { width: right.length + 1, align: 'right' },
    ],
    [[left, right]],
  );
}

function header(e: ReceiptPrinterEncoder, reimpresion: boolean, t: TFunction): void {
  if (!reimpresion) return;
  e.align('center')
    .invert(true)
    .bold(true)
    .size(2, 1)
    .line(` ${t('reimpresion')} `)
    .size(1, 1)
    .bold(false)
    .invert(false)
    .align('left');
}

function comanda(e: ReceiptPrinterEncoder, doc: ComandaDocument, columns: number, t: TFunction): void {
  e.align('center').bold(true).line(t(doc.estacion)).bold(false);
  const donde = doc.mesaNumero !== null ? t('mesa', { numero: doc.mesaNumero }) : t('pedido', { numero: doc.pedidoNumero ?? '' }).trim();
  e.bold(true).size(2, 2).line(donde).size(1, 1).bold(false);
  if (doc.ronda !== null)
    e.bold(true)
      .line(t('ronda', { ronda: doc.ronda }))
      .bold(false);
  if (doc.marcha)
    e.invert(true)
      .bold(true)
      .line(` ${t('marchar', { curso: t(`cursos.${doc.marcha}`, { defaultValue: doc.marcha.toUpperCase() }) })} `)
      .bold(false)
      .invert(false);
  e.align('left');
  twoColumns(e, t('mozo', { nombre: doc.camarero }), doc.hora, columns);
  e.line(doc.fecha).rule();
  for (const item of doc.items) {
    const qty = item.cambio ? item.cambio : `${item.cantidad}x`;
    const width = Math.max(4, qty.length + 1);
    if (item.eliminado) {
      e.bold(true)
        .line(`*** ${t('anulado')} ***`)
        .bold(false);
    } else if (item.cambio) {
      e.bold(true)
        .line(`*** ${t('cambio')} ***`)
        .bold(false);
    }
    e.bold(true).size(2, 2);
    // Double width halves the columns.
    e.table(
      [
        { width, align: 'left' },
        { width: Math.floor(columns / 2) - width, overflow: 'wrap' },
      ],
      [[qty, item.eliminado ? `(${item.nombre})` : item.nombre]],
    );
    e.size(1, 1).bold(false);
    for (const modificador of item.modificadores ?? []) e.bold(true).line(`   + ${modificador}`).bold(false);
    if (item.notas) e.line(`   >> ${item.notas}`);
  }
  if (doc.notas) e.rule().line(t('notas', { notas: doc.notas }));
  e.rule();
}

function empresa(e: ReceiptPrinterEncoder, local: ReciboDocument['local'], t: TFunction): void {
  e.align('center').bold(true).size(2, 1).line(local.nombre).size(1, 1).bold(false);
  if (local.direccion) e.line(local.direccion);
  if (local.cuit) e.line(t('cuit', { cuit: local.cuit }));
  e.align('left');
}

function lineas(e: ReceiptPrinterEncoder, items: DocumentoLinea[], columns: number): void {
  for (const item of items) {
    const left = item.cantidad ? `${item.cantidad} ${item.descripcion}` : item.descripcion;
    if (item.importe) twoColumns(e, left, item.importe, columns);
    else e.line(left);
    for (const detalle of item.detalles ?? []) e.line(`  ${detalle}`);
  }
}

function recibo(e: ReceiptPrinterEncoder, doc: ReciboDocument, columns: number, t: TFunction): void {
  empresa(e, doc.local, t);
  e.rule();
  twoColumns(e, t('comprobante', { numero: doc.numero }), `${doc.fecha} ${doc.hora}`, columns);
  if (doc.mesaNumero !== null) e.line(t('mesaLinea', { numero: doc.mesaNumero }));
  if (doc.cliente) e.line(t('cliente', { nombre: doc.cliente }));
  e.rule();
  lineas(e, doc.items, columns);
  e.rule();
  twoColumns(e, t('subtotal'), doc.subtotal, columns);
  for (const p of doc.promociones ?? []) twoColumns(e, p.nombre, p.importe, columns);
  if (doc.descuento) twoColumns(e, t('descuento'), doc.descuento, columns);
  e.bold(true).size(1, 2);
  twoColumns(e, t('total'), doc.total, columns);
  e.size(1, 1).bold(false);
  for (const p of doc.pagos) twoColumns(e, p.medio, p.importe, columns);
  if (doc.vuelto) twoColumns(e, t('vuelto'), doc.vuelto, columns);
  e.rule().align('center').line(t('gracias')).line(t('noFactura')).align('left');
}

function remito(e: ReceiptPrinterEncoder, doc: RemitoDocument, columns: number, t: TFunction): void {
  empresa(e, doc.local, t);
  e.rule().align('center').bold(true).size(2, 1).line(t('remito')).size(1, 1).bold(false).align('left');
  twoColumns(e, t('numero', { numero: doc.numero }), `${doc.fecha} ${doc.hora}`, columns);
  if (doc.cliente) e.line(t('cliente', { nombre: doc.cliente }));
  if (doc.direccion) e.line(t('direccion', { direccion: doc.direccion }));
  e.rule();
  lineas(e, doc.items, columns);
  if (doc.total) {
    e.rule().bold(true);
    twoColumns(e, t('total'), doc.total, columns);
    e.bold(false);
  }
  if (doc.observaciones) e.rule().line(t('observaciones', { texto: doc.observaciones }));
  e.newline().line(t('conforme')).align('left');
}

function documento(e: ReceiptPrinterEncoder, doc: LineasDocument, columns: number): void {
  e.align('center').bold(true).size(2, 1).line(doc.titulo).size(1, 1).bold(false).align('left').rule();
  for (const l of doc.lineas) {
    e.bold(!!l.negrita);
    if (l.doble) e.size(2, 2);
    if (l.izquierda !== undefined || l.derecha !== undefined) twoColumns(e, l.izquierda ?? '', l.derecha ?? '', l.doble ? Math.floor(columns / 2) : columns);
    else e.align(l.alinear ?? 'left').line(l.texto);
    e.size(1, 1).bold(false).align('left');
  }
  if (doc.qr) e.newline().align('center').qrcode(doc.qr, { model: 2, size: 6, errorlevel: 'm' }).align('left');
}

function prueba(e: ReceiptPrinterEncoder, doc: PruebaDocument, format: PrinterFormat, t: TFunction): void {
  e.align('center').bold(true).size(2, 2).line(t('prueba')).size(1, 1).bold(false).line(doc.impresora).align('left').rule();
  e.line(t('estacion', { estacion: t(doc.estacion) }));
  e.line(t('papel', { ancho: format.anchoMm, codePage: format.codePage }));
  e.line(`${doc.fecha} ${doc.hora}`);
  e.rule().line(TEXTO_PRUEBA).bold(true).line(TEXTO_PRUEBA).bold(false).size(2, 2).line('Ñandú').size(1, 1).rule();
}

/** The ESC/POS bytes of a document for one printer: initialised, code page set, cut at the end. */
export function encodeDocument(doc: PrintDocument, format: PrinterFormat, opts: { reimpresion?: boolean } = {}): Uint8Array {
  return build(doc, format, opts).encode();
}

export interface PrintedLine {
  texto: string;
  negrita: boolean;
  doble: boolean;
}

type EncoderCommand = { type: string; value?: unknown; property?: string };

/**
 * The same document as lines of text with their style, from the encoder's own command list
 * (`encode('commands')`): what a browser prints through its print dialog on an 80 or 58 mm page.
 */
export function documentLines(doc: PrintDocument, format: PrinterFormat, opts: { reimpresion?: boolean } = {}): PrintedLine[] {
  const lines = build(doc, format, opts).encode('commands') as unknown as { commands: EncoderCommand[]; height: number }[];
  let bold = false;
  let double = false;
  const out: PrintedLine[] = [];
  for (const line of lines) {
    let texto = '';
    let negrita = false;
    let doble = false;
    for (const c of line.commands) {
      if (c.type === 'style' && c.property === 'bold') bold = c.value === true;
      if (c.type === 'style' && c.property === 'size') double = ((c.value as { height?: number }).height ?? 1) > 1;
      if (c.type === 'text' && typeof c.value === 'string') {
        texto += c.value;
        if (c.value.trim()) {
          negrita ||= bold;
          doble ||= double;
        }
      }
      if (c.type === 'space' && typeof c.value === 'number') texto += ' '.repeat(c.value);
    }
    out.push({ texto: texto.replace(/\s+$/, ''), negrita, doble });
  }
  while (out.length > 0 && out[out.length - 1]!.texto === '') out.pop();
  return out;
}

function build(original: PrintDocument, format: PrinterFormat, opts: { reimpresion?: boolean }): ReceiptPrinterEncoder {
  const columns = columnsFor(format.anchoMm);
  const e = encoderFor(format).initialize().codepage(format.codePage);
  // What people typed and the labels alike, so no ticket prints '?' for a curly quote.
  const doc = documentoImprimible(original);
  const labels = textosTicket(doc.idioma ?? 'es');
  const t = ((...args: Parameters<TFunction>) => textoImprimible(String(labels(...args)))) as TFunction;
  header(e, !!opts.reimpresion, t);
  switch (doc.tipo) {
    case 'comanda':
      comanda(e, doc, columns, t);
      break;
    case 'recibo':
      recibo(e, doc, columns, t);
      break;
    case 'remito':
      remito(e, doc, columns, t);
      break;
    case 'documento':
      documento(e, doc, columns);
      break;
    case 'prueba':
      prueba(e, doc, format, t);
      break;
  }
  header(e, !!opts.reimpresion, t);
  e.cut('partial');
  if ((doc.tipo === 'recibo' || doc.tipo === 'documento') && doc.abrirCajon) e.pulse();
  return e;
}

/** A short title for lists and warnings ('Comanda mesa 4 · cocina · ronda 2'). */
export function documentTitle(doc: PrintDocument): string {
  switch (doc.tipo) {
    case 'comanda': {
      const donde = doc.mesaNumero !== null ? `mesa ${doc.mesaNumero}` : `pedido ${doc.pedidoNumero ?? ''}`.trim();
      if (doc.items.length > 0 && doc.items.every((i) => i.eliminado)) return `Anulación ${donde} · ${doc.estacion}`;
      if (doc.items.length > 0 && doc.items.every((i) => i.cambio)) return `Cambio ${donde} · ${doc.estacion}`;
      return `Comanda ${donde} · ${doc.estacion}${doc.ronda !== null ? ` · ronda ${doc.ronda}` : ''}`;
    }
    case 'recibo':
      return `Recibo ${doc.numero}`;
    case 'remito':
      return `Remito ${doc.numero}`;
    case 'documento':
      return doc.titulo;
    case 'prueba':
      return `Prueba ${doc.impresora}`;
  }
}
