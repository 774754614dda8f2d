// Products CSV: the template, the import (';' or ',', UTF-8 with or without BOM or Windows-1252,
// es-AR decimal commas; every row validated; any refused row and nothing is imported, with a
// report of lines and reasons) and the export for es-AR Excel (BOM, ';', decimal comma, formulas
// neutralised), which imports back.
import type { ProductoVenta, ProductosImportReport, Proveedor } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue, producto, type TestVenue } from './helpers/money';
import { bearer, createTestApp, type Envelope, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const HEADER =
  'nombre;codigo_barras;codigo_sku;categoria;subcategoria;marca;proveedor;unidad_medida;costo;porcentaje_ganancia;precio;controla_stock;stock_actual;stock_minimo;fecha_vencimiento';

async function importar(v: TestVenue, body: string | Buffer, contentType = 'text/csv', as: keyof TestVenue['as'] = 'empleado') {
  const res = await t.app.inject({ method: 'POST', url: '/api/productos/importar', headers: { ...bearer(v.as[as].token), 'content-type': contentType }, payload: body });
  return { status: res.statusCode, body: res.json<Envelope<ProductosImportReport>>() };
}

async function buscar(v: TestVenue, q: string): Promise<ProductoVenta[]> {
  return (await v.as.empleado.get<ProductoVenta[]>(`/api/productos/buscar?q=${encodeURIComponent(q)}`)).body.data!;
}

function multipart(filename: string, content: string | Buffer) {
  const boundary = '----resto-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, Buffer.from(content), tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('GET /api/productos/modelo-csv', () => {
  it('downloads modelo_productos.csv with every column, as es-AR Excel reads it', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/productos/modelo-csv', headers: bearer(v.as.mozo.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="modelo_productos.csv"');
    expect(res.body.startsWith('\uFEFFnombre;codigo_barras;codigo_sku;descripcion;categoria;subcategoria;marca;proveedor;unidad_medida;costo;porcentaje_ganancia;precio;')).toBe(
      true,
    );
    expect(res.body).toContain('Helado artesanal;;POS-004;Por kilo, hasta 3 gustos;Postres;;;;kg;7000,50;150;;sí;12,5;3;sí;31/12/2026');
  });

  it('imports back as it is', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const modelo = (await t.app.inject({ method: 'GET', url: '/api/productos/modelo-csv', headers: bearer(v.as.empleado.token) })).rawPayload;
    const res = await importar(v, modelo);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      filas: 2,
      importados: 2,
      rechazados: [],
      categoriasCreadas: ['Bebidas', 'Postres'],
      subcategoriasCreadas: ['Bebidas / Sin alcohol'],
      separador: ';',
    });
    const [helado] = await buscar(v, 'POS-004');
    // Cost 7000,50 + 150% = 17501,25.
    expect(helado).toMatchObject({ nombre: 'Helado artesanal', precio: 17_501.25, unidadMedida: 'kg', stockActual: 12.5, stockMinimo: 3 });
  });
});

describe('POST /api/productos/importar', () => {
  it("imports an es-AR Excel file: BOM, ';', decimal comma, sí/no, DD/MM/YYYY, existing categories and suppliers by name", async () => {
    const v = await createVenue(t.app);
    const prov = await v.as.empleado.post<Proveedor>('/api/proveedores', { nombre: 'Lácteos Pampa', cuit: '20123456786', localidad: 'Tandil', provincia: 'Buenos Aires' });
    const csv =
      '\uFEFF' +
      [
        HEADER,
        'Yogur bebible frutilla 1 l;7791234000018;LAC-001;BEBIDAS;Lácteos;La Serenísima;lacteos pampa;unidad;1.250,50;;2.100,00;sí;24;6;15/01/2027',
        '"Queso cremoso; horma";;LAC-002;Bebidas;lácteos;;Lácteos Pampa;kg;4800;35,5;;SI;3,250;1;',
        'Mix de frutos secos;;SNK-001;Snacks;;;;gramo;12;100;;no;;;',
      ].join('\r\n') +
      '\r\n\r\n';
    const res = await importar(v, Buffer.from(csv, 'utf8'));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Productos importados: 3');
    expect(res.body.data).toEqual({
      filas: 3,
      importados: 3,
      rechazados: [],
      categoriasCreadas: ['Snacks'],
      subcategoriasCreadas: ['Bebidas / Lácteos'],
      separador: ';',
    });
    const [yogur] = await buscar(v, 'LAC-001');
    expect(yogur).toMatchObject({
      nombre: 'Yogur bebible frutilla 1 l',
      categoria: 'Bebidas',
      precio: 2_100,
      codigoBarras: '7791234000018',
      stockActual: 24,
      stockMinimo: 6,
      bajoStock: false,
    });
    const [queso] = await buscar(v, 'LAC-002');
    // 4800 + 35,5% = 6504.
    expect(queso).toMatchObject({ nombre: 'Queso cremoso; horma', precio: 6_504, unidadMedida: 'kg', stockActual: 3.25 });
    const stored = await t.app.db
      .selectFrom('productos')
      .select(['proveedor_id', 'marca', 'fecha_vencimiento', 'costo', 'subcategoria_id'])
      .where('id', 'in', [yogur!.id, queso!.id])
      .orderBy('id')
      .execute();
    expect(stored.map((s) => [s.proveedor_id, s.marca, s.fecha_vencimiento, Number(s.costo)])).toEqual([
      [prov.body.data!.id, 'La Serenísima', '2027-01-15', 125_050],
      [prov.body.data!.id, null, null, 480_000],
    ]);
    expect(stored[0]!.subcategoria_id).toBe(stored[1]!.subcategoria_id);
    expect((await buscar(v, 'SNK-001'))[0]).toMatchObject({ precio: 24, controlaStock: false });
  });

  it("imports a ',' file without BOM with decimal points, also as a multipart upload", async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const csv = ['Nombre,Categoria,Costo,Precio,Codigo SKU', 'Café en grano 1 kg,Almacén,9500.5,"15,990.00",ALM-001', 'Té verde,Almacén,800,1500.75,ALM-002'].join('\n');
    const { payload, contentType } = multipart('productos.csv', csv);
    const res = await importar(v, payload, contentType);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ importados: 2, separador: ',', categoriasCreadas: ['Almacén'] });
    expect((await buscar(v, 'ALM-001'))[0]?.precio).toBe(15_990);
    expect((await buscar(v, 'ALM-002'))[0]?.precio).toBe(1_500.75);
  });

  it('reads a Windows-1252 file from an older Excel', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const csv = Buffer.from('nombre;categoria;costo;precio\r\nÑoquis de papa;Pastas caseras;900;1800\r\n', 'latin1');
    const res = await importar(v, csv);
    expect(res.status).toBe(201);
    expect((await buscar(v, 'noquis'))[0]).toMatchObject({ nombre: 'Ñoquis de papa', categoria: 'Pastas caseras' });
  });

  it('refuses the whole file when any row is wrong, reporting every refused line and why', async () => {
    const v = await createVenue(t.app);
    const csv = [
      HEADER,
      'Producto bueno;;NEW-001;Bebidas;;;;unidad;100;;200;no;;;',
      ';;NEW-002;Bebidas;;;;unidad;100;;200;no;;;',
      'Precio raro;;NEW-003;Bebidas;;;;unidad;100;;doscientos;no;;;',
      'Sin precio;;NEW-004;Bebidas;;;;unidad;100;;;no;;;',
      'Agua repetida;7798062540017;NEW-005;Bebidas;;;;unidad;100;;200;no;;;',
      'Proveedor fantasma;;NEW-006;Bebidas;;;Nadie SA;unidad;100;;200;no;;;',
      'Stock negativo;;NEW-007;Bebidas;;;;unidad;100;;200;sí;-3;1;',
      'Mismo SKU;;NEW-001;Nueva categoría;;;;unidad;100;;200;no;;;',
      'Vence mal;;NEW-008;Bebidas;;;;unidad;100;;200;no;;;31/02/2027',
    ].join('\n');
    const res = await importar(v, csv);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('PRODUCTOS_IMPORTACION_RECHAZADA');
    expect(res.body.message).toBe('Error al importar productos: no se importó ninguno porque 8 filas tienen errores');
    const report = res.body.data!;
    expect(report).toMatchObject({ filas: 9, importados: 0 });
    expect(report.rechazados.map((r) => [r.linea, r.nombre])).toEqual([
      [3, null],
      [4, 'Precio raro'],
      [5, 'Sin precio'],
      [6, 'Agua repetida'],
      [7, 'Proveedor fantasma'],
      [8, 'Stock negativo'],
      [9, 'Mismo SKU'],
      [10, 'Vence mal'],
    ]);
    const motivos = Object.fromEntries(report.rechazados.map((r) => [r.linea, r.motivos.join(' | ')]));
    expect(motivos[3]).toContain("El campo 'nombre' es obligatorio");
    expect(motivos[4]).toBe("La columna 'precio' no es un número válido: 'doscientos'");
    expect(motivos[5]).toContain('El precio es obligatorio: ingresá el precio o el porcentaje de ganancia');
    expect(motivos[6]).toBe("El código de barras 7798062540017 ya es de 'Agua mineral sin gas 500 ml'");
    expect(motivos[7]).toBe("El proveedor 'Nadie SA' no existe: cargalo en Proveedores antes de importar");
    expect(motivos[8]).toContain('El stock no puede ser negativo');
    expect(motivos[9]).toBe("El SKU NEW-001 ya es de 'Producto bueno'");
    expect(motivos[10]).toBe("La columna 'fecha_vencimiento' no es una fecha válida (DD/MM/AAAA): '31/02/2027'");

    // Nothing half-imported: not the good row, not the new category.
    expect(await buscar(v, 'NEW-001')).toEqual([]);
    const cats = await t.app.db.selectFrom('categorias').select('nombre').where('local_id', '=', v.localId).where('nombre', '=', 'Nueva categoría').execute();
    expect(cats).toEqual([]);
  });

  it('refuses files without the right columns, empty files and missing files', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const cases: [string, string, string][] = [
      ['nombre;precio\nA;1', 'CSV_COLUMNAS_FALTANTES', 'El CSV no tiene las columnas correctas: faltan categoria, costo'],
      ['nombre;categoria;costo\nA;B;1', 'CSV_COLUMNAS_FALTANTES', 'El CSV no tiene las columnas correctas: faltan precio o porcentaje_ganancia'],
      ['nombre;categoria;costo;precio;color\nA;B;1;2;rojo', 'CSV_COLUMNAS_DESCONOCIDAS', 'El CSV no tiene las columnas correctas: no se reconocen color'],
      ['nombre;categoria;costo;precio;Precio\nA;B;1;2;3', 'CSV_COLUMNA_REPETIDA', 'El CSV no tiene las columnas correctas: precio está repetida'],
      ['nombre;categoria;costo;precio\n;;;\n', 'CSV_SIN_FILAS', 'El archivo CSV no tiene productos'],
      ['nombre;categoria;costo;precio\n"A;B;1;2\n', 'CSV_ILEGIBLE', 'Error al leer el archivo: no es un CSV válido (línea 2)'],
    ];
    for (const [csv, code, message] of cases) {
      const res = await importar(v, csv);
      expect({ csv, status: res.status, code: res.body.code, message: res.body.message }).toEqual({ csv, status: 400, code, message });
    }
    const none = await importar(v, '');
    expect(none.body.code).toBe('CSV_ARCHIVO_REQUERIDO');
    const json = await v.as.empleado.post('/api/productos/importar', { nombre: 'x' });
    expect(json.body.code).toBe('CSV_ARCHIVO_REQUERIDO');
  });

  it('is for staff that edit products', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    for (const role of ['mozo', 'cajero'] as const) {
      expect((await importar(v, 'nombre;categoria;costo;precio\nA;B;1;2', 'text/csv', role)).status).toBe(403);
    }
    expect((await importar(v, 'nombre;categoria;costo;precio\nA;B;1;2', 'text/csv', 'admin')).status).toBe(201);
  });
});

describe('GET /api/productos/exportar', () => {
  it('writes productos_exported.csv for es-AR Excel with formulas neutralised, and it imports into another venue', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.empleado, 'BEB-001');
    await t.app.db.updateTable('productos').set({ nombre: '=HYPERLINK("http://x")', marca: '@marca', descripcion: '+54 11' }).where('id', '=', agua.id).execute();
    // The other venue has none of this one's suppliers (an import refuses unknown ones).
    await t.app.db.updateTable('productos').set({ proveedor_id: null }).where('local_id', '=', v.localId).execute();
    // The cost columns are for productos.costos: the empleado, who runs the catalogue, has it.
    const res = await t.app.inject({ method: 'GET', url: '/api/productos/exportar', headers: bearer(v.as.empleado.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="productos_exported.csv"');
    const text = res.body;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'nombre;codigo_barras;codigo_sku;descripcion;categoria;subcategoria;marca;proveedor;unidad_medida;costo;porcentaje_ganancia;precio;controla_stock;stock_actual;stock_minimo;activo;fecha_vencimiento;visible_restaurant;visible_orders;visible_pos',
    );
    const helado = lines.find((l) => l.startsWith('Helado artesanal;'));
    expect(helado).toBe('Helado artesanal;;POS-004;Por kilo, hasta 3 gustos;Postres;;;;kg;7000;;18000;sí;12,5;3;sí;;sí;sí;sí');
    const injected = lines.find((l) => l.includes('BEB-001'));
    expect(injected?.startsWith(`"'=HYPERLINK(""http://x"")";7798062540017;BEB-001;'+54 11;Bebidas;`)).toBe(true);
    expect(injected?.endsWith(`;'@marca;;unidad;800;;2500;sí;48;12;sí;;sí;sí;sí`)).toBe(true);

    const count = (
      await t.app.db
        .selectFrom('productos')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('local_id', '=', v.localId)
        .executeTakeFirstOrThrow()
    ).n;
    expect(lines.filter((l) => l !== '').length - 1).toBe(Number(count));

    const other = await createVenue(t.app, { withMenu: false });
    const back = await importar(other, res.rawPayload);
    expect(back.status).toBe(201);
    expect(back.body.data?.importados).toBe(Number(count));
    expect((await buscar(other, 'BEB-001'))[0]).toMatchObject({ nombre: '=HYPERLINK("http://x")', precio: 2_500, stockActual: 48 });
    expect((await buscar(other, 'POS-004'))[0]).toMatchObject({ precio: 18_000, stockActual: 12.5, unidadMedida: 'kg' });
  });

  it('filters by state and category', async () => {
    const v = await createVenue(t.app);
    const pizza = await producto(v.as.empleado, 'PIZ-001');
    await t.app.db.updateTable('productos').set({ activo: false }).where('id', '=', pizza.id).execute();
    const get = async (q: string) => (await t.app.inject({ method: 'GET', url: `/api/productos/exportar?${q}`, headers: bearer(v.as.empleado.token) })).body;
    expect(await get('estado=inactivos')).toContain('Pizza muzzarella;');
    expect((await get('estado=inactivos')).trim().split('\r\n')).toHaveLength(2);
    expect(await get('estado=activos')).not.toContain('Pizza muzzarella;');
    const cat = (await v.as.empleado.get<{ id: number; nombre: string }[]>('/api/productos/categorias')).body.data!.find((c) => c.nombre === 'Postres')!;
    expect((await get(`categoriaId=${cat.id}`)).trim().split('\r\n')).toHaveLength(5);
  });
});
