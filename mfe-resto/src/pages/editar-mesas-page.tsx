import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function EditarMesasPage() {
  return <PlaceholderPage titleKey="routes.editarMesas" />;
}
