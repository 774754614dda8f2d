import type { ReporteClientes, ReportesFiltros } from '@resto/shared/contracts';
import { fromMinor } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as repo from './reporte-clientes.repository';
import { base, DAY_MS, divRound, periodo } from './reportes-periodo';

type Db = Kysely<Database>;

export async function reporteClientes(db: Db, localId: number, q: ReportesFiltros, now = new Date()): Promise<ReporteClientes> {
  const p = await periodo(db, localId, q, now);
  const cur = p.venue.currencyCode;
  const m = (minor: number) => fromMinor(minor, cur);
  const [top, conteo, cuentas] = await Promise.all([repo.porCliente(db, p.filtro, 50), repo.conteoClientes(db, p.filtro), repo.saldosCuentas(db, localId, q.clienteId)]);
  return {
    ...base(p, now),
    totales: {
      clientes: conteo.clientes,
      ventas: conteo.ventas,
      total: m(conteo.total),
      ventasSinCliente: conteo.sinCliente,
      saldoCuentas: m(cuentas.reduce((s, c) => s + c.saldo, 0)),
    },
    top: top.map((c) => ({
      clienteId: c.clienteId,
      cliente: c.cliente,
      ventas: c.ventas,
      total: m(c.total),
      ticketPromedio: m(divRound(c.total, c.ventas)),
      primeraCompra: c.primera,
      ultimaCompra: c.ultima,
      diasEntreCompras: c.ventas < 2 ? null : Math.round(((Date.parse(c.ultima) - Date.parse(c.primera)) / DAY_MS / (c.ventas - 1)) * 10) / 10,
    })),
    cuentas: cuentas.map((c) => ({ clienteId: c.clienteId, cliente: c.cliente, saldo: m(c.saldo), ultimoMovimiento: c.ultimo })),
  };
}
