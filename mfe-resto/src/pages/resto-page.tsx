import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function RestoPage() {
  return <PlaceholderPage titleKey="routes.resto" />;
}
