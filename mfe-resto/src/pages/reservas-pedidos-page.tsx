import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function ReservasPedidosPage() {
  return <PlaceholderPage titleKey="routes.reservasPedidos" />;
}
