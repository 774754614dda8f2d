/*
 * Phones' keyboards type typographic punctuation (curly quotes, long dashes, an ellipsis, a
 * bullet) and the formatters put no-break spaces inside amounts ('$\u00a01.500,00'). None of the
 * printers' code pages (cp858, cp850, cp860) carries most of them, so the encoder prints '?' in
 * their place. Every text of a ticket goes through `textoImprimible` before encoding: those
 * characters become their plain ASCII forms, and accents stay as letters (NFC), because the
 * code pages do print á, ñ, ç, ã and their capitals.
 */
const ASCII: Record<string, string> = {
  '\u2018': "'", // ‘
  '\u2019': "'", // ’
  '\u201a': "'", // ‚
  '\u201b': "'", // ‛
  '\u2032': "'", // ′
  '\u2039': "'", // ‹
  '\u203a': "'", // ›
  '\u00b4': "'", // ´ typed as an apostrophe
  '\u201c': '"', // “
  '\u201d': '"', // ”
  '\u201e': '"', // „
  '\u201f': '"', // ‟
  '\u2033': '"', // ″
  '\u00ab': '"', // «
  '\u00bb': '"', // »
  '\u2010': '-', // ‐
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '-', // ‒
  '\u2013': '-', // –
  '\u2014': '-', // —
  '\u2015': '-', // ―
  '\u2212': '-', // − minus sign
  '\u2026': '...', // …
  '\u2022': '*', // •
  '\u25cf': '*', // ●
  '\u2023': '*', // ‣
  '\u2043': '*', // ⁃
  '\u00a0': ' ', // no-break space
  '\u202f': ' ', // narrow no-break space (fr/pt formatters)
  '\u2007': ' ', // figure space
  '\u2009': ' ', // thin space
  '\u200a': ' ', // hair space
  '\u2002': ' ', // en space
  '\u2003': ' ', // em space
  '\u200b': '', // zero-width space
  '\u200c': '', // zero-width non-joiner
  '\u200d': '', // zero-width joiner
  '\u2060': '', // word joiner
  '\ufeff': '', // byte order mark
};
// An alternation of escapes, not a character class: joiners inside a class would combine with their neighbours.
const PATTERN = new RegExp(
  Object.keys(ASCII)
    .map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .join('|'),
  'g',
);

/** The text as the printer can print it: typographic punctuation as ASCII, accents composed. */
export function textoImprimible(text: string): string {
  return text.normalize('NFC').replace(PATTERN, (ch) => ASCII[ch]!);
}

/** Every string of a document (names, notes, amounts, lines) made printable; numbers and flags untouched. */
export function documentoImprimible<T>(value: T): T {
  if (typeof value === 'string') return textoImprimible(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => documentoImprimible(v)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, documentoImprimible(v)])) as T;
  }
  return value;
}
