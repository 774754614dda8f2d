import { LOCALE_FILES } from '@resto/shared/i18n';
import { WAITER_LOCALES } from '../i18n';

function flatten(tree: unknown, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(tree as Record<string, unknown>)) {
    if (v !== null && typeof v === 'object') Object.assign(out, flatten(v, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = v;
  }
  return out;
}

describe('waiter handheld locale files', () => {
  const es = flatten(WAITER_LOCALES.es);

  it.each(['br', 'en'] as const)('%s has exactly the keys of es', (lang) => {
    expect(Object.keys(flatten(WAITER_LOCALES[lang])).sort()).toEqual(Object.keys(es).sort());
  });

  it.each(['es', 'br', 'en'] as const)('%s has no empty text and keeps the placeholders of es', (lang) => {
    const texts = flatten(WAITER_LOCALES[lang]);
    const vars = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [key, value] of Object.entries(texts)) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
      expect(vars(value as string), key).toEqual(vars(es[key] as string));
    }
  });

  it('uses its own top-level group, so it cannot overwrite the shell texts', () => {
    expect(Object.keys(WAITER_LOCALES.es)).toEqual(['waiter']);
    expect(Object.values(LOCALE_FILES.es).flatMap((file) => Object.keys(file))).not.toContain('waiter');
  });

  it("keeps the spec's Spanish texts word for word", () => {
    expect(es).toMatchObject({
      'waiter.lista.cargando': 'Cargando mesas...',
      'waiter.lista.errorTitulo': 'Error de conexión',
      'waiter.lista.errorMensaje': 'No se pudo conectar con el servidor',
      'waiter.lista.errorCarga': 'Error al cargar mesas',
      'waiter.lista.vacio': 'No hay mesas',
      'waiter.reintentar': 'Reintentar',
      'waiter.mesa.tapParaAbrir': 'Tap para abrir',
      'waiter.mesa.titulo': 'Mesa {{numero}}',
      'waiter.pedido.totalAConfirmar': 'Total a confirmar',
      'waiter.pedido.productosPedidos': 'PRODUCTOS PEDIDOS ({{count}})',
      'waiter.pedido.eliminado': '(Eliminado)',
      'waiter.pedido.cerrarMesa': 'Cerrar mesa {{numero}}',
      'waiter.categoria.carrito': 'CARRITO ({{count}})',
      'waiter.categoria.verPedido': 'Ver Pedido',
      'waiter.categoria.pendientes': 'PENDIENTES ({{count}})',
      'waiter.categoria.completar': 'Completar',
      'waiter.eliminar.ayuda': 'El motivo es obligatorio para llevar un registro de las eliminaciones',
      'waiter.comentario.contador': '{{count}}/150 caracteres',
      'waiter.envio.sinConexion': 'Sin conexión a internet',
      'waiter.envio.reconectando': 'Reconectando...',
      'waiter.toasts.errorAgregar': 'Error al agregar producto. Por favor intenta nuevamente.',
      'waiter.toasts.errorCerrar': 'Error al cerrar la mesa. Por favor intenta nuevamente.',
      'waiter.toasts.errorAbrir': 'Error al abrir la mesa. Por favor intenta nuevamente.',
      'waiter.toasts.errorEliminar': 'Error al eliminar producto. Por favor intenta nuevamente.',
      'waiter.toasts.errorConfirmar': 'Error al confirmar productos. Por favor intenta nuevamente.',
      'waiter.toasts.eliminado': 'Producto eliminado correctamente',
      'waiter.toasts.confirmados': 'Productos confirmados y enviados a cocina',
      'waiter.toasts.comanda': 'Comanda enviada a cocina',
    });
    const suggestions = Object.entries(es)
      .filter(([k]) => k.startsWith('waiter.comentario.opciones.'))
      .map(([, v]) => v);
    expect(suggestions).toEqual(['Sin cebolla', 'Sin tomate', 'Bien cocido', 'Jugoso', 'Sin sal', 'Extra queso', 'Picante', 'Sin mayonesa']);
  });
});
