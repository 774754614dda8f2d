import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function ReservasPage() {
  return <PlaceholderPage titleKey="routes.reservas" />;
}
