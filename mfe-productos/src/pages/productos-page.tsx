import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function ProductosPage() {
  return <PlaceholderPage titleKey="routes.productos" />;
}
