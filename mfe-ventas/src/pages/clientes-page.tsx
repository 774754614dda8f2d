import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function ClientesPage() {
  return <PlaceholderPage titleKey="routes.clientes" />;
}
