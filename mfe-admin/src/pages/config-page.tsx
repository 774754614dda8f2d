import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function ConfigPage() {
  return <PlaceholderPage titleKey="routes.config" />;
}
