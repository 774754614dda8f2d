import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function ArqueoCierrePage() {
  return <PlaceholderPage titleKey="routes.arqueoCierre" />;
}
