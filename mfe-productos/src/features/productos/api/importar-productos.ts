import type { ProductosImportReport } from '@resto/shared/contracts';
import { PRODUCTOS_CSV_EXPORTADO, PRODUCTOS_CSV_MODELO } from '@resto/shared/contracts';
import { CONNECTION_ERROR_MESSAGE, getApiBase, type ApiResult } from '@resto/shared/api-client';
import { getToken } from '@resto/shared/session';
import { uploadWithProgress } from './upload-with-progress';

/** POST /productos/importar: the CSV as multipart (`file`), with upload progress. */
export function importarProductos(file: File, onProgress: (percent: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress<ProductosImportReport>('/productos/importar', form, onProgress, signal);
}

/** Downloads `path` (a CSV the api writes) and saves it under `fileName`. */
async function download(path: string, fileName: string): Promise<ApiResult<null>> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${getApiBase()}/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
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
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { success: true, data: null };
}

/** GET /productos/modelo-csv -> modelo_productos.csv. */
export const downloadModelo = () => download('/productos/modelo-csv', PRODUCTOS_CSV_MODELO);

/** GET /productos/exportar -> productos_exported.csv (es-AR Excel: `;`, BOM, decimal comma). */
export const downloadExport = () => download('/productos/exportar', PRODUCTOS_CSV_EXPORTADO);
