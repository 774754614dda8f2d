import { Button, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BackupsEstado } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { usePermission } from '@resto/shared/session';
import { AlertTriangleIcon } from '@resto/shared/ui';

/** Re-read every 30 minutes: a backup's age changes with time, not with events. */
const RECHECK_MS = 30 * 60_000;

/**
 * Warns an admin (config.editar) when the last good backup is older than 48 hours or
 * the last one failed; a click opens the backups section of /config. Nothing for other users.
 */
export function BackupWarning() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = usePermission('config.editar');
  const query = useQuery({
    queryKey: ['sistema', 'backups'],
    queryFn: fromApi((signal) => api.get<BackupsEstado>('/sistema/backups', { signal })),
    enabled: allowed,
    refetchInterval: RECHECK_MS,
  });
  const estado = query.data;
  if (!allowed || !estado?.alerta) return null;
  const failed = estado.ultima?.ok === false;
  const label = failed ? t('backupHeader.fallo') : t('backupHeader.aviso');
  return (
    <Button
      variant="outline"
      size="sm"
      // fg.warning reaches 4.5:1 on white (shared/src/ui/system.test.tsx); the header is coloured.
      bg="white"
      color="fg.warning"
      _hover={{ bg: 'bg.muted' }}
      aria-label={label}
      title={label}
      data-testid="backup-warning"
      onClick={() => void navigate('/config?seccion=backups')}
    >
      <AlertTriangleIcon />
      <Text as="span" display={{ base: 'none', lg: 'inline' }}>
        {label}
      </Text>
    </Button>
  );
}
