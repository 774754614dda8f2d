import type { ReportesFiltros, ReporteTipo } from '@resto/shared/contracts';
import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { reporteArqueos } from './reporte-arqueos.service';
import { reporteClientes } from './reporte-clientes.service';
import { reporteFinanciero } from './reporte-financiero.service';
import { reporteProductos } from './reporte-productos.service';
import { reporteVentas } from './reporte-ventas.service';
import { documentoArqueos, documentoClientes, documentoFinanciero, documentoProductos, documentoVentas, type Documento } from './reportes-documento';

type Db = Kysely<Database>;

/** A report as the tables its exports write (the same figures the screen shows). */
export async function documentoDe(db: Db, localId: number, tipo: ReporteTipo, q: ReportesFiltros, t: TFunction): Promise<Documento> {
  switch (tipo) {
    case 'ventas':
      return documentoVentas(await reporteVentas(db, localId, q), t);
    case 'productos':
      return documentoProductos(await reporteProductos(db, localId, q), t);
    case 'clientes':
      return documentoClientes(await reporteClientes(db, localId, q), t);
    case 'financiero':
      return documentoFinanciero(await reporteFinanciero(db, localId, q), t);
    case 'arqueos':
      return documentoArqueos(await reporteArqueos(db, localId, q), t);
  }
}
