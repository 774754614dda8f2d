import { X509Certificate } from 'node:crypto';
import type { FacturacionConfig, FacturacionConfigCreate, FacturacionConfigUpdate } from '@resto/shared/contracts';
import { fiscalIdDigits, isValidCuit } from '@resto/shared/rules';
import type { Kysely, Selectable } from 'kysely';
import type { Database, FacturacionConfigTable } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { decrypt, encrypt } from '../auth';
import { checkKeyPair } from './arca/wsaa';
import type { CondicionIvaEmisor } from './comprobante';
import { configDelLocal, configPorId, deleteConfigRow, insertConfig, updateConfigRow } from './config.repository';

type Db = Kysely<Database>;
type Row = Selectable<FacturacionConfigTable>;

/** The stored configuration with the private key decrypted, for the ARCA clients only. */
export interface EmisorConfig {
  id: number;
  localId: number;
  cuit: string;
  razonSocial: string;
  domicilio: string | null;
  condicionIva: CondicionIvaEmisor;
  puntoVenta: number;
  ingresosBrutos: string | null;
  inicioActividades: string | null;
  entorno: 'homologacion' | 'produccion';
  certificado: string | null;
  clavePrivada: string | null;
  activo: boolean;
}

function certInfo(pem: string | null): { sujeto: string | null; vence: string | null } {
  if (!pem) return { sujeto: null, vence: null };
  try {
    // Only the certificate: whether the stored key matches was checked when it was saved.
    const cert = new X509Certificate(pem);
    return { sujeto: cert.subject.replace(/\n/g, ', '), vence: new Date(cert.validTo).toISOString() };
  } catch {
    return { sujeto: null, vence: null };
  }
}

export function toConfig(row: Row): FacturacionConfig {
  const info = certInfo(row.certificado);
  const condicionIva = row.condicion_iva as CondicionIvaEmisor;
  return {
    id: row.id,
    restauranteId: row.local_id,
    cuit: row.cuit,
    razonSocial: row.razon_social,
    domicilio: row.domicilio,
    condicionIva,
    letras: condicionIva === 'monotributista' ? ['C'] : ['A', 'B'],
    puntoVenta: row.punto_venta,
    ingresosBrutos: row.ingresos_brutos,
    inicioActividades: row.inicio_actividades,
    entorno: row.entorno as FacturacionConfig['entorno'],
    tieneCertificado: row.certificado !== null,
    tieneClavePrivada: row.clave_cifrada !== null,
    certificadoSujeto: info.sujeto,
    certificadoVence: info.vence,
    activo: Boolean(row.activo),
  };
}

export async function listConfigs(db: Db, localId: number): Promise<FacturacionConfig[]> {
  const row = await configDelLocal(db, localId);
  return row ? [toConfig(row)] : [];
}

export async function getConfigOfVenue(db: Db, localId: number, restauranteId: number): Promise<FacturacionConfig> {
  // A venue's staff sees its own venue only: another id is as good as missing.
  const row = restauranteId === localId ? await configDelLocal(db, localId) : undefined;
  if (!row) throw notFound('FACTURACION_CONFIG_NO_EXISTE');
  return toConfig(row);
}

async function findById(db: Db, localId: number, id: number): Promise<Row> {
  const row = await configPorId(db, localId, id);
  if (!row) throw notFound('FACTURACION_CONFIG_NO_EXISTE');
  return row;
}

function checkCuit(cuit: string): string {
  const digits = fiscalIdDigits(cuit);
  if (!isValidCuit(digits)) throw badRequest('FACTURACION_CUIT_INVALIDO');
  return digits;
}

/** The certificate and key as they will be stored: checked to be a pair, the key encrypted. */
function certificateColumns(certificado: string | null | undefined, clave: string | null | undefined, key: Buffer, current?: Row) {
  const cert = certificado === undefined ? (current?.certificado ?? null) : certificado;
  const storedKey = clave === undefined ? (current?.clave_cifrada ? decrypt(key, current.clave_cifrada) : null) : clave;
  if (cert && storedKey) {
    try {
      checkKeyPair(cert, storedKey);
    } catch (error) {
      throw badRequest('FACTURACION_CERTIFICADO_INVALIDO', { motivo: (error as Error).message });
    }
  }
  return {
    certificado: cert ? cert.trim() : null,
    clave_cifrada: clave === undefined ? (current?.clave_cifrada ?? null) : clave ? encrypt(key, clave.trim()) : null,
  };
}

export async function createConfig(db: Db, localId: number, input: FacturacionConfigCreate, key: Buffer): Promise<FacturacionConfig> {
  if (await configDelLocal(db, localId)) throw conflict('FACTURACION_CONFIG_YA_EXISTE');
  const cuit = checkCuit(input.cuit);
  const certs = certificateColumns(input.certificado, input.clavePrivada, key);
  const id = await insertConfig(db, {
    local_id: localId,
    cuit,
    razon_social: input.razonSocial,
    domicilio: input.domicilio ?? null,
    condicion_iva: input.condicionIva,
    punto_venta: input.puntoVenta,
    ingresos_brutos: input.ingresosBrutos ?? null,
    inicio_actividades: input.inicioActividades ?? null,
    entorno: input.entorno,
    ...certs,
    activo: input.activo ?? true,
  });
  return toConfig(await findById(db, localId, id));
}

export async function updateConfig(db: Db, localId: number, id: number, input: FacturacionConfigUpdate, key: Buffer): Promise<FacturacionConfig> {
  const current = await findById(db, localId, id);
  const certs = certificateColumns(input.certificado, input.clavePrivada, key, current);
  await updateConfigRow(db, id, {
    ...(input.cuit !== undefined ? { cuit: checkCuit(input.cuit) } : {}),
    ...(input.razonSocial !== undefined ? { razon_social: input.razonSocial } : {}),
    ...(input.domicilio !== undefined ? { domicilio: input.domicilio ?? null } : {}),
    ...(input.condicionIva !== undefined ? { condicion_iva: input.condicionIva } : {}),
    ...(input.puntoVenta !== undefined ? { punto_venta: input.puntoVenta } : {}),
    ...(input.ingresosBrutos !== undefined ? { ingresos_brutos: input.ingresosBrutos ?? null } : {}),
    ...(input.inicioActividades !== undefined ? { inicio_actividades: input.inicioActividades ?? null } : {}),
    ...(input.entorno !== undefined ? { entorno: input.entorno } : {}),
    ...(input.activo !== undefined ? { activo: input.activo } : {}),
    ...certs,
    updated_at: new Date().toISOString(),
  });
  return toConfig(await findById(db, localId, id));
}

export async function deleteConfig(db: Db, localId: number, id: number): Promise<void> {
  await findById(db, localId, id);
  await deleteConfigRow(db, id);
}

/** The venue's active configuration with its key decrypted, or null when e-invoicing is off. */
export async function emisorOf(db: Db, localId: number, key: Buffer, id?: number): Promise<EmisorConfig | null> {
  const row = id === undefined ? await configDelLocal(db, localId) : await findById(db, localId, id);
  if (!row || (id === undefined && !row.activo)) return null;
  return {
    id: row.id,
    localId: row.local_id,
    cuit: row.cuit,
    razonSocial: row.razon_social,
    domicilio: row.domicilio,
    condicionIva: row.condicion_iva as CondicionIvaEmisor,
    puntoVenta: row.punto_venta,
    ingresosBrutos: row.ingresos_brutos,
    inicioActividades: row.inicio_actividades,
    entorno: row.entorno as EmisorConfig['entorno'],
    certificado: row.certificado,
    clavePrivada: row.clave_cifrada ? decrypt(key, row.clave_cifrada) : null,
    activo: Boolean(row.activo),
  };
}
