import { COMMENT_SUGGESTIONS } from '../rules/waiter';
import { searchKey } from '../rules/search-text';
import { buscarEnMenu, palabrasDeProducto, type Coincidencia, type ProductoMenu } from './menu';
import { leerNumero } from './numeros';

/*
 * What a person told the assistant, in Spanish (es-AR and neutral), read without any network:
 * either a comanda being dictated ('dos birras y una muzza para la 7') or a question about the
 * venue's numbers ('¿cuánto vendimos hoy?'). The assistant answers questions from the venue's
 * data and only PROPOSES a comanda's lines: the person confirms them, through the normal draft
 * endpoint.
 */

export type Periodo = 'hoy' | 'ayer' | 'semana' | 'mes';

/** A product named in a question or a line: the match, or the candidates to ask between. */
export interface ProductoDicho<P extends ProductoMenu = ProductoMenu> {
  /** What was said, as said. */
  texto: string;
  /** The product, when one fits clearly. */
  producto: P | null;
  /** When several fit about as well (or none): what to ask between. */
  candidatos: P[];
}

export type Consulta<P extends ProductoMenu = ProductoMenu> =
  | { tema: 'ventas'; periodo: Periodo; porMedio: boolean }
  | { tema: 'caja' }
  | { tema: 'mesas' }
  | { tema: 'pedidosAtrasados' }
  | { tema: 'stockBajo' }
  | { tema: 'stock'; producto: ProductoDicho<P> }
  | { tema: 'precio'; producto: ProductoDicho<P> }
  | { tema: 'reservas'; dia: 'hoy' | 'manana' }
  | { tema: 'masVendidos'; periodo: Periodo };

export interface LineaDictada<P extends ProductoMenu = ProductoMenu> extends ProductoDicho<P> {
  cantidad: number;
  /** Notes for the kitchen ('sin cebolla'), or null. */
  notas: string | null;
}

export type Interpretacion<P extends ProductoMenu = ProductoMenu> =
  { tipo: 'comanda'; mesa: number | null; lineas: LineaDictada<P>[] } | { tipo: 'consulta'; consulta: Consulta<P> } | { tipo: 'desconocido' };

/* ------------------------------------------------------------------------------------------- */

/** Where a note for the kitchen starts inside a line ('... sin cebolla', '... bien cocida'). */
const NOTA = /\b(sin|bien|jugos[oa]s?|a punto|vuelta y vuelta|extra|picante|poco|mucho|aparte|separad[oa]s?|para compartir|caliente|fri[oa]|con hielo|sin hielo)\b/;

/** The table: 'para la 7', 'a la mesa siete', 'mesa 12', 'en la 3'. */
const MESA = /(?:\b(?:para|a|en|de)\s+(?:la\s+)?mesa\s+|\bmesa\s+(?:n(?:ro|umero)?\s*)?|\b(?:para|a|en)\s+la\s+)((?:\d{1,3})|(?:[a-z]+(?:\s+y\s+[a-z]+)?))\b/;

/** Words that start a dictation and carry nothing ('agregá', 'anotá', 'poneme'). */
const VERBOS_DE_PEDIDO =
  /^(?:(?:che|bueno|dale|hola|por favor)\s+)*(?:agrega(?:me|le)?|anota(?:me|le)?|pone(?:me|le)?|traeme|trae|mandame|manda|marcha(?:n)?|quiero|queremos|van|sumale|suma|dame|pedime|pidieron|pide|pido)\b\s*/;

function periodoDe(text: string): Periodo {
  if (/\bayer\b/.test(text)) return 'ayer';
  if (/\bsemana\b/.test(text)) return 'semana';
  if (/\bmes\b/.test(text)) return 'mes';
  return 'hoy';
}

export function productoDicho<P extends ProductoMenu>(texto: string, menu: readonly P[]): ProductoDicho<P> {
  const found: Coincidencia<P>[] = buscarEnMenu(texto, menu);
  return found.length === 1 ? { texto, producto: found[0]!.producto, candidatos: [] } : { texto, producto: null, candidatos: found.map((c) => c.producto) };
}

/** The product named after the question's verb ('¿cuánto sale la muzza?' -> 'la muzza'). */
function despuesDe(text: string, pattern: RegExp): string {
  const m = pattern.exec(text);
  return m ? text.slice(m.index + m[0].length).trim() : '';
}

function consultaDe<P extends ProductoMenu>(text: string, menu: readonly P[]): Consulta<P> | null {
  const precio = /\b(?:cuanto\s+(?:sale|salen|cuesta|cuestan|vale|valen|esta|estan)|(?:que\s+)?precio\s+(?:de|del|tiene|tienen)?)\b/;
  if (precio.test(text)) return { tema: 'precio', producto: productoDicho(despuesDe(text, precio), menu) };

  if (/\bcaja\b|\barqueo\b|\befectivo\s+(?:esperado|en\s+caja|hay)\b|\bcuanta?\s+plata\s+hay\b/.test(text)) return { tema: 'caja' };
  const stockDe = /\b(?:stock\s+(?:de|del|hay\s+de)|cuant[oa]s?\s+(?:\w+\s+)?(?:queda|quedan|hay)(?:\s+de(?:l)?)?|queda(?:n)?\s+(?:de(?:l)?\s+)?)\b/;
  if (/\b(?:stock\s+bajo|poco\s+stock|bajo\s+stock|(?:que|hay\s+que)\s+reponer|falta\s+reponer|sin\s+stock|faltantes?)\b/.test(text)) return { tema: 'stockBajo' };
  if (stockDe.test(text) && !/\bmesas?\b/.test(text)) {
    const producto = despuesDe(text, stockDe);
    const m = /\bcuant[oa]s?\s+(\w+)\s+(?:queda|quedan|hay)\b/.exec(text);
    const dicho = producto || m?.[1] || '';
    if (dicho) return { tema: 'stock', producto: productoDicho(dicho, menu) };
  }

  if (/\b(?:mas\s+vendid[oa]s?|mas\s+se\s+vend\w*|top\s+\d*\s*(?:de\s+)?productos|mejores?\s+productos)\b/.test(text)) return { tema: 'masVendidos', periodo: periodoDe(text) };
  if (/\b(?:cuanto|que|como)\b.*\b(?:vend\w*|factur\w*|recaud\w*|hicimos|entro|ingreso|ingresaron|pagaron)\b|\bventas?\b/.test(text)) {
    return {
      tema: 'ventas',
      periodo: periodoDe(text),
      porMedio: /\b(?:medio|medios|forma|formas)\s+de\s+pago\b|\bpor\s+medio\b|\b(?:tarjeta|efectivo|transferencia|qr)s?\b.*\by\b|\bcomo\s+(?:nos\s+)?pagaron\b/.test(text),
    };
  }
  if (/\bpedidos?\b.*\b(?:atrasad|demorad|tarde|critic)\w*|\b(?:atrasad|demorad)\w*\b/.test(text)) return { tema: 'pedidosAtrasados' };
  if (/\bmesas?\b.*\b(?:ocupad|abierta|libres?|hay)\w*|\b(?:que|cuantas)\s+mesas\b/.test(text)) return { tema: 'mesas' };
  if (/\breservas?\b|\breservad[oa]s?\b/.test(text)) return { tema: 'reservas', dia: /\bmanana\b/.test(text) ? 'manana' : 'hoy' };
  return null;
}

/* ------------------------------------------------------------------------------------------- */

function mesaDe(text: string): { mesa: number | null; resto: string } {
  const m = MESA.exec(text);
  if (!m) return { mesa: null, resto: text };
  const dicho = m[1]!.split(/\s+/);
  const n = leerNumero(dicho);
  if (!n || n.valor <= 0 || n.palabras !== dicho.length) return { mesa: null, resto: text };
  return { mesa: n.valor, resto: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.trim() };
}

/** A dictation's lines: 'dos birras y una muzza' -> ['dos birras', 'una muzza']. */
function partes(text: string): string[] {
  return text
    .split(
      /\s*(?:,|;|\+|\n|\.\s|\by\s+(?=(?:\d|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|media|otra|otro)\b)|\bmas\s+(?=(?:\d|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\b)|\btambien\b)\s*/,
    )
    .map((p) => p.replace(/^(?:y|e|mas)\s+/, '').trim())
    .filter(Boolean);
}

/** The note of a line as the waiter app writes it: the quick comment's own casing when it is one. */
function notaDe(text: string): string {
  const key = searchKey(text);
  const quick = COMMENT_SUGGESTIONS.find((s) => searchKey(s) === key);
  return quick ?? key.charAt(0).toUpperCase() + key.slice(1);
}

function lineaDe<P extends ProductoMenu>(parte: string, menu: readonly P[]): { cantidad: number; texto: string; notas: string | null; dicho: boolean } {
  const words = parte.split(/\s+/);
  const n = leerNumero(words);
  const cantidad = n ? n.valor : 1;
  const rest = (n ? words.slice(n.palabras) : words).join(' ').replace(/^(?:de|del)\s+/, '');
  // A note starts at its marker, unless the marker is part of the product's own name ('agua sin gas').
  const nota = NOTA.exec(rest);
  if (nota) {
    const before = rest.slice(0, nota.index).trim();
    const whole = buscarEnMenu(rest, menu)[0];
    const keepsMarker = whole && palabrasDeProducto(rest).every((w) => palabrasDeProducto(whole.producto.nombre).some((p) => p === w || p.startsWith(w) || w.startsWith(p)));
    if (!keepsMarker) return { cantidad, texto: before, notas: notaDe(rest.slice(nota.index)), dicho: n !== null };
  }
  return { cantidad, texto: rest, notas: null, dicho: n !== null };
}

function comandaDe<P extends ProductoMenu>(text: string, menu: readonly P[]): Interpretacion<P> | null {
  const { mesa, resto } = mesaDe(text);
  const body = resto
    .replace(VERBOS_DE_PEDIDO, '')
    .replace(/^(?:para\s+)?la\s+mesa\b/, '')
    .trim();
  const lineas: LineaDictada<P>[] = [];
  for (const parte of partes(body)) {
    const { cantidad, texto, notas, dicho } = lineaDe(parte, menu);
    if (cantidad <= 0) continue;
    // 'tres empanadas de carne, una sin cebolla': a count with only a note splits the line before.
    const previa = lineas.at(-1);
    if (!texto && notas && previa && dicho && cantidad < previa.cantidad && previa.notas === null) {
      previa.cantidad -= cantidad;
      lineas.push({ ...previa, cantidad, notas });
      continue;
    }
    if (!texto && notas && previa) {
      previa.notas = previa.notas ? `${previa.notas}, ${notas.toLowerCase()}` : notas;
      continue;
    }
    if (!texto) continue;
    lineas.push({ ...productoDicho(texto, menu), cantidad, notas });
  }
  const known = lineas.filter((l) => l.producto || l.candidatos.length > 0);
  if (known.length === 0) return null;
  return { tipo: 'comanda', mesa, lineas };
}

/**
 * Reads what was said or typed. Questions are recognised by their words; anything else that
 * names products of the menu is a comanda, with its table when one was said.
 */
export function interpretar<P extends ProductoMenu>(dicho: string, menu: readonly P[]): Interpretacion<P> {
  // A colon or a semicolon separates like a comma ('mesa siete: dos birras').
  const text = searchKey(dicho.replace(/[¿?¡!]/g, ' ').replace(/\s*[:;]\s*/g, ', '));
  if (!text) return { tipo: 'desconocido' };
  const consulta = consultaDe(text, menu);
  if (consulta) return { tipo: 'consulta', consulta };
  return comandaDe(text, menu) ?? { tipo: 'desconocido' };
}
