import type { ReporteProductos } from '@resto/shared/contracts';
import { fromMinor } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { attributeRevenue, componentsParsed } from '../productos';
import { categoriasDe, lineasDeCombos } from './reporte-combos.repository';
import type { Filtro } from './reportes-filtro.repository';
import { quantity } from './reportes-periodo';

type Db = Kysely<Database>;

/**
 * Combos' revenue attributed to their components (docs/reports.md): each combo line's revenue
 * split over the components it was taken with by their base prices then, in minor units with the
 * remainder to the last component, then summed per combo and component. Most revenue first.
 */
export async function componentesDeCombos(db: Db, f: Filtro, currency: string): Promise<NonNullable<ReporteProductos['componentes']>> {
  const lines = await lineasDeCombos(db, f);
  const byKey = new Map<string, { comboId: number; combo: string; productoId: number; producto: string; cantidadMilli: number; ingresos: number }>();
  for (const line of lines) {
    const components = componentsParsed(line.componentes);
    const parts = attributeRevenue(line.ingresos, components);
    components.forEach((c, i) => {
      const key = `${line.comboId}:${c.productoId}`;
      const row = byKey.get(key) ?? { comboId: line.comboId, combo: line.combo, productoId: c.productoId, producto: c.nombre, cantidadMilli: 0, ingresos: 0 };
      row.cantidadMilli += line.cantidadMilli;
      row.ingresos += parts[i]!;
      byKey.set(key, row);
    });
  }
  const rows = [...byKey.values()].sort((a, b) => b.ingresos - a.ingresos || a.combo.localeCompare(b.combo) || a.producto.localeCompare(b.producto));
  const categorias = await categoriasDe(
    db,
    f.localId,
    rows.map((r) => r.productoId),
  );
  return rows.map((r) => ({
    comboId: r.comboId,
    combo: r.combo,
    productoId: r.productoId,
    producto: r.producto,
    categoria: categorias.get(r.productoId) ?? null,
    cantidad: quantity(r.cantidadMilli),
    ingresos: fromMinor(r.ingresos, currency),
  }));
}
