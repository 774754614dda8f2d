import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function ArqueosPage() {
  return <PlaceholderPage titleKey="routes.arqueos" />;
}
