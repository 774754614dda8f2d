import type { Kysely } from 'kysely';
import { boolDefault, boolType, jsonType, moneyType, nowDefault, timestampType, withId } from './helpers';

/*
 * Electronic invoicing with ARCA.
 * - facturacion_config: one per venue (the issuer's CUIT, IVA condition, point of sale, printed
 *   header data, environment, certificate in PEM and the private key ENCRYPTED with the server's
 *   secret; the key never leaves the api).
 * - comprobantes: every fiscal voucher asked of ARCA (invoice or credit note), recorded BEFORE it
 *   is sent: its number while in flight ('enviando'), then the CAE ('autorizado') or the refusal
 *   ('rechazado'). One invoice per sale and one credit note per invoice (unique indexes), so a
 *   retried request never asks for a second voucher.
 * - productos.iva_alicuota: the product's IVA rate ('21', '10.5', '27', '5', '2.5', '0', 'exento').
 */

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('facturacion_config'))
    .addColumn('local_id', 'integer', (c) => c.notNull().unique().references('locales.id'))
    .addColumn('cuit', 'text', (c) => c.notNull())
    .addColumn('razon_social', 'text', (c) => c.notNull())
    .addColumn('domicilio', 'text')
    .addColumn('condicion_iva', 'text', (c) => c.notNull())
    .addColumn('punto_venta', 'integer', (c) => c.notNull())
    .addColumn('ingresos_brutos', 'text')
    .addColumn('inicio_actividades', 'text')
    .addColumn('entorno', 'text', (c) => c.notNull())
    .addColumn('certificado', 'text')
    .addColumn('clave_cifrada', 'text')
    // WSAA's last access ticket (about 12 h): ARCA refuses a new login while one is valid, so it
    // survives restarts; the sign is encrypted like the key.
    .addColumn('wsaa_token', 'text')
    .addColumn('wsaa_sign_cifrado', 'text')
    .addColumn('wsaa_expira', 'text')
    .addColumn('activo', boolType(db), (c) => c.notNull().defaultTo(boolDefault(db, true)))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();

  await withId(db, db.schema.createTable('comprobantes'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id'))
    .addColumn('venta_id', 'integer', (c) => c.notNull().references('ventas.id'))
    .addColumn('clase', 'text', (c) => c.notNull())
    .addColumn('asociado_id', 'integer')
    .addColumn('cuit', 'text', (c) => c.notNull())
    .addColumn('punto_venta', 'integer', (c) => c.notNull())
    .addColumn('tipo', 'integer', (c) => c.notNull())
    .addColumn('numero', 'integer')
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('estado', 'text', (c) => c.notNull())
    .addColumn('total', moneyType(db), (c) => c.notNull())
    .addColumn('moneda', 'text', (c) => c.notNull())
    .addColumn('detalle', jsonType(db), (c) => c.notNull())
    .addColumn('cae', 'text')
    .addColumn('cae_vencimiento', 'text')
    .addColumn('observaciones', jsonType(db))
    .addColumn('ultimo_error', 'text')
    .addColumn('intentos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('comprobantes_venta_clase_uq').on('comprobantes').columns(['venta_id', 'clase']).unique().execute();
  await db.schema.createIndex('comprobantes_estado_idx').on('comprobantes').columns(['estado', 'id']).execute();
  // Only one authorised voucher per (CUIT, point of sale, type, number).
  await db.schema.createIndex('comprobantes_numero_uq').on('comprobantes').columns(['cuit', 'punto_venta', 'tipo', 'numero']).unique().execute();

  await db.schema
    .alterTable('productos')
    .addColumn('iva_alicuota', 'text', (c) => c.notNull().defaultTo('21'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('productos').dropColumn('iva_alicuota').execute();
  await db.schema.dropTable('comprobantes').execute();
  await db.schema.dropTable('facturacion_config').execute();
}
