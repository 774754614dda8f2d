// Kitchen orders: the rounds of a table's comanda, direct and delivery orders, their flow on the
// kitchen screen and their release when booked for later.
export { type PedidosReleaseOptions, pedidosReleasePlugin } from './pedidos-release.plugin';
export { pedidosRoutes } from './pedidos.routes';
export { addKitchenItems, cancelKitchenOrdersOfDraft, fireKitchenItems, type KitchenDraft, linkKitchenOrdersToVenta, syncKitchenItem, syncKitchenNotas } from './comanda-cocina';
export { alertaMinutos, countCriticos, getPedido } from './pedidos.service';
