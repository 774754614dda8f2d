import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function MVentaPage() {
  return <PlaceholderPage titleKey="routes.mVenta" />;
}
