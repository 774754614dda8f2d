import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function CatalogoPage() {
  return <PlaceholderPage titleKey="routes.catalogo" />;
}
