import { distance } from 'fastest-levenshtein';
import { searchWords } from '../rules/search-text';

/*
 * Matching what a waiter says ('dos birras', 'una muzza', 'la mila') against the venue's menu:
 * accents and case ignored, plurals, the usual nicknames, abbreviations ('empa' for empanada) and
 * small slips ('muzarela'). When two products fit about as well, both are returned so the
 * assistant asks which one instead of guessing.
 */

/** What the matcher needs of a product. */
export interface ProductoMenu {
  id: number;
  nombre: string;
}

/** Words that carry no product meaning in an order ('una de carne' -> 'carne'). */
const STOPWORDS = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'con', 'y', 'a', 'al', 'en', 'e', 'o', 'un', 'una', 'unos', 'unas', 'mas', 'otra', 'otro', 'otras', 'otros']);

/** Words a waiter adds around a product that a menu name may lack: ignored when they match nothing. */
const FILLERS = new Set([
  'porcion',
  'porciones',
  'plato',
  'platos',
  'vaso',
  'vasos',
  'copa',
  'copas',
  'botella',
  'botellas',
  'lata',
  'latas',
  'unidad',
  'unidades',
  'chica',
  'chico',
  'grande',
  'favor',
  'porfa',
  'porfavor',
  'che',
]);

/** Nicknames and short forms as said in Argentina (search form), to the menu words they stand for. */
const APODOS: Record<string, string> = {
  birra: 'cerveza',
  birrita: 'cerveza',
  porron: 'cerveza',
  chopp: 'cerveza',
  muzza: 'muzzarella',
  muza: 'muzzarella',
  muzzarela: 'muzzarella',
  mozzarella: 'muzzarella',
  mozarella: 'muzzarella',
  muzarella: 'muzzarella',
  fugazeta: 'fugazzeta',
  fuga: 'fugazzeta',
  napo: 'napolitana',
  mila: 'milanesa',
  milanga: 'milanesa',
  empa: 'empanada',
  empanadita: 'empanada',
  coca: 'gaseosa cola',
  cocacola: 'gaseosa cola',
  cafecito: 'cafe',
  expreso: 'espresso',
  fernecito: 'fernet',
  vinito: 'vino',
  heladito: 'helado',
  flancito: 'flan',
  provo: 'provoleta',
  gintonic: 'gin tonic',
  aguita: 'agua',
  noquis: 'noqui',
  papitas: 'papa',
};

/** Singular search form: 'birras' -> 'birra', 'flanes' -> 'flane' (the comparison tolerates the rest). */
export function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** A text's meaningful words, singular, nicknames replaced by the menu words they stand for. */
export function palabrasDeProducto(text: string): string[] {
  const out: string[] = [];
  for (const raw of searchWords(text.replace(/[-/.,;:!¡?¿()"']/g, ' '))) {
    if (STOPWORDS.has(raw)) continue;
    const apodo = APODOS[raw] ?? APODOS[singular(raw)];
    if (apodo) out.push(...apodo.split(' '));
    else out.push(singular(raw));
  }
  return out;
}

/**
 * How alike a word said and a word of a product's name are, 0 to 1: equal, what was said is the
 * start of the name's word ('empa' for empanada), the name's word is the start of what was said
 * with a plural's ending left ('flane' for flan; but 'gaseosa' is not 'gas'), or a small slip.
 */
export function parecido(dicha: string, delProducto: string): number {
  if (dicha === delProducto) return 1;
  if (dicha.length >= 3 && delProducto.startsWith(dicha)) return 0.9;
  if (delProducto.length >= 4 && dicha.startsWith(delProducto) && dicha.length - delProducto.length <= 2) return 0.9;
  // A slip only in a word long enough for one letter not to make another word ('hola' is not 'cola').
  const longest = Math.max(dicha.length, delProducto.length);
  if (longest < 5) return 0;
  const similarity = 1 - distance(dicha, delProducto) / longest;
  return similarity >= 0.75 ? similarity : 0;
}

export interface Coincidencia<P extends ProductoMenu = ProductoMenu> {
  producto: P;
  /** 0 to 1. */
  puntaje: number;
}

/** Below this a product is not taken as what was said. */
export const PUNTAJE_MINIMO = 0.6;
/** Products within this of the best one are as likely: the assistant asks. */
const EMPATE = 0.1;

function puntaje(dichas: readonly string[], delProducto: readonly string[]): number {
  if (delProducto.length === 0) return 0;
  let suma = 0;
  let contadas = 0;
  const usadas = new Set<number>();
  for (const word of dichas) {
    let best = 0;
    let bestIndex = -1;
    delProducto.forEach((p, i) => {
      const s = parecido(word, p);
      if (s > best) {
        best = s;
        bestIndex = i;
      }
    });
    if (best === 0 && FILLERS.has(word)) continue;
    suma += best;
    contadas += 1;
    if (bestIndex >= 0) usadas.add(bestIndex);
  }
  if (contadas === 0) return 0;
  // Mostly how well what was said fits; a little for how much of the name it covers (so that
  // 'empanada de carne' prefers the carne one and a bare 'pizza' is a tie).
  return 0.85 * (suma / contadas) + 0.15 * (usadas.size / delProducto.length);
}

/**
 * The menu's products that fit `text`, best first: one when it is clear, several when they tie
 * (the assistant names them and asks), none when nothing fits.
 */
export function buscarEnMenu<P extends ProductoMenu>(text: string, menu: readonly P[]): Coincidencia<P>[] {
  const dichas = palabrasDeProducto(text);
  if (dichas.length === 0) return [];
  const scored = menu
    .map((producto) => ({ producto, puntaje: puntaje(dichas, palabrasDeProducto(producto.nombre)) }))
    .filter((c) => c.puntaje >= PUNTAJE_MINIMO)
    .sort((a, b) => b.puntaje - a.puntaje || a.producto.nombre.localeCompare(b.producto.nombre));
  const top = scored[0];
  if (!top) return [];
  return scored.filter((c) => c.puntaje >= top.puntaje - EMPATE).slice(0, 4);
}
