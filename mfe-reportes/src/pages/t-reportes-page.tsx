import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function TReportesPage() {
  return <PlaceholderPage titleKey="routes.tReportes" />;
}
