// A combo's components on what the customer reads, on SQLite or PostgreSQL (TEST_DATABASE_URL):
// the table's pre-bill and the receipt of its charge print each component under the combo's line
// with its group, and the surcharge of the one that has one, as the screens show them.
import { trabajosNavegadorSchema, type Draft, type DraftFinalizado } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuEjecutivo } from './helpers/combos';
import { addPrinter } from './helpers/impresion';
import { abrirMesa, agregar, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const compact = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The text under the line that starts with `start`, lines the paper's width wrapped joined again. */
function under(text: string[], start: string, lines: number): string {
  const at = text.findIndex((l) => l.startsWith(start));
  expect(at, text.join('\n')).toBeGreaterThanOrEqual(0);
  return text.slice(at + 1, at + 1 + lines).join(' ');
}

async function printed(v: TestVenue, tipo: string): Promise<string[][]> {
  const pending = trabajosNavegadorSchema.parse((await v.as.cajero.get('/api/impresion/trabajos/pendientes?estacion=caja')).body.data);
  return pending.filter((j) => j.trabajo.tipo === tipo).map((j) => j.lineas.map((l) => compact(l.texto)));
}

describe("a combo's components on paper", () => {
  it("print under the combo's line on the pre-bill and on the receipt of the table's charge", async () => {
    const v = await createVenue(t.app);
    await addPrinter(v, { nombre: 'Caja', conexion: 'navegador', estacion: 'caja' });
    const { combo, opcion } = await menuEjecutivo(v);
    const [mesa] = await planInicial(v, 1);
    const draft = await abrirMesa(v.as.mozo, mesa!, { comensales: 1 });
    const table: Pick<Draft, 'items' | 'total'> = await agregar(v.as.mozo, draft.id, {
      productoId: combo.id,
      cantidad: 1,
      combo: [opcion('ENT-002'), opcion('PRI-001'), opcion('BEB-002')],
      clientMutationId: mutationId(),
    });
    const bebida = table.items[0]!.componentes!.find((c) => c.grupo === 'Bebida')!.nombre;
    const expected = ['Entrada: Empanada de jamón y queso', 'Principal: Bife de chorizo con guarnición (+$ 2.000,00)', `Bebida: ${bebida}`];

    expect((await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/precuenta`, { clientMutationId: mutationId() })).status).toBe(200);
    const [precuenta] = await printed(v, 'documento');
    expect(under(precuenta!, '1 Ejecutivo', 4)).toContain(expected.join(' '));

    await abrirCaja(v.as.cajero);
    const paid = await v.as.cajero.post<DraftFinalizado>(`/api/mesas/drafts/${draft.id}/finalizar`, {
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: table.total }],
      clientMutationId: mutationId(),
    });
    expect(paid.status, paid.body.message).toBe(200);
    const [recibo] = await printed(v, 'recibo');
    expect(under(recibo!, '1 Ejecutivo', 4)).toContain(expected.join(' '));
  });
});
