import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function HistorialPedidosPage() {
  return <PlaceholderPage titleKey="routes.historialPedidos" />;
}
