import type { ApiResult } from '@resto/shared/api-client';

/** A refused save with the api's code, so a form can show it on the field it is about. */
export class InsumosRefusal extends Error {
  readonly code: string | undefined;
  constructor(message: string, code: string | undefined) {
    super(message);
    this.name = 'InsumosRefusal';
    this.code = code;
  }
}

/** The answer's data, or an InsumosRefusal with the api's message (already in the user's language) and code. */
export function unwrapSave<T>(result: ApiResult<T>): T {
  if (result.success) return result.data as T;
  throw new InsumosRefusal(result.message ?? '', result.code);
}
