import { interpretar, type Consulta, type Interpretacion, type Periodo, type ProductoDicho } from '@resto/shared/asistente';
import type { Language } from '@resto/shared/contracts';
import { formatMoney, formatNumber } from '@resto/shared/format';
import { addDays, dateInZone, hasPermission, toMinor, zonedRange, type Permission } from '@resto/shared/rules';
import type { TFunction } from 'i18next';
import type { Db } from '../../db/database';
import { getResumen } from '../caja';
import { listActiveDrafts, listReservas } from '../mesas';
import { getVenue, type Venue } from '../local';
import { countCriticos } from '../pedidos';
import * as repo from './asistente.repository';
import { textosDe } from './textos';

/*
 * The built-in provider: no network. It reads the question with the shared Spanish reader and
 * answers from the venue's own data, each answer only for a caller whose permissions allow that
 * data (a mozo gets no register cash). A dictated comanda is only PROPOSED: the person confirms
 * the lines on the comanda, through the normal draft endpoint.
 */

export interface Caller {
  localId: number;
  permisos: readonly string[];
}

/** Who may hear each answer (the same rights as the screens and routes that show that data). */
const REVENUE: readonly Permission[] = ['ventas.vender', 'caja.abrir-cerrar', 'reportes.ver'];
const NEEDS: Partial<Record<Consulta['tema'], readonly Permission[]>> = {
  ventas: REVENUE,
  masVendidos: REVENUE,
  caja: ['caja.abrir-cerrar'],
  reservas: ['mesas.atender'],
};

function allowed(caller: Caller, tema: Consulta['tema']): boolean {
  const needs = NEEDS[tema];
  return !needs || needs.some((p) => hasPermission(caller.permisos, p));
}

/** The venue-local days of a period, as instants [from, to). */
function rangeOf(periodo: Periodo, today: string, timeZone: string): { from: string; to: string } {
  let desde = today;
  if (periodo === 'ayer') desde = addDays(today, -1);
  if (periodo === 'semana') desde = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  if (periodo === 'mes') desde = `${today.slice(0, 8)}01`;
  const hasta = periodo === 'ayer' ? desde : today;
  const { from, to } = zonedRange({ desde, hasta }, timeZone);
  return { from: from.toISOString(), to: to.toISOString() };
}

class Answer {
  readonly lines: string[] = [];
  constructor(
    readonly t: TFunction,
    readonly venue: Venue,
  ) {}
  say(key: string, params: Record<string, unknown> = {}): this {
    this.lines.push(this.t(key, params) as string);
    return this;
  }
  /** Minor units of the venue's currency as the venue writes money. */
  money(minor: number): string {
    return formatMoney(minor, { locale: this.venue.locale, currency: this.venue.currencyCode });
  }
  /** A decimal amount of the wire (major units) as the venue writes money. */
  amount(decimal: number): string {
    return this.money(toMinor(decimal, this.venue.currencyCode));
  }
  quantity(n: number): string {
    return formatNumber(n, this.venue.locale, undefined, 3);
  }
  /** 'a, b o c' in the answer's language. */
  list(items: readonly string[]): string {
    return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${this.t('o') as string} ${items.at(-1)!}`;
  }
}

function productoNoClaro(a: Answer, dicho: ProductoDicho): boolean {
  if (dicho.producto) return false;
  if (dicho.candidatos.length > 0) a.say('cualProducto', { texto: dicho.texto, opciones: a.list(dicho.candidatos.map((c) => c.nombre)) });
  else a.say(dicho.texto ? 'noEncontrado' : 'productoNoEncontrado', { texto: dicho.texto });
  return true;
}

async function responderConsulta(db: Db, caller: Caller, a: Answer, consulta: Consulta<repo.ProductoAsistente>): Promise<void> {
  if (!allowed(caller, consulta.tema)) {
    a.say('sinPermiso');
    return;
  }
  const now = new Date();
  const today = dateInZone(now, a.venue.timezone);
  switch (consulta.tema) {
    case 'ventas': {
      const { from, to } = rangeOf(consulta.periodo, today, a.venue.timezone);
      const periodo = a.t(`ventas.${consulta.periodo}`) as string;
      const totales = await repo.totalesDeVentas(db, caller.localId, from, to);
      if (totales.cantidad === 0) a.say('ventasNinguna', { periodo });
      else a.say('ventasTotal', { periodo, total: a.money(totales.total), count: totales.cantidad, promedio: a.money(Math.round(totales.total / totales.cantidad)) });
      if (totales.anuladas > 0) a.say('ventasAnuladas', { count: totales.anuladas });
      if (consulta.porMedio && totales.cantidad > 0) {
        a.say('porMedio');
        for (const m of await repo.ventasPorMedio(db, caller.localId, from, to)) a.say('porMedioLinea', { medio: m.medio, monto: a.money(m.monto) });
      }
      return;
    }
    case 'masVendidos': {
      const { from, to } = rangeOf(consulta.periodo, today, a.venue.timezone);
      const periodo = a.t(`ventas.${consulta.periodo}`) as string;
      const top = await repo.masVendidos(db, caller.localId, from, to);
      if (top.length === 0) {
        a.say('masVendidosNinguno', { periodo });
        return;
      }
      a.say('masVendidos', { periodo });
      for (const p of top) a.say('masVendidosLinea', { producto: p.producto, cantidad: a.quantity(p.cantidadMilli / 1000) });
      return;
    }
    case 'caja': {
      const { abierto } = await getResumen(db, caller.localId);
      if (!abierto) a.say('cajaCerrada');
      else {
        const [y, m, d] = abierto.fecha.split('-');
        a.say('cajaAbierta', { fecha: `${d}/${m}/${y}`, hora: abierto.hora, esperado: a.amount(abierto.totalEsperado) });
      }
      return;
    }
    case 'mesas': {
      const drafts = (await listActiveDrafts(db, caller.localId)).sort((x, y) => x.numeroMesa - y.numeroMesa);
      if (drafts.length === 0) {
        a.say('mesasNinguna');
        return;
      }
      a.say('mesasOcupadas', { count: drafts.length });
      for (const d of drafts) a.say('mesaLinea', { numero: d.numeroMesa, comensales: d.comensales, total: a.amount(d.total) });
      return;
    }
    case 'pedidosAtrasados': {
      const { count, umbralMinutos } = await countCriticos(db, caller.localId, now);
      a.say(count === 0 ? 'atrasadosNinguno' : 'atrasados', { count, minutos: umbralMinutos });
      return;
    }
    case 'stockBajo': {
      const bajos = (await repo.menuDelLocal(db, caller.localId)).filter((p) => p.controlaStock && p.stockActual < p.stockMinimo);
      if (bajos.length === 0) {
        a.say('stockBajoNinguno');
        return;
      }
      a.say('stockBajo', { count: bajos.length });
      for (const p of bajos) a.say('stockLinea', { producto: p.nombre, stock: a.quantity(p.stockActual), minimo: a.quantity(p.stockMinimo) });
      return;
    }
    case 'stock': {
      if (productoNoClaro(a, consulta.producto)) return;
      const p = consulta.producto.producto!;
      a.say(p.controlaStock ? 'stockDe' : 'stockSinControl', { producto: p.nombre, stock: `${a.quantity(p.stockActual)} ${p.unidadMedida}` });
      return;
    }
    case 'precio': {
      if (productoNoClaro(a, consulta.producto)) return;
      const p = consulta.producto.producto!;
      a.say('precioDe', { producto: p.nombre, precio: a.money(p.precio) });
      return;
    }
    case 'reservas': {
      const fecha = consulta.dia === 'manana' ? addDays(today, 1) : today;
      const dia = a.t(consulta.dia === 'manana' ? 'mananaDia' : 'hoyDia') as string;
      const reservas = (await listReservas(db, caller.localId, { fecha })).filter((r) => ['confirmada', 'en_espera', 'sentada'].includes(r.estado));
      if (reservas.length === 0) {
        a.say('reservasNinguna', { dia });
        return;
      }
      a.say('reservas', { count: reservas.length, dia });
      for (const r of reservas) {
        const mesa = r.mesaNumero !== null ? (a.t('reservaMesa', { numero: r.mesaNumero }) as string) : '';
        a.say('reservaLinea', { hora: r.hora, nombre: r.clienteNombre, personas: r.personas, mesa });
      }
      return;
    }
  }
}

function responderComanda(a: Answer, c: Extract<Interpretacion<repo.ProductoAsistente>, { tipo: 'comanda' }>): void {
  const claras = c.lineas.filter((l) => l.producto);
  if (claras.length > 0) {
    a.say(c.mesa === null ? 'comandaSinMesa' : 'comandaMesa', { mesa: c.mesa });
    for (const l of claras) {
      a.say('comandaLinea', { cantidad: a.quantity(l.cantidad), producto: l.producto!.nombre, notas: l.notas ? (a.t('comandaNotas', { notas: l.notas }) as string) : '' });
    }
  }
  for (const l of c.lineas.filter((x) => !x.producto)) productoNoClaro(a, l);
  if (claras.length > 0) a.say('comandaConfirmar');
}

/** The built-in answer to the last thing the person said, as lines of text. */
export async function responder(db: Db, caller: Caller, dicho: string, language: Language): Promise<string[]> {
  const venue = await getVenue(db, caller.localId);
  const a = new Answer(textosDe(language), venue);
  const menu = await repo.menuDelLocal(db, caller.localId);
  const read = interpretar(dicho, menu);
  if (read.tipo === 'consulta') await responderConsulta(db, caller, a, read.consulta);
  else if (read.tipo === 'comanda') responderComanda(a, read);
  else a.say('noEntiendo');
  return a.lines;
}

/*
 * The same answers as tools of a configured model (openai.ts): each reads the venue's data for the
 * caller's permissions exactly as the built-in provider does, and returns its lines.
 */

/** The built-in answer to one question, already read (the model's tool call). */
export async function responderTema(db: Db, caller: Caller, consulta: Consulta<repo.ProductoAsistente>, language: Language): Promise<string[]> {
  const a = new Answer(textosDe(language), await getVenue(db, caller.localId));
  await responderConsulta(db, caller, a, consulta);
  return a.lines;
}

/** The lines a dictated comanda proposes (never added: the person confirms them on the comanda). */
export async function proponerComanda(db: Db, caller: Caller, dicho: string, language: Language): Promise<string[]> {
  const a = new Answer(textosDe(language), await getVenue(db, caller.localId));
  const read = interpretar(dicho, await repo.menuDelLocal(db, caller.localId));
  if (read.tipo === 'comanda') responderComanda(a, read);
  else a.say('noEntiendo');
  return a.lines;
}
