import { CONNECTION_ERROR_MESSAGE, getApiBase, type ApiResult } from '@resto/shared/api-client';
import { getToken } from '@resto/shared/session';

/**
 * POST a file as multipart to `/api${path}` with upload progress. The api client (fetch) cannot
 * report how much of a body has gone, so this one call uses XMLHttpRequest; the answer is the same
 * envelope the client returns (`{ success, data, message }`, plus the status on failures).
 */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${getApiBase()}/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      onProgress(100);
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText) as unknown;
      } catch {
        json = null;
      }
      if (json !== null && typeof json === 'object' && 'success' in json) {
        const envelope = json as ApiResult<T>;
        resolve(envelope.success ? envelope : { ...envelope, status: xhr.status, errorKind: 'http' });
        return;
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      resolve(ok ? { success: true, data: json as T } : { success: false, message: `Error ${xhr.status}: ${xhr.statusText}`, status: xhr.status, errorKind: 'http' });
    };
    xhr.onerror = () => resolve({ success: false, message: CONNECTION_ERROR_MESSAGE, status: 0, errorKind: 'network' });
    xhr.onabort = () => resolve({ success: false, message: CONNECTION_ERROR_MESSAGE, status: 0, errorKind: 'network' });
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
