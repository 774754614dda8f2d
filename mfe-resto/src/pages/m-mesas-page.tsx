import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function MMesasPage() {
  return <PlaceholderPage titleKey="routes.mMesas" />;
}
