// Product images: JPG or PNG up to 2 MB recognised by content (not by name), stored under the
// data folder (SQLite) or in PostgreSQL, served resized for cards and thumbnails with caching
// headers; anything else gets the file-reading refusal.
import fs from 'node:fs';
import path from 'node:path';
import type { Categoria, Producto, ProductosList } from '@resto/shared/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue, type ApiClient } from './helpers/money';
import { bearer, createTestApp, ON_POSTGRES, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = '----resto-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(c: ApiClient, id: number, file: Buffer, filename = 'foto.png', contentType = 'image/png') {
  const { payload, headers } = multipart(file, filename, contentType);
  const res = await t.app.inject({ method: 'POST', url: `/api/productos/${id}/imagen`, headers: { ...headers, ...bearer(c.token) }, payload });
  return { status: res.statusCode, body: res.json<{ success: boolean; data?: Producto; code?: string; message?: string }>() };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
const jpg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 200, b: 30 } } })
    .jpeg()
    .toBuffer();

async function productoNuevo(a: ApiClient) {
  const cat = (await a.post<Categoria>('/api/categorias', { nombre: `Cat ${Math.random()}` })).body.data!;
  return (await a.post<Producto>('/api/productos/dto', { nombre: 'Con foto', categoriaId: cat.id, costo: 100, precio: 200 })).body.data!;
}

const imageDir = (localId: number, id: number) => path.join(t.config.dataDir, 'productos-imagenes', String(localId), String(id));

describe('product images', () => {
  it('stores an upload, serves a card and a thumbnail with caching headers, replaces and deletes it', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const a = v.as.admin;
    const p = await productoNuevo(a);

    const up = await upload(a, p.id, await png(800, 500));
    expect(up.status).toBe(201);
    expect(up.body.message).toBe('Imagen guardada');
    const imagen = up.body.data!.imagen!;
    expect(imagen.card).toMatch(new RegExp(`^/api/productos/${p.id}/imagen\\?size=card&v=[0-9a-f]{16}$`));
    expect(imagen.thumb).toMatch(new RegExp(`^/api/productos/${p.id}/imagen\\?size=thumb&v=[0-9a-f]{16}$`));
    // The list shows it too (thumbnails in the rows).
    expect((await a.get<ProductosList>('/api/productos')).body.data!.items[0]!.imagen).toEqual(imagen);

    // Served without a token (an <img> sends none): resized, typed, cached.
    const card = await t.app.inject({ method: 'GET', url: imagen.card });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = card.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{16}-card"$/);
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ format: 'png', width: 600, height: 375 });
    const thumb = await t.app.inject({ method: 'GET', url: imagen.thumb });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 160, height: 160 });
    const again = await t.app.inject({ method: 'GET', url: imagen.card, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const unversioned = await t.app.inject({ method: 'GET', url: `/api/productos/${p.id}/imagen` });
    expect(unversioned.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(unversioned.headers.etag).toBe(etag);

    if (!ON_POSTGRES) expect(fs.readdirSync(imageDir(v.localId, p.id)).sort()).toHaveLength(3);

    // A new image (a JPG this time) gets new URLs; the old ones no longer promise the old picture.
    const replaced = await upload(a, p.id, await jpg(300, 900), 'otra.jpeg', 'image/jpeg');
    const nuevo = replaced.body.data!.imagen!;
    expect(nuevo.card).not.toBe(imagen.card);
    const old = await t.app.inject({ method: 'GET', url: imagen.card });
    expect(old.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(await sharp(old.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 200, height: 600 });
    if (!ON_POSTGRES) {
      const files = fs.readdirSync(imageDir(v.localId, p.id));
      expect(files).toHaveLength(3);
      expect(files.every((f) => f.endsWith('.jpg'))).toBe(true);
    } else {
      expect(fs.existsSync(imageDir(v.localId, p.id))).toBe(false);
    }

    const del = await a.del(`/api/productos/${p.id}/imagen`);
    expect(del.status).toBe(200);
    expect((await a.get<Producto>(`/api/productos/${p.id}`)).body.data!.imagen).toBeNull();
    const gone = await t.app.inject({ method: 'GET', url: nuevo.card });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'PRODUCTO_SIN_IMAGEN', message: 'El producto no tiene imagen' });
    expect((await a.del(`/api/productos/${p.id}/imagen`)).status).toBe(404);
    if (!ON_POSTGRES) expect(fs.readdirSync(imageDir(v.localId, p.id))).toEqual([]);
  });

  it('refuses a .jpg that is really text, a 3 MB PNG, a GIF, a broken JPG and a request without a file', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const a = v.as.admin;
    const p = await productoNuevo(a);

    const text = await upload(a, p.id, Buffer.from('esto no es una foto, es texto\n'.repeat(20)), 'foto.jpg', 'image/jpeg');
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ code: 'IMAGEN_FORMATO_INVALIDO', message: 'Error al leer el archivo: la imagen debe ser JPG o PNG' });

    // Random pixels do not compress: about 3 MB.
    const noise = Buffer.alloc(1000 * 1000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1000, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2.8 * 1024 * 1024);
    const tooBig = await upload(a, p.id, big, 'grande.png');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({ code: 'IMAGEN_DEMASIADO_GRANDE', message: 'Error al leer el archivo: la imagen supera los 2 MB' });

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(a, p.id, gif, 'foto.png')).body.code).toBe('IMAGEN_FORMATO_INVALIDO');
    const good = await jpg(50, 50);
    const broken = Buffer.concat([good.subarray(0, 40), Buffer.alloc(200, 7)]);
    expect((await upload(a, p.id, broken, 'rota.jpg', 'image/jpeg')).body.code).toBe('IMAGEN_FORMATO_INVALIDO');

    const none = await a.post(`/api/productos/${p.id}/imagen`, {});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Error al leer el archivo: no se recibió ninguna imagen');

    // Nothing was stored by the refusals.
    expect((await a.get<Producto>(`/api/productos/${p.id}`)).body.data!.imagen).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/productos/${p.id}/imagen` })).statusCode).toBe(404);
  });

  it('needs admin or empleado to upload, a product of the venue, and goes with the product when it is erased', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const a = v.as.admin;
    const p = await productoNuevo(a);
    const image = await png(100, 100);
    expect((await upload(v.as.mozo, p.id, image)).status).toBe(403);
    expect((await upload(v.as.empleado, p.id, image)).status).toBe(201);
    const stranger = await createVenue(t.app, { withMenu: false, roles: ['admin'] });
    expect((await upload(stranger.as.admin, p.id, image)).status).toBe(404);
    const anon = multipart(image, 'a.png', 'image/png');
    expect((await t.app.inject({ method: 'POST', url: `/api/productos/${p.id}/imagen`, ...anon })).statusCode).toBe(401);

    expect((await a.del(`/api/productos/${p.id}`)).body.data).toEqual({ id: p.id, resultado: 'eliminado' });
    expect((await t.app.inject({ method: 'GET', url: `/api/productos/${p.id}/imagen?size=thumb` })).statusCode).toBe(404);
    expect(fs.existsSync(imageDir(v.localId, p.id))).toBe(false);
  });
});
