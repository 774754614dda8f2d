import fs from 'node:fs';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, ON_POSTGRES, type TestApp } from './helpers/test-app';

/*
 * Schema fuzzer generated from the OpenAPI document (GET /api/docs/json): for every route, bodies,
 * path ids and query strings drawn from the route's own schemas (mostly valid shapes, often
 * with a wrong type, a hostile number or id, or junk), sent as an admin and anonymously, on a
 * fixed seed. A 5xx fails; so does any change to the database made by a request that was refused:
 * a row trigger on every table (insert, update, delete) counts its changes in `fuzz_changes`, in
 * the request's own transaction, so any row added, deleted or updated by a refused request shows
 * (what it rolled back does not), for the price of one small read per request.
 */

const SEED = 20_261_125;
/** Cases per route and caller. */
const RUNS = Number(process.env.FUZZ_RUNS ?? (ON_POSTGRES ? 2 : 14));

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** The statuses the document says the operation answers. */
  statuses: string[];
}

/** Refusals a caller reads the document for: each one answered must be documented for its operation. */
const DOCUMENTED_REFUSALS = new Set([400, 401, 403, 404, 409, 422]);
/** A query parameter no route takes. */
const UNKNOWN_PARAM = 'zzNoExiste';

/** Numbers a "> 0" or integer rule must not be fooled by. */
const hostileNumber = fc.constantFrom(1e-320, 5e-324, -0, 0.001, 1e21, -1, 0, 0.1 + 0.2, Number.MAX_SAFE_INTEGER + 2, 1.5);
/** Path and query values that are not plain decimal integers. */
const hostileId = fc.constantFrom('0x10', '1e1', ' 16', '16 ', '-1', '0', '1.0', '+1', '9'.repeat(30), '%00', 'null', '[]');
const junk = fc.jsonValue({ maxDepth: 3 });

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern === '^\\d{1,16}$') return fc.integer({ min: 1, max: 6 }).map(String);
  if (schema.format === 'date' || schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return fc.constantFrom('2026-11-25', '2026-02-30', '1900-01-01');
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  return fc.oneof(fc.string({ minLength, maxLength }), fc.constantFrom('Prueba', 'ARS', 'USD', 'efectivo', 'es-AR', '  ', '<script>', "' OR 1=1 --"));
}

/** A value for `schema`: mostly of its shape, sometimes deliberately wrong. */
function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return junk;
  const shaped = shapedFor(schema, depth);
  const withNull = schema.nullable ? fc.oneof(shaped, fc.constant(null)) : shaped;
  return fc.oneof({ arbitrary: withNull, weight: 8 }, { arbitrary: junk, weight: 1 });
}

function shapedFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => arbitraryFor(v, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.oneof(fc.integer({ min: Math.max(schema.minimum ?? -5, -5), max: Math.min(schema.maximum ?? 6, 1_000_000) }), hostileNumber);
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.double({ noNaN: true, noDefaultInfinity: true }), hostileNumber);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringArb(schema);
    case 'array':
      return fc.array(arbitraryFor(schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(props)) record[key] = arbitraryFor(value, depth + 1);
      const keys = Object.keys(props);
      return fc.record(record, { requiredKeys: keys.filter((k) => required.has(k) || keys.length < 4) });
    }
    default:
      return junk;
  }
}

function paramArb(param: Parameter): fc.Arbitrary<string | undefined> {
  const value = fc.oneof(
    { arbitrary: arbitraryFor(param.schema).map((v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v))), weight: 4 },
    { arbitrary: hostileId, weight: 2 },
  );
  return param.required || param.in === 'path' ? value : fc.option(value, { nil: undefined });
}

interface Case {
  params: Record<string, string | undefined>;
  body: unknown;
  /** The body as sent: JSON of the drawn value, or a deeply nested document. */
  raw: string | null;
}

function caseArb(op: Operation): fc.Arbitrary<Case> {
  const params: Record<string, fc.Arbitrary<string | undefined>> = {};
  for (const p of op.parameters) if (p.in !== 'header') params[`${p.in}:${p.name}`] = paramArb(p);
  const body = op.body ? arbitraryFor(op.body) : fc.oneof(fc.constant(undefined), junk);
  const raw = fc.oneof(
    { arbitrary: fc.constant(null), weight: 12 },
    { arbitrary: fc.constantFrom('{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000), '['.repeat(20_000) + ']'.repeat(20_000)), weight: 1 },
  );
  return fc.record({ params: fc.record(params), body, raw });
}

function urlFor(op: Operation, params: Record<string, string | undefined>): string {
  let path = op.path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const [where, name] = key.split(':') as [string, string];
    if (where === 'path') path = path.replace(`{${name}}`, encodeURIComponent(value ?? ''));
    else if (value !== undefined) query.set(name, value);
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Routes whose success would end the fuzzing session itself (sign-out, own password). */
const ADMIN_SKIP = [/^\/api\/auth\//, /^\/api\/usuarios\/\{id\}/];
/** Written by a refused request on purpose: sign-in attempts and sessions; FTS shadow tables. */
const UNWATCHED = [/^sesiones$/, /^aprobacion_pin_intentos$/, /^productos_fts/, /^hub_outbox$/, /login/, /^fuzz_changes$/, /^kysely_/];
/**
 * Columns a refused request writes on purpose: a wrong approval PIN is counted before it is
 * verified and the count must stay; the last sign-in.
 */
const UNWATCHED_COLUMNS: Record<string, readonly string[]> = { usuarios: ['pin_fallos', 'pin_bloqueado_hasta', 'ultimo_acceso'] };

/** Row triggers that count every insert, update and delete of each watched table in fuzz_changes. */
async function watchChanges(db: TestApp['app']['db']): Promise<void> {
  const schema = ON_POSTGRES ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s : undefined;
  const tables = (await db.introspection.getTables())
    .filter((table) => !table.isView && (schema === undefined || table.schema === schema))
    .filter((table) => !UNWATCHED.some((re) => re.test(table.name)));
  await sql`create table fuzz_changes (t text primary key, n integer not null)`.execute(db);
  if (ON_POSTGRES) {
    await sql`create function fuzz_count() returns trigger language plpgsql as $$
      begin update fuzz_changes set n = n + 1 where t = TG_TABLE_NAME; return null; end $$`.execute(db);
  }
  for (const table of tables) {
    const name = table.name;
    await sql`insert into fuzz_changes (t, n) values (${name}, 0)`.execute(db);
    const skip = UNWATCHED_COLUMNS[name] ?? [];
    const columns = table.columns.map((c) => c.name).filter((c) => !skip.includes(c));
    const update = skip.length > 0 ? sql.raw(`update of ${columns.map((c) => `"${c}"`).join(', ')}`) : sql.raw('update');
    for (const [event, what] of [
      ['i', sql.raw('insert')],
      ['u', update],
      ['d', sql.raw('delete')],
    ] as const) {
      const trigger = sql.raw(`"fuzz_${name}_${event}"`);
      if (ON_POSTGRES) {
        await sql`create trigger ${trigger} after ${what} on ${sql.table(name)} for each row execute function fuzz_count()`.execute(db);
      } else {
        await sql`create trigger ${trigger} after ${what} on ${sql.table(name)} for each row begin update fuzz_changes set n = n + 1 where t = ${sql.lit(name)}; end`.execute(db);
      }
    }
  }
}

let t: TestApp;
let adminToken: string;
let operations: Operation[] = [];

beforeAll(async () => {
  // No scheduled backup check: its writes are the timer's, not a request's.
  t = await createTestApp({ buildOptions: { backups: { checkIntervalMs: 0 } } });
  adminToken = (await login(t.app, 'admin@demo.local', 'admin123')).token;
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; responses?: Record<string, unknown> }>>;
  }>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        statuses: Object.keys(op.responses ?? {}),
      });
    }
  }
  operations = operations.filter((op) => op.path.startsWith('/api/') && !op.path.startsWith('/api/docs'));

  await watchChanges(t.app.db);
});

afterAll(async () => {
  await t.close();
});

/** How many rows each watched table has had inserted, updated or deleted so far. */
async function fingerprint(): Promise<string> {
  const rows = (await sql<{ t: string; n: number | string }>`select t, n from fuzz_changes where n > 0 order by t`.execute(t.app.db)).rows;
  return rows.map((r) => `${r.t}:${Number(r.n)}`).join('|');
}

describe('schema fuzzer (OpenAPI-driven, fixed seed)', () => {
  it('no route answers 5xx, and a refused request changes nothing', async () => {
    expect(operations.length).toBeGreaterThan(100);
    // The watch sees a row changed in place (not only rows added or deleted).
    const untouched = await fingerprint();
    await sql`update locales set nombre = nombre where id = (select min(id) from locales)`.execute(t.app.db);
    expect(await fingerprint()).not.toBe(untouched);
    let requests = 0;
    let last = await fingerprint();
    for (const [index, op] of operations.entries()) {
      for (const caller of ['anonimo', 'admin'] as const) {
        if (caller === 'admin' && ADMIN_SKIP.some((re) => re.test(op.path))) continue;
        await fc.assert(
          fc.asyncProperty(caseArb(op), async (input) => {
            const payload = input.raw ?? (input.body === undefined ? undefined : JSON.stringify(input.body));
            if (process.env.FUZZ_TRACE) fs.appendFileSync(process.env.FUZZ_TRACE, `${caller} ${op.method} ${urlFor(op, input.params)} ${String(payload).slice(0, 200)}\n`);
            const response = await t.app.inject({
              method: op.method as 'GET',
              url: urlFor(op, input.params),
              headers: { 'content-type': 'application/json', ...(caller === 'admin' ? bearer(adminToken) : {}) },
              ...(payload === undefined || op.method === 'GET' ? {} : { payload }),
            });
            requests += 1;
            const where = `${caller} ${op.method} ${urlFor(op, input.params)} ${String(payload).slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
            expect(response.statusCode, where).toBeLessThan(500);
            if (DOCUMENTED_REFUSALS.has(response.statusCode)) expect(op.statuses, `undocumented ${response.statusCode}: ${where}`).toContain(String(response.statusCode));
            if (response.headers['content-type']?.toString().includes('json')) {
              const envelope = response.json<{ success?: boolean; code?: string }>();
              if (response.statusCode >= 400) expect(envelope, where).toMatchObject({ success: false, code: expect.any(String) });
            }
            // The state after one request is the state before the next: one fingerprint per request.
            const before = last;
            last = await fingerprint();
            if (response.statusCode >= 400) expect(last, `a refused request changed the data: ${where}`).toBe(before);
          }),
          { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
        );
      }
    }
    // Thousands of cases in all (about a thousand on PostgreSQL, whose round trips cost more).
    expect(requests).toBeGreaterThan(RUNS * operations.length);
  }, 600_000);

  it('refuses a query parameter the route does not take on every operation, naming it, and changes nothing', async () => {
    const before = await fingerprint();
    for (const op of operations) {
      // A well-formed request otherwise: the route's own parameters drawn from their schemas, no body.
      const [input] = fc.sample(caseArb(op), { seed: SEED, numRuns: 1 });
      const params: Record<string, string | undefined> = { ...input!.params, [`query:${UNKNOWN_PARAM}`]: '1' };
      const url = urlFor(op, params);
      const response = await t.app.inject({ method: op.method as 'GET', url, headers: bearer(adminToken) });
      const where = `${op.method} ${url} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
      expect(response.statusCode, where).toBe(400);
      expect(response.json(), where).toMatchObject({ success: false, code: 'PARAMETRO_DESCONOCIDO', params: { parametro: UNKNOWN_PARAM } });
    }
    expect(await fingerprint()).toBe(before);
  });
});
