/**
 * 'ClientMutationId' -> 'clientMutationId', 'ID' -> 'id', 'URLPath' -> 'urlPath'.
 * Keys that already start in lower case are left alone. The spec's payloads use PascalCase
 * (as the original .NET server accepted); the api works in camelCase.
 */
export function camelKey(key: string): string {
  const lead = /^[A-Z]+/.exec(key)?.[0];
  if (!lead) return key;
  if (lead.length === key.length) return key.toLowerCase();
  if (lead.length === 1) return key[0]!.toLowerCase() + key.slice(1);
  // 'URLPath': the last capital starts the next word.
  const next = key[lead.length]!;
  if (/[a-z]/.test(next)) return lead.slice(0, -1).toLowerCase() + key.slice(lead.length - 1);
  return lead.toLowerCase() + key.slice(lead.length);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Deep copy with object keys in camelCase. When a body carries both spellings of one key
 * ('MesaId' and 'mesaId'), the camelCase one wins: it is the api's own name.
 */
export function camelizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeKeys);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const camel = camelKey(key);
    if (camel !== key && Object.hasOwn(value, camel)) continue;
    out[camel] = camelizeKeys(inner);
  }
  return out;
}
