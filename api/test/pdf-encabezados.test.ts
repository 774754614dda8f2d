import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

/*
 * A report's PDF as a reader sees it: a column's title may wrap between its words ('Margen' over
 * '%'), never inside one ('al camb' over 'io de precio' reads as two made-up words).
 */

const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Every word the PDF shows, as pdf.js extracts its text runs. */
async function pdfWords(bytes: Buffer): Promise<Set<string>> {
  const pdf = await getDocument({ standardFontDataUrl: STANDARD_FONTS, data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const words = new Set<string>();
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const content = await (await pdf.getPage(i)).getTextContent();
    for (const item of content.items) if ('str' in item) for (const w of item.str.split(/\s+/)) if (w) words.add(w);
  }
  return words;
}

/** The column titles each report's PDF shows, in Spanish. */
const TITULOS: Record<string, string[]> = {
  costos: ['Producto', 'Categoría', 'Costo', 'Precio', 'Margen', 'Food cost %', 'Último cambio de precio', 'Costo al cambio de precio', 'Suba del costo %', 'Sobre el objetivo'],
  consumo: [
    'Insumo',
    'Unidad',
    'Stock inicial',
    'Compras',
    'Stock final',
    'Consumo real',
    'Consumo teórico',
    'Merma',
    'Diferencia',
    'Costo unitario',
    'Costo teórico',
    'Costo de merma',
    'Diferencia en dinero',
  ],
  'ingenieria-menu': ['Producto', 'Categoría', 'Unidades', 'Popularidad %', 'Precio promedio', 'Costo', 'Margen unitario', 'Margen total', 'Clase'],
  productos: ['Producto', 'Categoría', 'Cantidad', 'Ingresos', 'Costo', 'Margen', 'Margen %', 'ABC'],
  arqueos: ['Fecha', 'Estado', 'Usuario', 'Ventas', 'Inicial', 'Esperado', 'Contado', 'Diferencia'],
  clientes: ['Cliente', 'Ventas', 'Total', 'Ticket promedio', 'Días entre compras', 'Última compra', 'Saldo', 'Último movimiento'],
  financiero: ['Ingresos', 'Costo de mercadería', 'Margen bruto', 'Margen %', 'Gastos', 'Resultado', 'Moneda', 'Entradas', 'Salidas', 'Neto', 'Neto en moneda local'],
};

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ buildOptions: { backups: { checkIntervalMs: 0 } } });
  token = (await login(t.app, 'admin@demo.local', 'admin123')).token;
});

afterAll(async () => {
  await t.close();
});

describe("a report PDF's column titles", () => {
  it('wrap only between words, in every report of the demo venue', async () => {
    const broken: string[] = [];
    for (const [tipo, titulos] of Object.entries(TITULOS)) {
      const res = await t.app.inject({ method: 'GET', url: `/api/reportes/${tipo}/exportar/pdf?rango=30`, headers: bearer(token) });
      expect({ tipo, status: res.statusCode, type: res.headers['content-type'] }).toEqual({ tipo, status: 200, type: 'application/pdf' });
      const words = await pdfWords(res.rawPayload);
      for (const titulo of titulos) for (const word of titulo.split(' ')) if (!words.has(word)) broken.push(`${tipo}: '${word}' of '${titulo}'`);
    }
    expect(broken).toEqual([]);
  });
});
