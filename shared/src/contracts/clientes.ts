import { z } from 'zod';
import { fiscalIdDigits, FISCAL_ID_MIN_DIGITS } from '../rules/fiscal-id';
import { clientMutationIdSchema, currencyCodeSchema, optionalTextSchema, pageQuerySchema, percentSchema, positiveAmountSchema, requiredTextSchema, userRefSchema } from './fields';

/** A customer. `saldo` is what they owe on their current account. */
export const clienteSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  email: z.string().nullable(),
  /** E.164, e.g. '+5491123456789'. */
  telefono: z.string(),
  direccion: z.string(),
  numero: z.string().nullable(),
  departamento: z.string(),
  ciudad: z.string(),
  provincia: z.string().nullable(),
  /** Digits only. */
  cuit: z.string().nullable(),
  descuento: z.number(),
  cuentaCorriente: z.boolean(),
  activo: z.boolean(),
  comentario: z.string().nullable(),
  saldo: z.number(),
  /** The most they may owe on their current account; null without one (or on an account opened before limits). */
  limiteCredito: z.number().nullable().optional(),
  /** Another active customer with the same name once normalised, or the same CUIT/document: a possible look-alike. */
  parecidoA: z.object({ id: z.number().int(), nombre: z.string() }).nullable().optional(),
});
export type Cliente = z.infer<typeof clienteSchema>;

/** Invisible and text-direction characters: a name holding them looks like another one on screen. */
const INVISIBLE_CHARACTERS = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** A customer's name as stored: no invisible or direction characters, spaces collapsed, NFC. */
export function normalizeCustomerName(nombre: string): string {
  return nombre.replace(INVISIBLE_CHARACTERS, '').normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * Cyrillic and Greek letters drawn like Latin ones ('Bоdegón' with a Cyrillic о reads as
 * 'Bodegón'), as the Latin letter they pass for; upper and lower case apart, since Greek Η passes
 * for H and η for n. Each pair: the look-alike, then the Latin letter.
 */
const LATIN_LOOK_ALIKES: Record<string, string> = Object.fromEntries(
  'Аa аa Вb вb Еe еe Кk кk Мm мm Нh нh Оo оo Рp рp Сc сc Тt тt Уy уy Хx хx Ѕs ѕs Іi іi Јj јj Ԁd ԁd Ԛq ԛq Ԝw ԝw Һh һh Ӏl ӏl Үy үy Ьb Αa αa Βb βb Εe εe Ζz Ηh ηn Ιi ιi Κk κk Μm Νn νv Οo οo Ρp ρp Τt τt Υy υu Χx χx Ϲc ϲc Ϳj ϳj ıi ȷj ɡg ɑa ɩi ʏy'
    .split(' ')
    .map((pair) => [...pair] as [string, string]),
);
const LATIN_LOOK_ALIKE = new RegExp(`[${Object.keys(LATIN_LOOK_ALIKES).join('')}]`, 'gu');

/**
 * The name as look-alikes are compared: also ignoring accents, case, spaces and punctuation, with
 * compatibility forms folded (full-width and mathematical letters, ligatures) and letters of other
 * scripts drawn like Latin ones read as those.
 */
export function customerNameKey(nombre: string): string {
  return normalizeCustomerName(nombre)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(LATIN_LOOK_ALIKE, (ch) => LATIN_LOOK_ALIKES[ch]!)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const emailSchema = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .refine((v) => !v || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: 'El e-mail no tiene un formato válido' })
  .transform((v) => (v ? v.toLowerCase() : null));

/** At least 11 digits; the api also checks the CUIT/CUIL check digit in Argentina. */
const fiscalIdSchema = z
  .string()
  .trim()
  .max(20)
  .nullish()
  .refine((v) => !v || (/^\d+$/.test(fiscalIdDigits(v)) && fiscalIdDigits(v).length >= FISCAL_ID_MIN_DIGITS), {
    error: `El CUIT/CUIL debe tener al menos ${FISCAL_ID_MIN_DIGITS} dígitos`,
  })
  .transform((v) => (v ? fiscalIdDigits(v) : null));

const clienteFields = {
  /** Normalised (normalizeCustomerName): a name of invisible characters only is no name. */
  nombre: requiredTextSchema('El nombre es obligatorio', 120)
    .transform(normalizeCustomerName)
    .pipe(z.string().min(1, { error: 'El nombre es obligatorio' })),
  email: emailSchema,
  /** Validated by the api for the venue's country. */
  telefono: requiredTextSchema('El teléfono es obligatorio', 40),
  direccion: requiredTextSchema('La dirección es obligatoria', 200),
  numero: optionalTextSchema(20),
  departamento: requiredTextSchema('El departamento es obligatorio', 100),
  ciudad: requiredTextSchema('La ciudad es obligatoria', 100),
  provincia: optionalTextSchema(100),
  cuit: fiscalIdSchema,
  descuento: percentSchema('El descuento debe estar entre 0 y 100').default(0),
  cuentaCorriente: z.boolean().default(false),
  /** Required (above 0) to open a current account; opening one or changing it needs clientes.cuenta-corriente. */
  limiteCredito: positiveAmountSchema('El límite de crédito debe ser mayor a 0').nullish(),
  comentario: optionalTextSchema(1000),
  /** Saves a customer that looks like an existing one (CLIENTE_POSIBLE_DUPLICADO), audited. */
  confirmarDuplicado: z.boolean().optional(),
  clientMutationId: clientMutationIdSchema,
};

/** POST /api/clientes. */
export const clienteCreateSchema = z.object(clienteFields);
export type ClienteCreate = z.input<typeof clienteCreateSchema>;

/** PUT /api/clientes/{id}: the whole customer; `activo` reactivates or deactivates. */
export const clienteUpdateSchema = z.object({ ...clienteFields, activo: z.boolean().optional() });
export type ClienteUpdate = z.input<typeof clienteUpdateSchema>;

/** GET /api/clientes: search by name, e-mail, phone or fiscal id. */
export const clientesQuerySchema = pageQuerySchema.extend({
  q: z.string().max(100).optional(),
  incluirInactivos: z.stringbool().default(false),
  soloCuentaCorriente: z.stringbool().default(false),
});

export const clientesListSchema = z.object({ items: z.array(clienteSchema), total: z.number().int() });
export type ClientesList = z.infer<typeof clientesListSchema>;

export const CUENTA_MOVIMIENTO_TIPOS = ['venta', 'pago', 'anulacion'] as const;

/** One movement of a current account: positive raises the debt (a sale), negative lowers it. */
export const cuentaMovimientoSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(CUENTA_MOVIMIENTO_TIPOS),
  monto: z.number(),
  ventaId: z.number().int().nullable(),
  ventaNumero: z.number().int().nullable(),
  medio: z.string().nullable(),
  moneda: z.string().nullable(),
  montoMoneda: z.number().nullable(),
  nota: z.string().nullable(),
  fecha: z.string(),
  usuario: userRefSchema,
});

/** GET /api/clientes/{id}/cuenta-corriente: balance and the last 100 movements, newest first. */
export const cuentaCorrienteSchema = z.object({
  cliente: z.object({ id: z.number().int(), nombre: z.string() }),
  saldo: z.number(),
  movimientos: z.array(cuentaMovimientoSchema),
});
export type CuentaCorriente = z.infer<typeof cuentaCorrienteSchema>;

/** POST /api/clientes/{id}/pagos: a payment on account (cash ones go into the open register). */
export const pagoCuentaSchema = z.object({
  medioId: z.number().int().positive(),
  monto: positiveAmountSchema('El monto del pago debe ser mayor a 0'),
  moneda: currencyCodeSchema.optional(),
  nota: optionalTextSchema(300),
  clientMutationId: clientMutationIdSchema,
});
export type PagoCuenta = z.input<typeof pagoCuentaSchema>;
