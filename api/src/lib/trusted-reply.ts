import type { FastifySchema } from 'fastify';

/** Objects whose JSON text is kept once written (see `reusableJson`). */
const reusable = new WeakSet<object>();
const texts = new WeakMap<object, string>();

/**
 * Marks `value` (deeply frozen by the caller: it never changes) as one whose JSON text may be
 * written once and reused by every trusted reply that carries it: a comanda's lines are shaped
 * once per stored row (`shapeItem`) and ride along in every later add's answer.
 */
export function reusableJson<T extends object>(value: T): T {
  reusable.add(value);
  return value;
}

/**
 * JSON.stringify, except that objects marked `reusableJson` are written from their kept text.
 * Plain objects and arrays around them are walked here (a comanda's answer: the envelope, the
 * draft's few dozen fields, its lines); anything else, and every object with nothing reusable
 * in it, is JSON.stringify's own work. Same text as JSON.stringify: keys in their order, undefined
 * and function values left out of objects and written as null in arrays, toJSON honoured (a Date
 * is not a plain object, so JSON.stringify writes it). (JSON.stringify's replacer could swap in
 * placeholders, but any replacer takes V8 off its fast path for the whole value: slower than this.)
 */
export function stringifyReusing(data: unknown): string {
  return write(data) ?? 'null';
}

function write(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (reusable.has(value)) {
    let json = texts.get(value);
    if (json === undefined) {
      json = JSON.stringify(value);
      texts.set(value, json);
    }
    return json;
  }
  if (Array.isArray(value)) return `[${value.map((v: unknown) => write(v) ?? 'null').join(',')}]`;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return JSON.stringify(value);
  const fields: string[] = [];
  for (const key of Object.keys(value)) {
    const json = write((value as Record<string, unknown>)[key]);
    if (json !== undefined) fields.push(`${JSON.stringify(key)}:${json}`);
  }
  return `{${fields.join(',')}}`;
}

/**
 * Route options for a reply the api's own mapper builds to the contract's exact shape (the
 * comanda add answers the whole comanda: checking it against the zod contract on every add cost
 * about a tenth of the add). In production the reply is written with `stringifyReusing`, unchecked;
 * everywhere else (tests, development) the route keeps the contract's serializer, which refuses a
 * reply that strays from the contract, so the suite keeps checking these replies' shape
 * (`test/trusted-reply.test.ts` checks the production text against the contract's).
 */
export function trustedReply(production = process.env.NODE_ENV === 'production'): { serializerCompiler?: (route: { schema: FastifySchema }) => (data: unknown) => string } {
  return production ? { serializerCompiler: () => stringifyReusing } : {};
}
