import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';

export default function UsuariosPage() {
  return <PlaceholderPage titleKey="routes.usuarios" />;
}
