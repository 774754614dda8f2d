import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function PedidosPage() {
  return <PlaceholderPage titleKey="routes.pedidos" />;
}
