import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function HistorialVentasPage() {
  return <PlaceholderPage titleKey="routes.historialVentas" />;
}
