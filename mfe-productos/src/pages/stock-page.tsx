import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function StockPage() {
  return <PlaceholderPage titleKey="routes.stock" />;
}
