import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function MStockPage() {
  return <PlaceholderPage titleKey="routes.mStock" />;
}
