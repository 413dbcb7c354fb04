// fetch() cannot report upload progress; XMLHttpRequest can. One POST of a FormData, resolved with
// the status and the parsed JSON answer (undefined when the answer is not JSON).

export interface PostResult {
  status: number;
  data: unknown;
}

/** Thrown when the request never got an answer (offline, blocked, timed out). */
export class NetworkError extends Error {}

// A phone on a slow connection may need a while for 10 MB; a dead one should not hang forever.
const UPLOAD_TIMEOUT_MS = 120_000;

export function postWithProgress(
  url: string,
  body: FormData,
  {
    headers = {},
    onProgress,
    signal,
  }: { headers?: Record<string, string>; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<PostResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      resolve({ status: xhr.status, data });
    };
    xhr.onerror = () => reject(new NetworkError('Network error'));
    xhr.ontimeout = () => reject(new NetworkError('Timed out'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
