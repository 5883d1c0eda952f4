import type { ErrorBody, ErrorCode, ErrorReason } from '../../contract/errors';
import { errorMessage } from '../i18n';

/** An API error in the SPEC's shape, thrown by every call so the UI can show `message` beside `details`' fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly details?: Record<string, string>,
    readonly requestId?: string,
    /** For RATE_LIMITED: the Retry-After header, in seconds. */
    readonly retryAfterSeconds?: number,
    /** A finer cause than the code, when the server gave one (contract ERROR_REASONS). */
    readonly reason?: ErrorReason,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export function toQueryString(query?: Query): string {
  if (!query) return '';
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
}

type Init = {
  method?: string; query?: Query; body?: unknown; signal?: AbortSignal; headers?: Record<string, string>;
  /** Let the request finish even if the page is left while it is on its way (sign-out). */
  keepalive?: boolean;
};

/** The one way the web app calls the API (`/api/v1` + path). */
export function api<T>(path: string, init: Init = {}): Promise<T> {
  return request<T>(`/api/v1${path}`, init);
}

/** The sign-in endpoints (`/api/auth` + path, better-auth behind Roost's wrapper): same errors as `api`. */
export function authApi<T>(path: string, init: Init = {}): Promise<T> {
  return request<T>(`/api/auth${path}`, init);
}

async function request<T>(url: string, init: Init): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${url}${toQueryString(init.query)}`, {
      method: init.method ?? 'GET',
      headers: init.body !== undefined ? { 'content-type': 'application/json', ...init.headers } : init.headers,
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      credentials: 'same-origin',
      signal: init.signal,
      keepalive: init.keepalive,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', errorMessage('NETWORK', undefined));
  }
  if (res.ok) return (await res.json()) as T;
  let body: ErrorBody | undefined;
  try {
    body = (await res.json()) as ErrorBody;
  } catch {
    /* not JSON */
  }
  const e = body?.error;
  const retryAfter = Number(res.headers.get('retry-after'));
  throw apiError(res.status, e, retryAfter);
}

/** The error the app shows, in the reader's words (i18n errorMessage): per code, and per field for a refused form. */
function apiError(status: number, e: ErrorBody['error'] | undefined, retryAfter: number): ApiError {
  const code = e?.code ?? 'INTERNAL';
  // Beside a field: the server's words on English pages, else the finer cause's or a generic line.
  const details = e?.details && Object.fromEntries(Object.entries(e.details).map(([field, msg]) => [field, errorMessage('field', msg, e.reason)]));
  return new ApiError(status, code, errorMessage(code, e?.message, e?.reason), details, e?.requestId, retryAfter > 0 ? retryAfter : undefined, e?.reason);
}

type UploadInit = { onProgress?: (loaded: number, total: number) => void; signal?: AbortSignal };

/**
 * A multipart upload (`/api/v1` + path) that reports its progress. fetch cannot tell how much of
 * a request body has been sent, XMLHttpRequest can; the answer and errors are `api`'s.
 */
export function upload<T>(path: string, form: FormData, init: UploadInit = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1${path}`);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => init.onProgress?.(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      const e = (body as ErrorBody | undefined)?.error;
      const retryAfter = Number(xhr.getResponseHeader('retry-after'));
      reject(apiError(xhr.status, e, retryAfter));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', errorMessage('NETWORK', undefined)));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
