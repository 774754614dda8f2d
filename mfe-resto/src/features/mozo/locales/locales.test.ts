import { describeLocaleBundle, flattenTranslations } from '@resto/shared/i18n/testing';
import { WAITER_LOCALES } from '../i18n';

describeLocaleBundle('waiter handheld', WAITER_LOCALES, 'waiter');

describe('waiter handheld texts', () => {
  const es = flattenTranslations(WAITER_LOCALES.es);

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
