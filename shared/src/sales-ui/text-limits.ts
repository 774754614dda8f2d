import type { z } from 'zod';

interface SchemaNode {
  _zod: { def: { type: string; in?: SchemaNode; innerType?: SchemaNode; checks?: { _zod: { def: { check: string; maximum?: number } } }[] } };
}

/**
 * The most characters a contract's text field takes (its zod `max`), looking through trims,
 * optionals and transforms; undefined when it sets none. Inputs carry it as `maxLength` so the
 * browser stops where the api would refuse.
 */
export function textMaxLength(schema: z.ZodType): number | undefined {
  const node = schema as unknown as SchemaNode;
  const def = node._zod.def;
  if (def.type === 'string') {
    const limits = (def.checks ?? []).flatMap((c) => (c._zod.def.check === 'max_length' && c._zod.def.maximum !== undefined ? [c._zod.def.maximum] : []));
    return limits.length > 0 ? Math.min(...limits) : undefined;
  }
  if (def.type === 'pipe' && def.in) return textMaxLength(def.in as unknown as z.ZodType);
  if (def.innerType) return textMaxLength(def.innerType as unknown as z.ZodType);
  return undefined;
}
