import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function MReportesPage() {
  return <PlaceholderPage titleKey="routes.mReportes" />;
}
