import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function GastosPage() {
  return <PlaceholderPage titleKey="routes.gastos" />;
}
