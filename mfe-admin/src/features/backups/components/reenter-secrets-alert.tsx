import { Alert, List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SecretoPorReingresar } from '@resto/shared/contracts';

/**
 * After a restore with fresh secrets (the backup's passphrase was lost) the keys sealed with the
 * old server key were cleared: the admin sees which to enter again until each is.
 */
export function ReenterSecretsAlert({ pendientes }: { pendientes: SecretoPorReingresar[] }) {
  const { t } = useTranslation();
  if (pendientes.length === 0) return null;
  // One line per kind: the admin enters each in its own settings page.
  const tipos = [...new Set(pendientes.map((p) => p.tipo))];
  return (
    <Alert.Root status="warning" data-testid="backups-reingresar">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('backupsAdmin.reingresar.titulo')}</Alert.Title>
        <Alert.Description>
          <List.Root>
            {tipos.map((tipo) => (
              <List.Item key={tipo}>{t(`backupsAdmin.reingresar.${tipo}`)}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
