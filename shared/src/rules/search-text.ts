/**
 * The form names are compared in: lower case, accents and extra spaces removed, so 'Café  con
 * LECHE' and 'cafe con leche' match (searches and uniqueness of names ignore case and accents).
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search, in search form: ' Pizza  MUZZA ' -> ['pizza', 'muzza']. */
export function searchWords(text: string): string[] {
  const key = searchKey(text);
  return key ? key.split(' ') : [];
}
