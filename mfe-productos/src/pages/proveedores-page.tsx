import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function ProveedoresPage() {
  return <PlaceholderPage titleKey="routes.proveedores" />;
}
