import type { Problem } from '../../shared/responses.ts';
import { ApiError } from './api.ts';

/**
 * POSTs (or PUTs) one file (as `file`, after any other form fields) as multipart form data, reporting progress
 * from 0 to 1 (fetch cannot report upload progress, XMLHttpRequest can). Failures become ApiErrors like api()'s.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  fields: Iterable<[string, string]> = [],
  method: 'POST' | 'PUT' = 'POST',
) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'Network error. Please check your connection.'));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        return resolve(xhr.response as T);
      }
      const problem = xhr.response as Partial<Problem> | null;
      reject(new ApiError(xhr.status, problem?.code ?? 'UNKNOWN_ERROR', problem?.message ?? '', problem?.errors ?? {}));
    };
    const body = new FormData();
    for (const [name, value] of fields) body.append(name, value);
    body.append('file', file);
    xhr.send(body);
  });
}
