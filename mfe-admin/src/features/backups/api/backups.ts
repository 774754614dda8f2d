import { RESPALDO_FRASE_HEADER, type BackupConfigUpdate, type BackupsEstadoConSecretos as BackupsEstado } from '@resto/shared/contracts';
import { CONNECTION_ERROR_MESSAGE, api, getApiBase, type ApiResult } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { getToken } from '@resto/shared/session';
import { useQuery } from '@tanstack/react-query';

export const backupsKeys = {
  all: ['sistema', 'backups'] as const,
};

/** GET /sistema/backups: the last backup (good or failed), the kept files and the settings. */
export function getBackups(signal?: AbortSignal) {
  return api.get<BackupsEstado>('/sistema/backups', signal ? { signal } : {});
}

export function useBackupsQuery() {
  return useQuery({ queryKey: backupsKeys.all, queryFn: fromApi((signal) => getBackups(signal)) });
}

/** POST /sistema/backups: a backup now. */
export function runBackup() {
  return api.post<BackupsEstado>('/sistema/backups', {});
}

/** PUT /sistema/backups/config: the nightly hour and how many files are kept. */
export function saveBackupsConfig(body: BackupConfigUpdate) {
  return api.put<BackupsEstado>('/sistema/backups/config', body);
}

/**
 * GET /sistema/backups/:archivo, saved under its own name: the api seals the server's key inside
 * under `frase` (sent URI-encoded in its header, never in the URL), which the restore asks for.
 */
export async function downloadBackup(archivo: string, frase: string): Promise<ApiResult<null>> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${getApiBase()}/api/sistema/backups/${encodeURIComponent(archivo)}`, {
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), [RESPALDO_FRASE_HEADER]: encodeURIComponent(frase) },
      cache: 'no-store',
    });
  } catch {
    return { success: false, message: CONNECTION_ERROR_MESSAGE, status: 0, errorKind: 'network' };
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    return { success: false, message: envelope?.message ?? `Error ${response.status}: ${response.statusText}`, status: response.status, errorKind: 'http' };
  }
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = archivo;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { success: true, data: null };
}
