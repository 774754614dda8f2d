import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Producto } from '@resto/shared/contracts';
import { SEEDED_ROLE_PERMISSIONS } from '@resto/shared/rules';
import { failResponse, okResponse, renderPage, signInAsAdmin, signInWith, stubApi, type ApiCall, type ApiHandler } from '@resto/shared/sales-ui/testing';
import ProductosPage from '../../pages/productos-page';
import { ajusteResultFixture, categoriasFixture, importReportFixture, productoFixture, proveedoresFixture, subcategoriasFixture } from './test-fixtures';

// Whole pages typed into on a shared 2-core machine: some take well over the default 20 s there.
const page = (count: number, from = 1) => Array.from({ length: count }, (_, i) => productoFixture({ id: from + i, nombre: `Producto ${String(from + i).padStart(2, '0')}` }));

/** The api of /productos with `list` answering the product list. */
function api(list: ApiHandler, more: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /productos': list,
    'GET /categorias': () => okResponse(categoriasFixture()),
    'GET /subcategorias': () => okResponse({ items: subcategoriasFixture(), total: 1 }),
    'GET /proveedores': () => okResponse(proveedoresFixture()),
    ...more,
  });
}

const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/productos');

// A manager unless a test signs in as someone else: the page offers them every action.
beforeEach(() => signInAsAdmin());

describe('/productos list', { timeout: 45_000 }, () => {
  it('shows a page of 20 with the total, marks low stock, and asks the api for the next page', async () => {
    const user = userEvent.setup();
    const calls = api((call) => {
      const pagina = Number(call.query.get('pagina'));
      const items = pagina === 1 ? [productoFixture({ id: 100, nombre: 'Agua', stockActual: 2, stockMinimo: 5, bajoStock: true }), ...page(19)] : page(20, 21);
      return okResponse({ items, total: 45 });
    });
    renderPage(<ProductosPage />, { path: '/productos' });
    const table = await screen.findByTestId('productos-table');
    expect(within(table).getAllByTestId('producto-row')).toHaveLength(20);
    expect(screen.getByTestId('productos-total').textContent).toBe('45 productos');
    const first = within(table).getAllByTestId('producto-row')[0]!;
    expect(within(first).getByTestId('bajo-stock').textContent).toBe('Bajo stock');
    expect(within(first).getByTestId('producto-precio').textContent).toMatch(/\$\s1\.300,00/);
    // Defaults: estado todos, nombre asc, page 1 of 20.
    const q = listCalls(calls)[0]!.query;
    expect([q.get('estado'), q.get('ordenarPor'), q.get('ordenDireccion'), q.get('pagina'), q.get('limite')]).toEqual(['todos', 'nombre', 'asc', '1', '20']);

    await user.click(screen.getByTestId('pagina-siguiente'));
    await waitFor(() => expect(within(screen.getByTestId('productos-table')).getByText('Producto 21')).toBeTruthy());
    expect(listCalls(calls).at(-1)!.query.get('pagina')).toBe('2');
  });

  it('sends the filters and the sort to the api and goes back to page 1', async () => {
    const user = userEvent.setup();
    const calls = api(() => okResponse({ items: page(3), total: 60 }));
    renderPage(<ProductosPage />, { path: '/productos' });
    await screen.findByTestId('productos-table');
    await user.click(screen.getByTestId('pagina-siguiente'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('pagina')).toBe('2'));

    await user.selectOptions(screen.getByTestId('filtro-categoria'), 'Bebidas');
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('categoriaId')).toBe('3'));
    expect(listCalls(calls).at(-1)!.query.get('pagina')).toBe('1');

    await user.selectOptions(screen.getByTestId('filtro-estado'), 'Inactivos');
    await user.selectOptions(screen.getByTestId('filtro-proveedor'), 'Distribuidora Sur');
    await user.click(screen.getByText('Solo bajo stock'));
    await user.click(screen.getByTestId('sort-precio'));
    await user.type(screen.getByTestId('productos-search'), 'coca');
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('q')).toBe('coca'));
    const q = listCalls(calls).at(-1)!.query;
    expect(Object.fromEntries(q)).toMatchObject({
      estado: 'inactivos',
      categoriaId: '3',
      proveedorId: '9',
      bajoStock: 'true',
      ordenarPor: 'precio',
      ordenDireccion: 'asc',
      pagina: '1',
    });
  });

  it('reads a plain array as the list (list shapes)', async () => {
    api(() => okResponse([productoFixture()]));
    renderPage(<ProductosPage />, { path: '/productos' });
    expect(within(await screen.findByTestId('productos-table')).getByText('Coca-Cola 500 ml')).toBeTruthy();
    expect(screen.getByTestId('productos-total').textContent).toBe('1 producto');
  });
});

describe('/productos form', { timeout: 90_000 }, () => {
  // A manager who handles costs: the cost and profit % are in the form.
  beforeEach(() => signInAsAdmin());

  async function openNew(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByTestId('nuevo-producto'));
    return screen.findByTestId('producto-dialog');
  }

  it('refuses a price of 0 and a missing category with the api texts, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = api(() => okResponse({ items: [], total: 0 }));
    renderPage(<ProductosPage />, { path: '/productos' });
    const dialog = await openNew(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Flan casero');
    await user.type(within(dialog).getByRole('textbox', { name: /Costo/ }), '500');
    await user.type(within(dialog).getByRole('textbox', { name: /^Precio/ }), '0');
    await user.type(within(dialog).getByRole('textbox', { name: /Stock mínimo/ }), '2');
    await user.click(within(dialog).getByTestId('save-producto'));
    expect(await within(dialog).findByText('El precio debe ser mayor a 0')).toBeTruthy();
    expect(within(dialog).getByText('La categoría es obligatoria')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('computes the price from cost and profit: 1.000,00 + 30% is 1.300,00, and saves the normalised product', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    api(() => okResponse({ items: [], total: 0 }), {
      'POST /productos/dto': (call) => {
        bodies.push(call.body as Record<string, unknown>);
        return okResponse(productoFixture({ id: 50, nombre: 'Flan casero' }), 'Producto creado', 201);
      },
    });
    renderPage(<ProductosPage />, { path: '/productos' });
    const dialog = await openNew(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Flan casero');
    await user.selectOptions(within(dialog).getByTestId('form-categoria'), 'Bebidas');
    await user.type(within(dialog).getByRole('textbox', { name: /Costo/ }), '1.000,00');
    await user.type(within(dialog).getByRole('textbox', { name: /Porcentaje de ganancia/ }), '30');
    const precio = within(dialog).getByRole('textbox', { name: /^Precio/ }) as HTMLInputElement;
    expect(precio.value).toBe('1.300,00');
    // The price typed back gives the profit %.
    await user.clear(precio);
    await user.type(precio, '1.250');
    expect((within(dialog).getByRole('textbox', { name: /Porcentaje de ganancia/ }) as HTMLInputElement).value).toBe('25');
    await user.type(within(dialog).getByRole('textbox', { name: /Stock mínimo/ }), '5');
    await user.click(within(dialog).getByTestId('save-producto'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const body = bodies[0]!;
    expect(body).toMatchObject({ nombre: 'Flan casero', categoriaId: 3, costo: 1000, porcentajeGanancia: 25, precio: 1250, stockMinimo: 5, visibleOrders: false });
    // Empty optional fields dropped, categoria never sent.
    expect(body).not.toHaveProperty('categoria');
    expect(body).not.toHaveProperty('subcategoriaId');
    expect(body).not.toHaveProperty('codigoSku');
    expect(body).not.toHaveProperty('fechaVencimiento');
    expect(typeof body.clientMutationId).toBe('string');
    await waitFor(() => expect(screen.queryByTestId('producto-dialog')).toBeNull());
  });

  it('edits a product with its values pre-filled in the venue format', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    api(() => okResponse({ items: [productoFixture({ fechaVencimiento: '2027-03-31' })], total: 1 }), {
      'PUT /productos/dto/:id': (call) => {
        bodies.push(call.body);
        return okResponse(productoFixture(), 'Producto actualizado');
      },
    });
    renderPage(<ProductosPage />, { path: '/productos' });
    await user.click(await screen.findByRole('button', { name: 'Editar Coca-Cola 500 ml' }));
    const dialog = await screen.findByTestId('producto-dialog');
    expect((within(dialog).getByRole('textbox', { name: /Costo/ }) as HTMLInputElement).value).toBe('1.000,00');
    expect((within(dialog).getByRole('textbox', { name: /^Precio/ }) as HTMLInputElement).value).toBe('1.300,00');
    expect((within(dialog).getByTestId('form-vencimiento') as HTMLInputElement).value).toBe('31/03/2027');
    await user.click(within(dialog).getByTestId('save-producto'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ fechaVencimiento: '2027-03-31', precio: 1300, categoriaId: 3 });
  });

  it('shows the IVA rate in the list and sends the one picked in the form', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    api(() => okResponse({ items: [productoFixture({ ivaAlicuota: '10.5' })], total: 1 }), {
      'PUT /productos/dto/:id': (call) => {
        bodies.push(call.body);
        return okResponse(productoFixture({ ivaAlicuota: 'exento' }), 'Producto actualizado');
      },
    });
    renderPage(<ProductosPage />, { path: '/productos' });
    expect((await screen.findByTestId('producto-iva')).textContent).toBe('IVA 10,5 %');
    await user.click(await screen.findByRole('button', { name: 'Editar Coca-Cola 500 ml' }));
    const dialog = await screen.findByTestId('producto-dialog');
    const iva = within(dialog).getByTestId('form-iva') as HTMLSelectElement;
    expect(iva.value).toBe('10.5');
    expect([...iva.options].map((o) => o.text)).toEqual(['IVA 21 %', 'IVA 10,5 %', 'IVA 27 %', 'IVA 5 %', 'IVA 2,5 %', 'IVA 0 %', 'Exento', 'No gravado']);
    await user.selectOptions(iva, 'Exento');
    await user.click(within(dialog).getByTestId('save-producto'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ ivaAlicuota: 'exento' });
  });

  it('uploads the picked image after saving, and refuses a file that is not JPG or PNG', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploads: unknown[] = [];
    api(() => okResponse({ items: [productoFixture()], total: 1 }), {
      'PUT /productos/dto/:id': () => okResponse(productoFixture(), 'Producto actualizado'),
      'POST /productos/:id/imagen': (call) => {
        uploads.push(call.body);
        return okResponse(productoFixture({ imagen: { card: '/api/productos/1/imagen?size=card&v=1', thumb: '/api/productos/1/imagen?size=thumb&v=1' } }), 'Imagen guardada', 201);
      },
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
    renderPage(<ProductosPage />, { path: '/productos' });
    await user.click(await screen.findByRole('button', { name: 'Editar Coca-Cola 500 ml' }));
    const dialog = await screen.findByTestId('producto-dialog');
    await user.upload(within(dialog).getByTestId('imagen-input'), new File(['hola'], 'menu.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('Error al leer el archivo: la imagen debe ser JPG o PNG de hasta 2MB')).toBeTruthy();
    await user.upload(within(dialog).getByTestId('imagen-input'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'coca.png', { type: 'image/png' }));
    expect(within(dialog).getByTestId('imagen-preview').getAttribute('src')).toBe('blob:preview');
    await user.click(within(dialog).getByTestId('save-producto'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect((uploads[0] as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(screen.queryByTestId('producto-dialog')).toBeNull());
  });

  it("shows the server's refusal in the form", async () => {
    const user = userEvent.setup();
    api(() => okResponse({ items: [productoFixture()], total: 1 }), {
      'PUT /productos/dto/:id': () => failResponse('Ya existe un producto con el código de barras 7790895000997', 409),
    });
    renderPage(<ProductosPage />, { path: '/productos' });
    await user.click(await screen.findByRole('button', { name: 'Editar Coca-Cola 500 ml' }));
    const dialog = await screen.findByTestId('producto-dialog');
    await user.click(within(dialog).getByTestId('save-producto'));
    expect((await within(dialog).findByTestId('form-error')).textContent).toContain('Ya existe un producto con el código de barras 7790895000997');
  });
});

describe('/productos delete', { timeout: 45_000 }, () => {
  it('asks for confirmation and shows the answer: a product with sales is deactivated', async () => {
    const user = userEvent.setup();
    let items: Producto[] = [productoFixture()];
    const calls = api(() => okResponse({ items, total: items.length }), {
      'DELETE /productos/:id': () => {
        items = [productoFixture({ activo: false })];
        return okResponse({ id: 1, resultado: 'desactivado' });
      },
    });
    renderPage(<ProductosPage />, { path: '/productos' });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Coca-Cola 500 ml' }));
    const confirm = await screen.findByTestId('eliminar-producto-dialog');
    expect(confirm.textContent).toContain('¿Eliminar el producto Coca-Cola 500 ml?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByTestId('confirmar-eliminar'));
    expect(await screen.findByText('El producto tiene ventas: se desactivó en lugar de eliminarse')).toBeTruthy();
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.path).toBe('/productos/1');
    expect((del.body as { clientMutationId: string }).clientMutationId).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('productos-table')).getByText('Inactivo')).toBeTruthy());
  });
});

describe('/productos categories', { timeout: 45_000 }, () => {
  it("creates a category and shows the api's refusal to delete one in use", async () => {
    const user = userEvent.setup();
    const created: unknown[] = [];
    const calls = api(() => okResponse({ items: [], total: 0 }), {
      'POST /categorias': (call) => {
        created.push(call.body);
        return okResponse(categoriasFixture()[1], 'Categoría creada', 201);
      },
      'DELETE /categorias/:id': () => failResponse('No se puede eliminar la categoría: tiene 12 productos. Movelos a otra categoría primero.', 409),
    });
    renderPage(<ProductosPage />, { path: '/productos' });
    await user.click(await screen.findByTestId('abrir-categorias'));
    const dialog = await screen.findByTestId('categorias-dialog');
    await within(dialog).findByTestId('categorias-table');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nueva categoría' }), 'Cafetería');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ nombre: 'Cafetería' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar Bebidas' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByTestId('confirmar-eliminar-categoria'));
    expect((await within(dialog).findByTestId('categorias-error')).textContent).toContain('tiene 12 productos');
  });
});

/** XMLHttpRequest stand-in: reports upload progress, then answers `response`. */
function stubUpload(status: number, response: unknown) {
  const sent: { url: string; body: unknown }[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(body: unknown) {
      sent.push({ url: this.url, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = status;
        this.responseText = JSON.stringify(response);
        this.onload?.();
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('/productos import', { timeout: 45_000 }, () => {
  it('uploads the CSV and shows the refused rows with their line and reason', async () => {
    const user = userEvent.setup();
    api(() => okResponse({ items: [], total: 0 }));
    const report = importReportFixture({
      filas: 3,
      rechazados: [
        { linea: 3, nombre: 'Alfajor', motivos: ['precio: El precio debe ser mayor a 0'] },
        { linea: 4, nombre: null, motivos: ['nombre: El nombre es obligatorio'] },
      ],
    });
    const sent = stubUpload(422, { success: false, code: 'PRODUCTOS_IMPORTACION_RECHAZADA', message: 'No se importó ningún producto: 2 filas con errores', data: report });
    renderPage(<ProductosPage />, { path: '/productos' });
    await user.click(await screen.findByTestId('abrir-importar'));
    const dialog = await screen.findByTestId('importar-dialog');
    expect(within(dialog).getByTestId('descargar-modelo').textContent).toBe('Descargar modelo_productos.csv');
    const file = new File(['nombre;categoria;costo\nAlfajor;Golosinas;0\n'], 'productos.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByTestId('importar-input'), file);
    expect(within(dialog).getByTestId('importar-archivo').textContent).toBe('productos.csv');
    await user.click(within(dialog).getByTestId('importar-enviar'));
    const table = await within(dialog).findByTestId('importar-reporte');
    const rows = within(table).getAllByTestId('rechazo-row');
    expect(rows.map((r) => r.textContent)).toEqual(['3Alfajorprecio: El precio debe ser mayor a 0', '4nombre: El nombre es obligatorio']);
    expect(within(dialog).getByText('No se importó ningún producto: 2 filas de 3 tienen errores')).toBeTruthy();
    expect(within(dialog).getByTestId('importar-progreso')).toBeTruthy();
    expect(sent[0]!.url).toBe('/api/productos/importar');
    expect((sent[0]!.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('says how many products were imported', async () => {
    const user = userEvent.setup();
    const calls = api(() => okResponse({ items: [], total: 0 }));
    stubUpload(201, { success: true, data: importReportFixture({ filas: 2, importados: 2 }) });
    renderPage(<ProductosPage />, { path: '/productos' });
    await user.click(await screen.findByTestId('abrir-importar'));
    const dialog = await screen.findByTestId('importar-dialog');
    await user.upload(within(dialog).getByTestId('importar-input'), new File(['x'], 'ok.csv', { type: 'text/csv' }));
    const before = listCalls(calls).length;
    await user.click(within(dialog).getByTestId('importar-enviar'));
    expect((await within(dialog).findByTestId('importar-ok')).textContent).toBe('Se importaron 2 productos');
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
  });
});

describe('/productos bulk price adjustment', { timeout: 45_000 }, () => {
  it('shows the preview table with old and new prices, and applies only after confirming', async () => {
    const user = userEvent.setup();
    const posts: { preview: string | null; body: Record<string, unknown> }[] = [];
    const calls = api(() => okResponse({ items: [productoFixture()], total: 1 }), {
      'POST /productos/ajuste-precios': (call) => {
        posts.push({ preview: call.query.get('preview'), body: call.body as Record<string, unknown> });
        const preview = call.query.get('preview') === 'true';
        return okResponse(ajusteResultFixture({ preview, ajusteId: preview ? null : 5 }), preview ? undefined : 'Ajuste aplicado a 2 productos');
      },
    });
    renderPage(<ProductosPage />, { path: '/productos' });
    await user.click(await screen.findByTestId('abrir-ajuste'));
    const dialog = await screen.findByTestId('ajuste-dialog');
    expect((within(dialog).getByTestId('ajuste-aplicar') as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(within(dialog).getByTestId('ajuste-categoria'), 'Bebidas');
    await user.type(within(dialog).getByTestId('ajuste-valor'), '10');
    await user.selectOptions(within(dialog).getByTestId('ajuste-redondeo.tipo'), 'A un múltiplo');
    await user.type(within(dialog).getByTestId('ajuste-multiplo'), '50');
    await user.click(within(dialog).getByTestId('ajuste-preview'));

    const table = await within(dialog).findByTestId('ajuste-preview-table');
    const rows = within(table).getAllByTestId('ajuste-row');
    expect(rows).toHaveLength(2);
    const first = (rows[0]!.textContent ?? '').replace(/\u00a0/g, ' ');
    expect(first).toContain('Coca-Cola 500 ml');
    expect(first).toContain('$ 1.300,00');
    expect(first).toContain('$ 1.450,00');
    expect(posts).toEqual([
      { preview: 'true', body: expect.objectContaining({ categoria: 3, modo: 'porcentaje', valor: 10, aplicarA: 'venta', redondeo: { tipo: 'multiplo', multiplo: 50 } }) },
    ]);

    await user.click(within(dialog).getByTestId('ajuste-aplicar'));
    const confirm = await screen.findByTestId('ajuste-confirmar-dialog');
    expect(confirm.textContent).toContain('¿Aplicar el ajuste a 2 productos?');
    expect(posts).toHaveLength(1);
    const before = listCalls(calls).length;
    await user.click(within(confirm).getByTestId('ajuste-confirmar'));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.preview).toBeNull();
    expect(typeof posts[1]!.body.clientMutationId).toBe('string');
    expect(await screen.findByText('Ajuste aplicado a 2 productos')).toBeTruthy();
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
  });

  it('refuses a value of 0 with the contract text', async () => {
    const user = userEvent.setup();
    const calls = api(() => okResponse({ items: [], total: 0 }));
    renderPage(<ProductosPage />, { path: '/productos' });
    await user.click(await screen.findByTestId('abrir-ajuste'));
    const dialog = await screen.findByTestId('ajuste-dialog');
    await user.type(within(dialog).getByTestId('ajuste-valor'), '0');
    await user.click(within(dialog).getByTestId('ajuste-preview'));
    expect(await within(dialog).findByText('El valor del ajuste no puede ser 0')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('/productos for a role that may not change the catalogue', { timeout: 45_000 }, () => {
  const ACCIONES = ['abrir-categorias', 'abrir-importar', 'abrir-ajuste', 'abrir-listas-precios', 'nuevo-producto'];

  it('offers a waiter no new product, edit, modifiers, import, categories, price adjustment, price lists or delete, nor F8', async () => {
    const user = userEvent.setup();
    await signInWith(SEEDED_ROLE_PERMISSIONS.mozo, 'mozo');
    api(() => okResponse({ items: [productoFixture()], total: 1 }));
    renderPage(<ProductosPage />, { path: '/productos' });
    const row = within(await screen.findByTestId('productos-table')).getByTestId('producto-row');
    for (const id of ACCIONES) expect(screen.queryByTestId(id)).toBeNull();
    expect(within(row).queryByRole('button', { name: /^Editar/ })).toBeNull();
    expect(within(row).queryByTestId('eliminar-producto')).toBeNull();
    expect(within(row).queryByTestId('modificadores-producto')).toBeNull();
    // What only reads stays: the export and who changed a price.
    expect(screen.getByTestId('exportar')).toBeTruthy();
    expect(within(row).getByTestId('historial-precios-producto')).toBeTruthy();
    await user.keyboard('{F8}');
    expect(screen.queryByTestId('producto-dialog')).toBeNull();
  });

  it('offers the employee the catalogue but not the price adjustment nor the price lists (precios.ajustar)', async () => {
    await signInWith(SEEDED_ROLE_PERMISSIONS.empleado, 'empleado');
    api(() => okResponse({ items: [productoFixture()], total: 1 }));
    renderPage(<ProductosPage />, { path: '/productos' });
    const row = within(await screen.findByTestId('productos-table')).getByTestId('producto-row');
    expect(screen.getByTestId('nuevo-producto')).toBeTruthy();
    expect(screen.getByTestId('abrir-importar')).toBeTruthy();
    expect(within(row).getByTestId('eliminar-producto')).toBeTruthy();
    expect(screen.queryByTestId('abrir-ajuste')).toBeNull();
    expect(screen.queryByTestId('abrir-listas-precios')).toBeNull();
  });
});
