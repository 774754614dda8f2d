import { searchKey, searchWords } from './search-text';

/*
 * The waiter handheld's products: categories in the order the venue sorts them, their icons and
 * emojis, and the search by words. Pure: the screens and their tests share them.
 */

export const NO_CATEGORY = 'Sin categoría';
/* --------------------------------------------------------------- products */

export interface WaiterProduct {
  id: number;
  nombre: string;
  descripcion?: string | null;
  /** Decimal amount as the API sends it. */
  precio: number;
  activo?: boolean;
  categoria?: string | null;
  categoriaDescripcion?: string | null;
  controlaStock?: boolean;
  stockActual?: number | null;
  unidadMedida?: string;
  codigoBarras?: string | null;
  codigoSku?: string | null;
}

/** categoriaDescripcion, else categoria, else 'Sin categoría'. */
export function productCategory(p: Pick<WaiterProduct, 'categoria' | 'categoriaDescripcion'>): string {
  return p.categoriaDescripcion?.trim() || p.categoria?.trim() || NO_CATEGORY;
}

/** A category whose name holds both 'trago' and 'autor' is shown as 'Drinks'. */
export function categoryDisplayName(name: string): string {
  const key = searchKey(name);
  return key.includes('trago') && key.includes('autor') ? 'Drinks' : name;
}

export interface CategoryGroup<P> {
  name: string;
  products: P[];
}

/**
 * Active products grouped by category. Categories follow `order` (the menu's order) when given,
 * then the rest alphabetically, 'Sin categoría' last.
 */
export function groupByCategory<P extends WaiterProduct>(products: readonly P[], order: readonly string[] = []): CategoryGroup<P>[] {
  const groups = new Map<string, P[]>();
  for (const p of products) {
    if (p.activo === false) continue;
    const name = productCategory(p);
    const list = groups.get(name);
    if (list) list.push(p);
    else groups.set(name, [p]);
  }
  const rank = (name: string) => {
    const i = order.findIndex((o) => searchKey(o) === searchKey(name));
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...groups.entries()]
    .map(([name, list]) => ({ name, products: list }))
    .sort((a, b) => {
      if (a.name === NO_CATEGORY || b.name === NO_CATEGORY) return a.name === NO_CATEGORY ? 1 : -1;
      return rank(a.name) - rank(b.name) || a.name.localeCompare(b.name, 'es');
    });
}

type Keywords = readonly [readonly string[], string][];

function byKeyword(text: string, table: Keywords): string | null {
  const key = searchKey(text);
  for (const [words, emoji] of table) if (words.some((w) => key.includes(w))) return emoji;
  return null;
}

const CATEGORY_ICONS: Keywords = [
  [['trago', 'drink', 'coctel', 'cocktail'], '🍸'],
  [['vino', 'bodega'], '🍷'],
  [['cerveza', 'birra'], '🍺'],
  [['cafe', 'cafeteria', 'desayuno', 'merienda'], '☕'],
  [['bebida', 'gaseosa', 'jugo'], '🥤'],
  [['postre', 'dulce', 'helado'], '🍰'],
  [['pizza'], '🍕'],
  [['pasta'], '🍝'],
  [['hamburguesa', 'burger', 'sandwich'], '🍔'],
  [['parrilla', 'carne', 'asado'], '🥩'],
  [['ensalada', 'vegetar', 'vegano'], '🥗'],
  [['entrada', 'picada', 'tapa'], '🥟'],
  [['principal', 'plato', 'minuta'], '🍽️'],
];

/** The icon of a category button, chosen by keywords of its name. */
export function categoryIcon(name: string): string {
  return byKeyword(name, CATEGORY_ICONS) ?? '🍴';
}

const PRODUCT_EMOJIS: Keywords = [
  [['empanada'], '🥟'],
  [['pizza', 'fugazz', 'muzza'], '🍕'],
  [['hamburguesa', 'burger'], '🍔'],
  [['milanesa'], '🍖'],
  [['bife', 'asado', 'vacio', 'entrana', 'lomo', 'carne'], '🥩'],
  [['pollo', 'suprema'], '🍗'],
  [['noquis', 'sorrentino', 'raviol', 'fideo', 'spaghetti', 'tallarin', 'lasagna', 'pasta'], '🍝'],
  [['ensalada'], '🥗'],
  [['papas', 'fritas'], '🍟'],
  [['rabas', 'calamar'], '🦑'],
  [['pescado', 'salmon', 'merluza'], '🐟'],
  [['provoleta', 'queso', 'fiambre'], '🧀'],
  [['helado'], '🍨'],
  [['flan', 'budin'], '🍮'],
  [['torta', 'tiramisu', 'postre', 'cheesecake', 'brownie'], '🍰'],
  [['cafe', 'espresso', 'cortado', 'capuccino', 'lagrima'], '☕'],
  [['te ', 'infusion'], '🍵'],
  [['cerveza', 'ipa', 'pinta'], '🍺'],
  [['vino', 'malbec', 'cabernet', 'torrontes'], '🍷'],
  [['negroni', 'gin', 'fernet', 'aperol', 'spritz', 'mojito', 'trago', 'daiquiri', 'campari'], '🍸'],
  [['agua'], '💧'],
  [['jugo', 'limonada', 'exprimido'], '🧃'],
  [['gaseosa', 'cola', 'soda', 'sprite', 'tonica'], '🥤'],
];

/** The emoji of a product card: from its name first, then its category. */
export function productEmoji(p: Pick<WaiterProduct, 'nombre' | 'categoria' | 'categoriaDescripcion'>): string {
  return byKeyword(` ${p.nombre} `, PRODUCT_EMOJIS) ?? byKeyword(productCategory(p), CATEGORY_ICONS) ?? '🍽️';
}

/** Stock-controlled products at 0 or below cannot be added. */
export function canAddProduct(p: Pick<WaiterProduct, 'controlaStock' | 'stockActual'>): boolean {
  return !p.controlaStock || (p.stockActual ?? 0) > 0;
}

/** Local search over the menu (used offline): every word in the name, or the exact code. */
export function productMatches(p: WaiterProduct, query: string): boolean {
  const words = searchWords(query);
  if (words.length === 0) return false;
  const name = searchKey(p.nombre);
  if (words.every((w) => name.includes(w))) return true;
  const code = query.trim().toLowerCase();
  return p.codigoBarras?.toLowerCase() === code || (p.codigoSku?.toLowerCase().startsWith(code) ?? false);
}
