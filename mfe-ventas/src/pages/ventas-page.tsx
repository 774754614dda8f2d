import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function VentasPage() {
  return <PlaceholderPage titleKey="routes.ventas" />;
}
