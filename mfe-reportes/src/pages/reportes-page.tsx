import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function ReportesPage() {
  return <PlaceholderPage titleKey="routes.reportes" />;
}
