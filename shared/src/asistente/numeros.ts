/*
 * Spanish numbers as a waiter says them: digits ('2', '12') or words ('dos', 'una', 'doce',
 * 'veintidós', 'treinta y dos'), plus the usual amounts ('un par de', 'media docena de').
 * Words are in search form (lower case, no accents).
 */

const UNITS: Record<string, number> = {
  cero: 0,
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
};

const TEENS_AND_TWENTIES: Record<string, number> = {
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiun: 21,
  veintiuno: 21,
  veintiuna: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
};

const TENS: Record<string, number> = { treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90 };

/** A number read at the start of `words`: its value and how many words it took, or null. */
export function leerNumero(words: readonly string[], start = 0): { valor: number; palabras: number } | null {
  const w = words[start];
  if (w === undefined) return null;
  if (/^\d{1,4}$/.test(w)) return { valor: Number(w), palabras: 1 };
  // '2x' and 'x2' as written on a note.
  const times = /^(?:x(\d{1,3})|(\d{1,3})x)$/.exec(w);
  if (times) return { valor: Number(times[1] ?? times[2]), palabras: 1 };
  if (w === 'media' && words[start + 1] === 'docena') return { valor: 6, palabras: words[start + 2] === 'de' ? 3 : 2 };
  if ((w === 'una' || w === 'un') && words[start + 1] === 'docena') return { valor: 12, palabras: words[start + 2] === 'de' ? 3 : 2 };
  if (w === 'un' && words[start + 1] === 'par') return { valor: 2, palabras: words[start + 2] === 'de' ? 3 : 2 };
  if (w in TENS) {
    const tens = TENS[w]!;
    const unit = words[start + 2];
    if (words[start + 1] === 'y' && unit !== undefined && unit in UNITS && UNITS[unit]! > 0) return { valor: tens + UNITS[unit]!, palabras: 3 };
    return { valor: tens, palabras: 1 };
  }
  if (w in TEENS_AND_TWENTIES) return { valor: TEENS_AND_TWENTIES[w]!, palabras: 1 };
  if (w in UNITS) return { valor: UNITS[w]!, palabras: 1 };
  return null;
}
