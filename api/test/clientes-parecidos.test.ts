// A look-alike customer made of letters of other scripts or of compatibility forms: it reads as the original on screen.
import type { Cliente, ClientesList } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue, mutationId } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const nuevo = { telefono: '11 2345-6789', direccion: 'Av. Rivadavia', departamento: 'Comuna 5', ciudad: 'Buenos Aires', descuento: 0 };

describe('a customer whose name only looks like another one', () => {
  it("is refused as a look-alike of 'Bodegón Don Pepe SRL' when written with Cyrillic or Greek letters, full-width or mathematical letters", async () => {
    const v = await createVenue(t.app);
    // The venue's own customer on account.
    const listed = await v.as.admin.get<ClientesList>(`/api/clientes?q=${encodeURIComponent('Don Pepe')}`);
    expect(listed.body.data!.items.map((c) => c.nombre)).toEqual(['Bodegón Don Pepe SRL']);
    const id = listed.body.data!.items[0]!.id;
    const attempts = [
      'B\u043edegón Don Pepe SRL', // Cyrillic о
      'Bodeg\u043en D\u043en Pep\u0435 SRL', // Cyrillic о and е
      '\u0412\u041eDEG\u041eN D\u041eN PEPE \u0405RL', // Cyrillic В, О and Ѕ in capitals
      'Bodeg\u03bfn Don Pepe SRL', // Greek ο
      '\uff22\uff4f\uff44\uff45\uff47\uff4f\u0301\uff4e Don Pepe SRL', // full-width letters
      '\ud835\udc01\ud835\udc28\ud835\udc1d\ud835\udc1e\ud835\udc20\ud835\udc28\ud835\udc27 Don Pepe SRL', // mathematical bold
    ];
    for (const nombre of attempts) {
      const res = await v.as.cajero.post('/api/clientes', { ...nuevo, nombre, clientMutationId: mutationId() });
      expect({ nombre, status: res.status, body: res.body }).toMatchObject({
        nombre,
        status: 409,
        body: {
          code: 'CLIENTE_POSIBLE_DUPLICADO',
          message: `Ya existe un cliente parecido: 'Bodegón Don Pepe SRL' (n.º ${id}). Si es otra persona, confirmá que querés guardarlo igual`,
          data: { clienteId: id },
        },
      });
    }
    // Another name is another customer.
    const other = await v.as.cajero.post<Cliente>('/api/clientes', { ...nuevo, nombre: 'Bodegón Don Pepa SRL', clientMutationId: mutationId() });
    expect({ status: other.status, parecidoA: other.body.data?.parecidoA ?? null }).toEqual({ status: 201, parecidoA: null });
  });
});
