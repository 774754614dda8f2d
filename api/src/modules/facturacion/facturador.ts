import { randomUUID } from 'node:crypto';
import type { Comprobante, PruebaConexion, TicketFiscalRequest, Venta } from '@resto/shared/contracts';
import { dateInZone, parseScaled } from '@resto/shared/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { AppConfig } from '../../config';
import { dialectOf } from '../../db/database';
import type { ComprobantesTable, Database } from '../../db/schema';
import { badRequest, notFound, unprocessable } from '../../lib/errors';
import { decrypt, encrypt } from '../auth';
import { getVenue } from '../local';
import { ArcaUnreachableError } from './arca/soap';
import { loginCms, type Credentials } from './arca/wsaa';
import { consultar, solicitarCae, ultimoAutorizado, WsfeError, type WsfeAuth, type WsfeOptions } from './arca/wsfe';
import { CBTE_TIPO, claseDeTipo, letraDeTipo, type Clase } from './comprobante';
import {
  comprobanteDeVenta,
  comprobantesDeVenta,
  idsPendientes,
  insertComprobante,
  liberarNumerosEnVuelo,
  loadComprobante,
  marcarEnviando,
  notaCreditoIdDeVenta,
  pendientesDelLocal,
  reabrirRechazado,
  updateComprobante,
} from './comprobantes.repository';
import { guardarTicketWsaa, ticketWsaa } from './config.repository';
import { emisorOf, type EmisorConfig } from './config.service';
import { detalleFactura, voucherRequest, type Detalle } from './detalle';
import { conBloqueoAsesor, soltarArriendo, tomarArriendo } from './numeradores.repository';
import { qrUrl } from './qr';

type Db = Kysely<Database>;
type Row = Selectable<ComprobantesTable>;

/** The official addresses of each environment (ARCA's developer manuals). */
export const ARCA_URLS = {
  homologacion: { wsaa: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms', wsfe: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx' },
  produccion: { wsaa: 'https://wsaa.afip.gov.ar/ws/services/LoginCms', wsfe: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx' },
} as const;

const RENEW_MARGIN_MS = 5 * 60_000;
/** ARCA's error when the number is not the next one (another instance took it first): asked again. */
const NUMERO_NO_CORRELATIVO = 10016;
const INTENTOS_NUMERO = 3;

/**
 * Issues the venue's fiscal vouchers with ARCA, never twice:
 * - every voucher is a row (comprobantes) written before anything is sent; its number is
 *   recorded ('enviando') before FECAESolicitar leaves;
 * - a voucher whose answer was lost is settled by FECompUltimoAutorizado + FECompConsultar
 *   before anything is sent again;
 * - calls for one (CUIT, point of sale) run one at a time, in order (numbering is sequential);
 * - when ARCA is down the voucher stays pending and the background job retries it.
 * One WSAA access ticket per (CUIT, certificate) is shared by every sale until it expires.
 */
export class Facturador {
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly tickets = new Map<string, Promise<Credentials>>();
  /** LoginCms calls made (tests). */
  logins = 0;
  /** This instance's run, as the holder of SQLite's numbering leases. */
  private readonly titular = randomUUID();

  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
    private readonly arca: AppConfig['arca'],
    private readonly log: FastifyBaseLogger,
  ) {}

  private urls(entorno: EmisorConfig['entorno']): { wsaa: WsfeOptions; wsfe: WsfeOptions } {
    const official = ARCA_URLS[entorno];
    return {
      wsaa: { url: this.arca.wsaaUrl ?? official.wsaa, timeoutMs: this.arca.timeoutMs },
      wsfe: { url: this.arca.wsfeUrl ?? official.wsfe, timeoutMs: this.arca.timeoutMs },
    };
  }

  /** Runs `work` after every earlier call for the same key has finished. */
  private serial<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const run = previous.then(work, work);
    const settled = run.catch(() => undefined);
    this.queues.set(key, settled);
    void settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return run;
  }

  /** WSAA token and sign for wsfe: in memory, else the stored ticket, else one LoginCms shared by all callers. */
  async auth(emisor: EmisorConfig): Promise<WsfeAuth> {
    if (!emisor.certificado || !emisor.clavePrivada) throw badRequest('FACTURACION_SIN_CERTIFICADO');
    const cacheKey = `${emisor.id}|${emisor.cuit}|${emisor.entorno}|${emisor.certificado.length}|${emisor.certificado.slice(-80)}`;
    const valid = (c: Credentials) => c.expiresAt - RENEW_MARGIN_MS > Date.now();
    const cached = this.tickets.get(cacheKey);
    if (cached) {
      const creds = await cached.catch(() => null);
      if (creds && valid(creds)) return { token: creds.token, sign: creds.sign, cuit: emisor.cuit };
    }
    let pending = this.tickets.get(cacheKey);
    if (!pending || pending === cached) {
      pending = this.loadOrLogin(emisor);
      this.tickets.set(cacheKey, pending);
      const mine = pending;
      mine.catch(() => {
        if (this.tickets.get(cacheKey) === mine) this.tickets.delete(cacheKey);
      });
    }
    const creds = await pending;
    return { token: creds.token, sign: creds.sign, cuit: emisor.cuit };
  }

  private async loadOrLogin(emisor: EmisorConfig): Promise<Credentials> {
    const stored = await ticketWsaa(this.db, emisor.id);
    if (stored?.wsaa_token && stored.wsaa_sign_cifrado && stored.wsaa_expira && stored.certificado === emisor.certificado) {
      const expiresAt = Date.parse(stored.wsaa_expira);
      if (expiresAt - RENEW_MARGIN_MS > Date.now()) return { token: stored.wsaa_token, sign: decrypt(this.key, stored.wsaa_sign_cifrado), expiresAt };
    }
    this.logins += 1;
    const creds = await loginCms(this.urls(emisor.entorno).wsaa, 'wsfe', { certificatePem: emisor.certificado!, privateKeyPem: emisor.clavePrivada! });
    await guardarTicketWsaa(this.db, emisor.id, { token: creds.token, signCifrado: encrypt(this.key, creds.sign), expira: new Date(creds.expiresAt).toISOString() });
    return creds;
  }

  /** 'Test the connection': WSAA login and the last authorised number of each type the venue issues. */
  async probar(localId: number, configId: number): Promise<PruebaConexion> {
    const emisor = await emisorOf(this.db, localId, this.key, configId);
    if (!emisor) throw notFound('FACTURACION_CONFIG_NO_EXISTE');
    try {
      const auth = await this.auth(emisor);
      const letras = emisor.condicionIva === 'monotributista' ? (['C'] as const) : (['A', 'B'] as const);
      const ultimos = [];
      for (const letra of letras) {
        const tipo = CBTE_TIPO[letra].factura;
        ultimos.push({ tipo, letra, numero: await ultimoAutorizado(this.urls(emisor.entorno).wsfe, auth, emisor.puntoVenta, tipo) });
      }
      return { ok: true, puntoVenta: emisor.puntoVenta, ultimos };
    } catch (error) {
      if (error instanceof Error && error.name === 'AppError') throw error;
      throw unprocessable('FACTURACION_CONEXION_FALLIDA', { motivo: (error as Error).message });
    }
  }

  /**
   * The sale's invoice: recorded (once per sale) and sent. Returns it authorised, or pending when
   * ARCA could not be reached (the background job retries), or refused with ARCA's reason.
   */
  async facturar(venta: Venta, localId: number, request: TicketFiscalRequest): Promise<Row> {
    const emisor = await emisorOf(this.db, localId, this.key);
    if (!emisor) throw unprocessable('TICKET_FISCAL_NO_CONFIGURADO', undefined, { motivo: 'facturacion-electronica-no-configurada' });
    if (!emisor.certificado || !emisor.clavePrivada) throw unprocessable('FACTURACION_SIN_CERTIFICADO');
    let row = await this.find(venta.id, 'factura');
    if (!row || row.estado === 'rechazado') {
      const detalle = await detalleFactura(this.db, emisor, venta, request);
      const tipo = CBTE_TIPO[detalle.letra].factura;
      if (row) {
        // Refused before: ask again with the corrected data (a refused voucher took no number).
        await reabrirRechazado(this.db, row.id, {
          tipo,
          cuit: emisor.cuit,
          punto_venta: emisor.puntoVenta,
          detalle: JSON.stringify(detalle),
          total: detalle.importes.total,
          ultimo_error: null,
          observaciones: null,
        });
      } else {
        // Two registers asking at once: one row, the other reads it.
        await insertComprobante(this.db, {
          local_id: localId,
          venta_id: venta.id,
          clase: 'factura',
          asociado_id: null,
          cuit: emisor.cuit,
          punto_venta: emisor.puntoVenta,
          tipo,
          numero: null,
          fecha: venta.fecha,
          estado: 'pendiente',
          total: detalle.importes.total,
          moneda: detalle.monId,
          detalle: JSON.stringify(detalle),
        });
      }
      row = (await this.find(venta.id, 'factura'))!;
    }
    return this.procesar(row.id);
  }

  /** On the void of a sale with an invoice (authorised or still pending): its credit note, queued. */
  async encolarNotaCredito(db: Db, localId: number, ventaId: number): Promise<number | null> {
    const factura = await comprobanteDeVenta(db, ventaId, 'factura');
    if (!factura || factura.estado === 'rechazado' || factura.local_id !== localId) return null;
    const detalle = JSON.parse(factura.detalle) as Detalle;
    await insertComprobante(db, {
      local_id: localId,
      venta_id: ventaId,
      clase: 'nota_credito',
      asociado_id: factura.id,
      cuit: factura.cuit,
      punto_venta: factura.punto_venta,
      tipo: CBTE_TIPO[detalle.letra].nota_credito,
      numero: null,
      fecha: factura.fecha,
      estado: 'pendiente',
      total: factura.total,
      moneda: factura.moneda,
      detalle: JSON.stringify({ ...detalle, asociado: null }),
    });
    return notaCreditoIdDeVenta(db, ventaId);
  }

  find(ventaId: number, clase: Clase): Promise<Row | undefined> {
    return comprobanteDeVenta(this.db, ventaId, clase);
  }

  /** A sale's vouchers: its invoice and, once voided, the credit note (in that order). */
  ofSale(localId: number, ventaId: number): Promise<Row[]> {
    return comprobantesDeVenta(this.db, localId, ventaId);
  }

  load(id: number): Promise<Row> {
    return loadComprobante(this.db, id);
  }

  /** Retries every pending voucher, oldest first (the background job; also after ARCA comes back). */
  async drain(): Promise<number> {
    let done = 0;
    for (const id of await idsPendientes(this.db)) {
      const row = await this.procesar(id).catch((error: unknown) => {
        this.log.warn({ err: error, comprobanteId: id }, 'No se pudo procesar el comprobante pendiente');
        return null;
      });
      if (row?.estado === 'autorizado') done += 1;
    }
    return done;
  }

  pendientes(localId: number): Promise<Row[]> {
    return pendientesDelLocal(this.db, localId);
  }

  /**
   * One voucher through ARCA, in its point of sale's queue: in this process (one call at a time per
   * point of sale) and across api instances (a PostgreSQL advisory lock per CUIT, point of sale and
   * voucher type, held from FECompUltimoAutorizado until the answer is recorded).
   */
  procesar(id: number): Promise<Row> {
    return this.load(id).then((row) => this.serial(`${row.cuit}|${row.punto_venta}`, () => this.numerando(row, () => this.procesarAhora(id))));
  }

  private async numerando<T>(row: Row, work: () => Promise<T>): Promise<T> {
    if (dialectOf(this.db) !== 'postgres') return this.conArriendo(`${row.cuit}|${row.punto_venta}|${row.tipo}`, work);
    return conBloqueoAsesor(this.db, row.cuit, row.punto_venta * 1000 + row.tipo, work);
  }

  private update(id: number, values: Updateable<ComprobantesTable>): Promise<void> {
    return updateComprobante(this.db, id, values);
  }

  /**
   * SQLite between processes: a lease row per key (facturacion_numeradores), taken when free or
   * lapsed, released after; one that died holding it frees it when the lease lapses.
   */
  private async conArriendo<T>(clave: string, work: () => Promise<T>): Promise<T> {
    const leaseMs = Math.max(60_000, this.arca.timeoutMs * 10);
    for (let espera = 10; ; espera = Math.min(espera * 2, 200)) {
      const now = new Date();
      if (await tomarArriendo(this.db, clave, this.titular, now, new Date(now.getTime() + leaseMs).toISOString())) break;
      await new Promise((resolve) => setTimeout(resolve, espera));
    }
    try {
      return await work();
    } finally {
      await soltarArriendo(this.db, clave, this.titular);
    }
  }

  private async procesarAhora(id: number): Promise<Row> {
    const row = await this.load(id);
    if (row.estado === 'autorizado' || row.estado === 'rechazado') return row;
    const detalle = JSON.parse(row.detalle) as Detalle;
    if (row.clase === 'nota_credito') {
      const factura = await this.load(row.asociado_id!);
      if (factura.estado === 'rechazado') {
        await this.update(id, { estado: 'rechazado', ultimo_error: 'La factura asociada fue rechazada: no hay nada que acreditar' });
        return this.load(id);
      }
      // The credit note waits for its invoice's CAE (the invoice is earlier in the same queue).
      if (factura.estado !== 'autorizado') return row;
      detalle.asociado = { tipo: factura.tipo, ptoVta: factura.punto_venta, nro: factura.numero!, cuit: factura.cuit, fecha: factura.fecha.replaceAll('-', '') };
    }
    const emisor = await emisorOf(this.db, row.local_id, this.key);
    if (!emisor || !emisor.certificado || !emisor.clavePrivada) {
      await this.update(id, { ultimo_error: 'La facturación electrónica no está configurada' });
      return this.load(id);
    }
    const wsfe = this.urls(emisor.entorno).wsfe;
    try {
      const auth = await this.auth(emisor);
      const last = await ultimoAutorizado(wsfe, auth, row.punto_venta, row.tipo);
      if (row.estado === 'enviando' && row.numero !== null && row.numero <= last) {
        // The answer was lost: did ARCA authorise it? Ask before sending anything again.
        const found = await consultar(wsfe, auth, row.punto_venta, row.tipo, row.numero);
        if (found.found && found.cae && found.impTotal !== null && centavosDe(found.impTotal) === row.total && found.docNro === detalle.receptor.docNro) {
          await this.update(id, { estado: 'autorizado', cae: found.cae, cae_vencimiento: isoDate(found.caeFchVto), ultimo_error: null });
          return this.load(id);
        }
      }
      // Vouchers of this type recorded in flight beyond ARCA's last number were never authorised:
      // their numbers are free again (only this queue numbers this point of sale).
      await liberarNumerosEnVuelo(this.db, row.cuit, row.punto_venta, row.tipo, last);
      if (row.estado === 'enviando' && row.numero !== null && row.numero <= last) {
        await this.update(id, { estado: 'pendiente', numero: null });
      }
      const venue = await getVenue(this.db, row.local_id);
      const fecha = dateInZone(new Date(), venue.timezone);
      let numero = last + 1;
      let result: Awaited<ReturnType<typeof solicitarCae>>;
      for (let intento = 1; ; intento += 1) {
        // Recorded before it leaves: whatever happens next, this number is known to be in flight.
        await marcarEnviando(this.db, id, numero, fecha);
        result = await solicitarCae(wsfe, auth, voucherRequest(row, detalle, numero, fecha));
        const tomado = result.resultado !== 'A' && [...result.errores, ...result.observaciones].some((m) => m.code === NUMERO_NO_CORRELATIVO);
        if (!tomado || intento >= INTENTOS_NUMERO) break;
        // The number was taken meanwhile (a register outside this queue): refused, so nothing was
        // issued; ask ARCA for the last one again and take the next.
        this.log.warn({ comprobanteId: id, numero }, 'ARCA: el número no era el próximo; se pide de nuevo el último autorizado');
        numero = (await ultimoAutorizado(wsfe, auth, row.punto_venta, row.tipo)) + 1;
      }
      if (result.resultado === 'A' && result.cae) {
        await this.update(id, {
          estado: 'autorizado',
          cae: result.cae,
          cae_vencimiento: isoDate(result.caeFchVto),
          observaciones: JSON.stringify(result.observaciones),
          ultimo_error: null,
        });
      } else {
        const motivo = [...result.errores, ...result.observaciones].map((m) => `${m.code}: ${m.msg}`).join('; ') || 'sin motivo';
        await this.update(id, { estado: 'rechazado', numero: null, observaciones: JSON.stringify([...result.errores, ...result.observaciones]), ultimo_error: motivo });
      }
    } catch (error) {
      if (error instanceof ArcaUnreachableError || error instanceof WsfeError || (error as Error).name === 'ArcaFaultError') {
        this.log.warn({ err: error, comprobanteId: id }, 'ARCA no autorizó el comprobante todavía: queda pendiente');
        await this.update(id, { ultimo_error: (error as Error).message.slice(0, 500) });
      } else {
        throw error;
      }
    }
    return this.load(id);
  }
}

/** ARCA's decimal amount ('123.45') in cents, exactly. */
function centavosDe(amount: string): number | null {
  const scaled = parseScaled(amount, 2);
  return scaled === null ? null : Number(scaled);
}

function isoDate(yyyymmdd: string | null): string | null {
  if (!yyyymmdd || !/^\d{8}$/.test(yyyymmdd)) return null;
  return `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
}

export function toComprobante(row: Row): Comprobante {
  const detalle = JSON.parse(row.detalle) as Detalle;
  return {
    id: row.id,
    ventaId: row.venta_id,
    clase: claseDeTipo(row.tipo),
    letra: letraDeTipo(row.tipo),
    tipo: row.tipo,
    puntoVenta: row.punto_venta,
    numero: row.numero,
    fecha: row.fecha,
    estado: row.estado as Comprobante['estado'],
    total: row.total / 100,
    moneda: row.moneda,
    cae: row.cae,
    caeVencimiento: row.cae_vencimiento,
    observaciones: row.observaciones ? (JSON.parse(row.observaciones) as Comprobante['observaciones']) : [],
    ultimoError: row.ultimo_error,
    qrUrl: row.estado === 'autorizado' ? qrUrl(row, detalle) : null,
  };
}
