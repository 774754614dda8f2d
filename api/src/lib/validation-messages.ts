/*
 * Spanish texts for zod issues as fastify-type-provider-zod reports them (keyword = issue code,
 * params = the rest of the issue). Written here rather than with zod's locale because the
 * product's wording names the field: "El campo 'password' debe tener al menos 1 caracteres".
 */

import type { FieldError } from '@resto/shared/contracts';

export type { FieldError };

export interface ValidationIssueLike {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  bigint: 'un número entero',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  date: 'una fecha',
  null: 'nulo',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'un e-mail válido',
  uuid: 'un UUID válido',
  guid: 'un UUID válido',
  url: 'una URL válida',
  datetime: 'una fecha y hora válida (ISO 8601)',
  date: 'una fecha válida (AAAA-MM-DD)',
  time: 'una hora válida (HH:MM)',
};

/** '/items/0/cantidad' -> 'items[0].cantidad' */
export function fieldName(instancePath: string): string {
  const parts = instancePath.split('/').filter((p) => p !== '');
  let name = '';
  for (const part of parts) {
    if (/^\d+$/.test(part)) name += `[${part}]`;
    else name += name ? `.${part}` : part;
  }
  return name;
}

function valueAt(root: unknown, instancePath: string): unknown {
  let current: unknown = root;
  for (const part of instancePath.split('/').filter((p) => p !== '')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function describe(issue: ValidationIssueLike, value: unknown): string {
  const p = issue.params;
  const origin = typeof p.origin === 'string' ? p.origin : '';
  const inclusive = p.inclusive !== false;
  switch (issue.keyword) {
    case 'invalid_type': {
      if (value === undefined || value === null) return 'es obligatorio';
      const expected = String(p.expected ?? '');
      return `debe ser ${TYPE_NAMES[expected] ?? expected}`;
    }
    case 'too_small': {
      const min = String(p.minimum);
      if (origin === 'string') return `debe tener al menos ${min} caracteres`;
      if (origin === 'array' || origin === 'set') return `debe tener al menos ${min} elementos`;
      return inclusive ? `debe ser mayor o igual a ${min}` : `debe ser mayor a ${min}`;
    }
    case 'too_big': {
      const max = String(p.maximum);
      if (origin === 'string') return `debe tener como máximo ${max} caracteres`;
      if (origin === 'array' || origin === 'set') return `debe tener como máximo ${max} elementos`;
      return inclusive ? `debe ser menor o igual a ${max}` : `debe ser menor a ${max}`;
    }
    case 'invalid_format': {
      const format = String(p.format ?? '');
      const name = FORMAT_NAMES[format];
      return name ? `debe ser ${name}` : 'no tiene un formato válido';
    }
    case 'invalid_value': {
      const values = Array.isArray(p.values) ? p.values.map((v) => String(v)).join(', ') : '';
      return values ? `debe ser uno de: ${values}` : 'no es válido';
    }
    case 'not_multiple_of':
      return `debe ser múltiplo de ${String(p.divisor)}`;
    case 'unrecognized_keys': {
      const keys = Array.isArray(p.keys) ? p.keys.map((k) => String(k)).join(', ') : '';
      return `tiene campos no permitidos: ${keys}`;
    }
    default:
      return 'no es válido';
  }
}

/**
 * Turns the validation issues of one request part into Spanish messages.
 * `data` is the validated part (body, query...) so a missing field reads "es obligatorio".
 * Custom issues (refinements) carry their own Spanish message and are used as written.
 */
export function toFieldErrors(issues: ValidationIssueLike[], data: unknown, part: string): FieldError[] {
  return issues.map((issue) => {
    const campo = fieldName(issue.instancePath);
    if (issue.keyword === 'custom' && issue.message && issue.message !== 'Invalid input') {
      return { campo, mensaje: issue.message };
    }
    const text = describe(issue, valueAt(data, issue.instancePath));
    if (!campo) {
      const subject = part === 'body' ? 'El cuerpo de la solicitud' : 'La consulta';
      return { campo, mensaje: `${subject} ${text}` };
    }
    return { campo, mensaje: `El campo '${campo}' ${text}` };
  });
}
