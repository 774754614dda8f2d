import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function RolesPage() {
  return <PlaceholderPage titleKey="routes.roles" />;
}
