import { currencyScale } from '@resto/shared/format';
import { divRound, parseRate, searchKey } from '@resto/shared/rules';
import { insertSubcategoria } from '../modules/categorias';
import { insertCliente } from '../modules/clientes';
import { getVenue } from '../modules/local';
import { insertMedios } from '../modules/medios-pago';
import { insertProveedor } from '../modules/proveedores';
import { insertCategorias, insertProductos, replaceGroups } from '../modules/productos';
import { insertTipoCambio, setDefault } from '../modules/tipos-cambio';
import { DEMO_CLIENTES, DEMO_MEDIOS_PAGO, DEMO_MENU, DEMO_MODIFICADORES, DEMO_TIPOS_CAMBIO } from './demo-menu';
import { historyStep } from './history-seed';
import type { SeedStep } from './seed';

const mediosStep: SeedStep = {
  name: 'medios-de-pago',
  async run(trx, ctx) {
    await insertMedios(
      trx,
      ctx.localId,
      DEMO_MEDIOS_PAGO.map((m, orden) => ({ ...m, clave: searchKey(m.nombre), orden })),
    );
  },
};

const tiposCambioStep: SeedStep = {
  name: 'tipos-de-cambio',
  async run(trx, ctx) {
    for (const t of DEMO_TIPOS_CAMBIO) {
      const id = await insertTipoCambio(trx, ctx.localId, t.moneda, Number(parseRate(t.valor)));
      if (t.esDefault) await setDefault(trx, ctx.localId, id);
    }
  },
};

/** A demo price (written in centavos, 2 decimals) at the scale of the venue's currency. */
function demoPrice(centavos: number, currency: string): number {
  return Number(divRound(BigInt(centavos) * 10n ** BigInt(currencyScale(currency)), 100n));
}

const menuStep: SeedStep = {
  name: 'menu',
  async run(trx, ctx) {
    const { currencyCode } = await getVenue(trx, ctx.localId);
    const ids = await insertCategorias(
      trx,
      ctx.localId,
      DEMO_MENU.map((c, orden) => ({ nombre: c.categoria, descripcion: c.descripcion, orden, tipo: c.tipo })),
    );
    // Subcategories by category and name, in the order the menu names them.
    const subIds = new Map<string, number>();
    for (const [i, c] of DEMO_MENU.entries()) {
      for (const nombre of new Set(c.productos.flatMap((p) => (p.subcategoria ? [p.subcategoria] : [])))) {
        subIds.set(`${i}/${nombre}`, await insertSubcategoria(trx, ctx.localId, { categoriaId: ids[i]!, nombre, descripcion: null, activo: true }));
      }
    }
    await insertProductos(
      trx,
      ctx.localId,
      DEMO_MENU.flatMap((c, i) =>
        c.productos.map((p) => ({
          categoriaId: ids[i]!,
          subcategoriaId: p.subcategoria ? subIds.get(`${i}/${p.subcategoria}`) : undefined,
          marca: p.marca,
          nombre: p.nombre,
          descripcion: p.descripcion ?? null,
          codigoBarras: p.barras ?? null,
          codigoSku: p.sku,
          precio: demoPrice(p.precio, currencyCode),
          costo: p.costo === undefined ? null : demoPrice(p.costo, currencyCode),
          unidadMedida: p.unidad ?? 'unidad',
          controlaStock: p.stock !== undefined,
          stockActual: p.stock ?? 0,
          stockMinimo: p.stockMinimo ?? 0,
        })),
      ),
    );
  },
};

/** The steak's cooking point and extras, the milanesa's extras. */
const modificadoresStep: SeedStep = {
  name: 'modificadores',
  async run(trx, ctx) {
    const { currencyCode } = await getVenue(trx, ctx.localId);
    const at = new Date().toISOString();
    for (const { sku, grupos } of DEMO_MODIFICADORES) {
      const producto = await trx.selectFrom('productos').select('id').where('local_id', '=', ctx.localId).where('codigo_sku', '=', sku).executeTakeFirst();
      if (!producto) continue;
      await replaceGroups(
        trx,
        ctx.localId,
        producto.id,
        grupos.map((g) => ({ ...g, opciones: g.opciones.map((o) => ({ nombre: o.nombre, precioDeltaMinor: demoPrice(o.precioDelta, currencyCode), activo: true })) })),
        at,
      );
    }
  },
};

/** Suppliers of the demo venue, some named by the drinks and pizzas they deliver. */
const DEMO_PROVEEDORES = [
  {
    nombre: 'Cervecería Artesanal del Sur',
    cuit: '30701234568',
    email: 'pedidos@cerveceriadelsur.com.ar',
    direccion: 'Av. Hipólito Yrigoyen 4500',
    localidad: 'Lanús',
    provincia: 'Buenos Aires',
    comentario: 'Entrega martes y viernes',
    skus: ['BEB-003'],
  },
  {
    nombre: 'Bodega Los Álamos',
    cuit: '30715551248',
    email: 'ventas@losalamos.com.ar',
    direccion: null,
    localidad: 'Luján de Cuyo',
    provincia: 'Mendoza',
    comentario: null,
    skus: ['BEB-004'],
  },
  {
    nombre: 'Molino Harinero San José',
    cuit: '30708887710',
    email: null,
    direccion: 'Ruta 5 km 102',
    localidad: 'Mercedes',
    provincia: 'Buenos Aires',
    comentario: 'Harina 000 y 0000 por bolsa de 25 kg',
    skus: ['PIZ-001', 'PIZ-002', 'PIZ-003', 'PIZ-004'],
  },
  {
    nombre: 'Distribuidora Norte',
    cuit: '30687654338',
    email: 'norte@distribuidora.com.ar',
    direccion: 'Calle 12 1450',
    localidad: 'La Plata',
    provincia: 'Buenos Aires',
    comentario: null,
    skus: [],
  },
] as const;

const proveedoresStep: SeedStep = {
  name: 'proveedores',
  async run(trx, ctx) {
    for (const { skus, ...p } of DEMO_PROVEEDORES) {
      const id = await insertProveedor(trx, ctx.localId, { ...p, nombreClave: searchKey(p.nombre), activo: true });
      if (skus.length > 0) {
        await trx
          .updateTable('productos')
          .set({ proveedor_id: id })
          .where('local_id', '=', ctx.localId)
          .where('codigo_sku', 'in', [...skus])
          .execute();
      }
    }
  },
};

const clientesStep: SeedStep = {
  name: 'clientes',
  async run(trx, ctx) {
    const { currencyCode } = await getVenue(trx, ctx.localId);
    for (const c of DEMO_CLIENTES) {
      const limiteCredito = c.limiteCredito === null ? null : demoPrice(c.limiteCredito, currencyCode);
      await insertCliente(trx, ctx.localId, { ...c, limiteCredito, nombreBusqueda: searchKey(c.nombre), activo: true });
    }
  },
};

/** The money path's demo data, in dependency order (after the venue and its users). */
export const MONEY_SEED_STEPS: readonly SeedStep[] = [mediosStep, tiposCambioStep, menuStep, proveedoresStep, clientesStep, historyStep, modificadoresStep];
