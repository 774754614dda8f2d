import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function MPrecioPage() {
  return <PlaceholderPage titleKey="routes.mPrecio" />;
}
