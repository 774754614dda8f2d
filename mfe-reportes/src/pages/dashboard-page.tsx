import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function DashboardPage() {
  return <PlaceholderPage titleKey="routes.dashboard" />;
}
